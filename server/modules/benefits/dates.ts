import { todayInFlorida } from "../../../common/timesheets";

/** Calendar dates (YYYY-MM-DD) in the agency's time zone, Florida's. */
export { addDays } from "../../../common/timesheets";

/** Today's date where the agency works. */
export const agencyToday = todayInFlorida;
