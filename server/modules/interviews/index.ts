export { fromZonedLocal, isIanaTimeZone, toZonedLocal } from "../../../common/time-zones";
export {
  candidateInterviewCalendar,
  chooseInterviewTime,
  confirmInterview,
  listCandidateInterviews,
  requestInterviewReschedule,
} from "./candidate-interviews";
export {
  chooseInterviewTimeSchema,
  employerTimeZoneSchema,
  interviewFeedbackSchema,
} from "./employer-interview-input";
export {
  cancelEmployerInterview,
  giveInterviewFeedback,
  listEmployerInterviews,
  requestEmployerInterview,
  rescheduleEmployerInterview,
  setEmployerTimeZone,
  upcomingInterviewsSummary,
} from "./employer-interviews";
export { interviewInputSchema, rescheduleRequestSchema } from "./interview-input";
export { interviewCalendar, interviewInvitationEmail, interviewUid } from "./invitation-email";
export {
  INTERVIEW_RANGES,
  type InterviewRange,
  listAdminInterviews,
  listApplicationInterviews,
} from "./listing";
export { cancelInterview, rescheduleInterview, scheduleInterview } from "./scheduling";
