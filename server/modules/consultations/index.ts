/** Consultations (issue 20): booking with real availability, signed links, invitations, reminders, the staff side. */
export {
  agendaQuerySchema,
  consultationBookingSchema,
  consultationClientCompanySchema,
  consultationLinkSchema,
  consultationOutcomeSchema,
  consultationSlotsQuerySchema,
  holidaySchema,
  staffCancelSchema,
  staffMoveSchema,
  staffScheduleSchema,
  timeOffSchema,
} from "../../../common/consultation-schemas";
export { findConsultationSlots } from "./availability";
export { BOOKING_LIMITS, bookConsultation, consultationBooking, SlotTaken } from "./booking";
export { consultationCalendar, consultationUid } from "./emails";
export { ConsultationLinkGone, manageLinks, signManageToken, verifyManageToken } from "./manage-links";
export { listCandidateConsultations, listEmployerConsultations } from "./portal";
export { type ReminderRound, sendDueReminders, startConsultationReminderWorker } from "./reminders";
export {
  cancelAsStaff,
  consultationAgenda,
  createClientCompanyFromConsultation,
  getConsultationAsStaff,
  linkConsultation,
  moveAsStaff,
  recordOutcome,
} from "./staff-agenda";
export {
  addHoliday,
  addTimeOff,
  consultationOptions,
  createStaffSchedule,
  listHolidays,
  listStaffSchedules,
  removeHoliday,
  removeTimeOff,
  updateStaffSchedule,
} from "./staff-settings";
export {
  manageLinkCancel,
  manageLinkInvitation,
  manageLinkRead,
  manageLinkReschedule,
  readManageLink,
} from "./visitor-links";
