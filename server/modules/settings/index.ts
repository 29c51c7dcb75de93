export { getSiteSettings } from "./site-settings";
