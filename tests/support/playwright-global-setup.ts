import { prepareSeededDataDir } from "./seeded-data-dir";

/** Once per `playwright test` run: the seeded DATA_DIR the isolated apps start from. */
export default async function globalSetup() {
  return prepareSeededDataDir();
}
