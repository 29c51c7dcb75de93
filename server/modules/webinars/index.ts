export { webinarConfirmationEmail } from "./confirmation-email";
export { fromNewYorkLocal, toNewYorkLocal } from "./local-time";
export {
  parseRegistration,
  REGISTRATION_LIMIT_PER_EMAIL,
  REGISTRATION_LIMIT_PER_IP,
  REGISTRATION_REFUSALS,
  registerForWebinar,
  type WebinarRegistrationResult,
} from "./register";
export { describeSchedule, formatDuration, WEBINAR_TIME_ZONE, type WebinarSchedule } from "./schedule";
export { listWebinars, PAST_WEBINARS_LIMIT, type WebinarListing, type WebinarListings } from "./webinars";
