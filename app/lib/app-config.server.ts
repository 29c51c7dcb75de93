import { appConfig } from "../../server/config";

/** The public base URL, for canonical links, sitemaps and structured data. */
export function publicAppUrl(): string {
  return appConfig().APP_URL;
}
