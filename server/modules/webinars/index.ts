export type { WebinarListing, WebinarSchedule } from "../../../common/webinars";
export {
  type AdminRegistrant,
  type AdminWebinar,
  type AdminWebinarRow,
  createWebinar,
  deleteWebinar,
  getAdminWebinar,
  listAdminWebinars,
  listRegistrants,
  registrantsCsv,
  updateWebinar,
  WEBINAR_HAS_REGISTRANTS,
  WEBINAR_NOT_FOUND,
  WEBINAR_SLUG_TAKEN,
  WEBINAR_SORTS,
  webinarInputSchema,
} from "./admin-webinars";
export { webinarConfirmationEmail } from "./confirmation-email";
export { fromNewYorkLocal, toNewYorkLocal } from "./local-time";
export {
  parseRegistration,
  REGISTRATION_REFUSALS,
  registerForWebinar,
  type WebinarRegistrationResult,
  webinarRegistration,
} from "./register";
export { describeSchedule, formatDuration, WEBINAR_TIME_ZONE } from "./schedule";
export { listWebinars, PAST_WEBINARS_LIMIT, type WebinarListings } from "./webinars";
