/** The console's landing page: what needs attention across features, and the last weeks' activity. */
export { loadOverview, type Overview, type WeeklyActivity } from "./overview";
