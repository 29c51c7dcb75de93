export { appSecret } from "./app-secrets";
