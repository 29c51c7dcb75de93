/**
 * Consultations (issue 20): the shared contract of the booking page, the portals, the console and the
 * server. Constants, labels, messages and JSON shapes; no zod here (ADR 0003): the input schemas are in
 * `common/consultation-schemas.ts`, which the forms load on first use.
 *
 * Endpoints (JSON; errors are the one shape { error, fields? } unless stated):
 *
 * Public, `server/api/consultations.ts`:
 * - GET  /api/consultations/options → 200 ConsultationOptions (types, bookable staff, formats, offices).
 * - GET  /api/consultations/slots?type=&staff=<id|any>&timeZone=&from=&to= → 200 ConsultationSlots;
 *        400 unknown type, zone or dates; 404 unknown staff member. from/to are the visitor's dates
 *        (YYYY-MM-DD, default today → the end of the 30-day window).
 * - POST /api/consultations (ConsultationBookingInput) → 201 ConsultationBookingResult;
 *        400 { error, fields } with CONSULTATION_MESSAGES; 409 ConsultationSlotTaken (the slot was
 *        taken meanwhile: the message and the fresh slots of that day's search); 429 (Retry-After).
 *        A filled honeypot gets a 201 that books nothing.
 * - GET  /api/consultations/links/:token → 200 ManagedConsultation; 404 unknown or tampered link;
 *        410 expired link, cancelled or already started consultation.
 * - GET  /api/consultations/links/:token/invitation.ics → 200 text/calendar (attachment consultation.ics,
 *        METHOD:REQUEST with the current SEQUENCE) for either link; 404; 410 as above.
 * - POST /api/consultations/links/:token/reschedule (ConsultationRescheduleInput) → 200 VisitorConsultation;
 *        403 a cancel link; 404; 409 ConsultationSlotTaken; 410.
 * - POST /api/consultations/links/:token/cancel → 200 VisitorConsultation (status "cancelled");
 *        403 a reschedule link; 404; 410.
 * - GET  /api/candidates/consultations (candidate Bearer token) → 200 PortalConsultations; 401.
 * - GET  /api/employers/consultations (employer session) → 200 PortalConsultations; 401.
 *        Both list the consultations booked with the account's verified email, each booked one not
 *        yet begun with its reschedule and cancel links (the account proves the address they went to).
 *
 * Staff, `server/api/consultations-admin.ts` (admin session; 401/403 by the admin guard; every change audited):
 * - GET    /api/admin/consultations/staff → 200 StaffSchedule[]
 * - POST   /api/admin/consultations/staff (StaffScheduleInput) → 201 StaffSchedule; 400; 409 email taken.
 * - PUT    /api/admin/consultations/staff/:id (StaffScheduleInput) → 200 StaffSchedule; 400; 404; 409.
 * - POST   /api/admin/consultations/staff/:id/time-off (TimeOffInput) → 201 StaffSchedule; 400; 404.
 * - DELETE /api/admin/consultations/staff/:id/time-off/:timeOffId → 200 StaffSchedule; 404.
 * - GET    /api/admin/consultations/holidays → 200 CompanyHoliday[]
 * - POST   /api/admin/consultations/holidays (HolidayInput) → 201 CompanyHoliday; 400; 409 date taken.
 * - DELETE /api/admin/consultations/holidays/:id → 204; 404.
 * - GET    /api/admin/consultations/agenda?view=day|week&date=&staff= → 200 ConsultationAgenda; 400.
 * - GET    /api/admin/consultations/bookings/:id → 200 StaffConsultation; 404.
 * - POST   /api/admin/consultations/bookings/:id/outcome (ConsultationOutcomeInput) → 200 StaffConsultation;
 *          400; 404; 409 not booked or not started yet.
 * - POST   /api/admin/consultations/bookings/:id/cancel (StaffCancelInput) → 200 StaffConsultation
 *          (the visitor gets METHOD:CANCEL); 404; 409 not booked.
 * - POST   /api/admin/consultations/bookings/:id/move (StaffMoveInput) → 200 StaffConsultation (the
 *          visitor gets the update, same UID, higher SEQUENCE); 400; 404; 409 ConsultationSlotTaken or not booked.
 * - POST   /api/admin/consultations/bookings/:id/link (ConsultationLinkInput) → 200 StaffConsultation; 400; 404.
 * - POST   /api/admin/consultations/bookings/:id/client-company (the company fields of employer
 *          registration, legalName prefilled from the booking) → 201 StaffConsultation linked to the new
 *          pending client company; 400; 404; 409 already linked. (A candidate is an account the person
 *          makes, with a password and consent: staff link a job seeker's booking to one, and the
 *          candidate portal finds it by verified email without any link.)
 */
import { CONTACT_FALLBACKS } from "./brand";
import type { ServiceSlug } from "./services";

/** The agency's clock: business hours, staff hours and holidays are read in Florida's time. */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** SPEC: Mon–Fri 9:00 AM–6:00 PM Eastern. Weekdays are ISO numbers (1 Monday … 7 Sunday). */
export const BUSINESS_HOURS = { weekdays: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" } as const;

/** Free time after each consultation before the staff member's next one. */
export const BUFFER_MINUTES = 10;
/** The earliest bookable start is this far from now. */
export const NOTICE_MINUTES = 120;
/** Slots are offered from today through this many days ahead. */
export const BOOKING_WINDOW_DAYS = 30;
/** Offered start times fall on this grid of the Eastern clock (9:00, 9:15, …). */
export const SLOT_STEP_MINUTES = 15;
/** Reminder emails go this long before the start. */
export const REMINDER_MINUTES_BEFORE = [24 * 60, 60] as const;

export const CONSULTATION_TYPES = ["employer", "job-seeker", "payroll-hr"] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export type ConsultationTypeInfo = {
  label: string;
  summary: string;
  durationMinutes: number;
  /** The /services/{slug} pages whose Schedule a Consultation button preselects this type. */
  services: readonly ServiceSlug[];
  /** Employers must name their company. */
  companyRequired: boolean;
};

export const CONSULTATION_TYPE_INFO: Record<ConsultationType, ConsultationTypeInfo> = {
  employer: {
    label: "Employer consultation",
    summary: "Your staffing needs: the roles, timing and budget, and how we would fill them.",
    durationMinutes: 30,
    services: ["permanent-placement", "contract-staffing", "executive-search", "rpo-solutions"],
    companyRequired: true,
  },
  "job-seeker": {
    label: "Job seeker consultation",
    summary: "Your career and job search: your resume, the roles to aim for and the next steps.",
    durationMinutes: 30,
    services: [],
    companyRequired: false,
  },
  "payroll-hr": {
    label: "Payroll and HR services",
    summary: "Payroll, tax filings, benefits administration and HR consulting for your workforce.",
    durationMinutes: 45,
    services: ["payroll-services", "hr-consulting"],
    companyRequired: true,
  },
};

/** /schedule-consultation?type=… and ?service=… read with these. */
export function isConsultationType(value: unknown): value is ConsultationType {
  return typeof value === "string" && (CONSULTATION_TYPES as readonly string[]).includes(value);
}

/** The type a service page's button preselects (/schedule-consultation?service=payroll-services). */
export function consultationTypeForService(slug: string): ConsultationType | null {
  return (
    CONSULTATION_TYPES.find((type) => CONSULTATION_TYPE_INFO[type].services.some((s) => s === slug)) ?? null
  );
}

export const CONSULTATION_FORMATS = ["phone", "video", "in-person"] as const;
export type ConsultationFormat = (typeof CONSULTATION_FORMATS)[number];

export const CONSULTATION_FORMAT_LABELS: Record<ConsultationFormat, string> = {
  phone: "Phone call",
  video: "Video call",
  "in-person": "In person",
};

export const OFFICE_IDS = ["miami", "fort-lauderdale"] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];

/** SPEC names the two offices; the Miami address is the site's fallback address. */
export const OFFICES: Record<OfficeId, { name: string; address: string }> = {
  miami: { name: "Miami office", address: CONTACT_FALLBACKS.address },
  "fort-lauderdale": {
    name: "Fort Lauderdale office",
    address: "110 East Broward Boulevard, Suite 1700, Fort Lauderdale, FL 33301",
  },
};

export const CONSULTATION_STATUSES = ["booked", "completed", "no_show", "cancelled"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  booked: "Booked",
  completed: "Completed",
  no_show: "No-show",
  cancelled: "Cancelled",
};

/** What an emailed link may do: each link does one thing only. */
export const MANAGE_LINK_PURPOSES = ["reschedule", "cancel"] as const;
export type ManageLinkPurpose = (typeof MANAGE_LINK_PURPOSES)[number];

/** The pages of the booking flow; the emailed links open /schedule-consultation/{purpose}/{token}. */
export const CONSULTATION_PAGES = {
  booking: "/schedule-consultation",
  reschedule: "/schedule-consultation/reschedule",
  cancel: "/schedule-consultation/cancel",
} as const satisfies Record<"booking" | ManageLinkPurpose, string>;

/** The staff picker's value for "whoever is free" (the least-booked eligible staff member that day). */
export const FIRST_AVAILABLE = "any";

/** Field messages and refusals, written once for the forms and the API. */
export const CONSULTATION_MESSAGES = {
  type: "Please choose a consultation type",
  staff: "Please choose a staff member or First available",
  start: "Please choose a time",
  timeZone: "Your time zone was not recognised. Choose one such as America/New_York",
  format: "Please choose how you would like to meet",
  office: "Please choose the Miami or Fort Lauderdale office",
  name: "Name is required",
  nameTooLong: "Name must be 100 characters or fewer",
  email: "Invalid email address",
  emailUndeliverable: "This email address cannot receive email. Please check it",
  phone: "Please enter a phone number we can reach you on",
  company: "Company is required for this consultation",
  companyTooLong: "Company must be 150 characters or fewer",
  topic: "Please tell us what you would like to discuss (at least 10 characters)",
  topicTooLong: "Topic must be 2000 characters or fewer",
  slotTaken: "Sorry, that time was just booked by someone else. Please choose another time.",
  slotUnavailable: "That time is not available. Please choose one of the times shown.",
  staffNotFound: "That staff member does not take consultations.",
  staffNoType: "That staff member does not take this type of consultation.",
  linkUnknown: "This link is not valid. Check that you opened the whole link from the email.",
  linkExpired: "This link has expired. Please contact us to change your consultation.",
  linkWrongPurpose: "This link cannot do that. Use the other link in your email.",
  alreadyCancelled: "This consultation was cancelled.",
  alreadyStarted: "This consultation has already started or taken place.",
  notBooked: "Only a booked consultation can be changed.",
  notStarted: "A consultation can be marked completed or no-show once it has started.",
  bookingNotFound: "Consultation not found.",
  range: "Please choose dates within the next 30 days",
  weeklyHours: "Hours must be within 9:00 AM–6:00 PM Eastern on weekdays, each ending after it starts",
  meetingUrl: "The meeting link must be an https:// address",
  staffTypes: "Choose at least one consultation type",
  staffEmail: "Enter the staff member's work email",
  staffEmailTaken: "That staff member already has a schedule.",
  timeOff: "Time off must end after it starts",
  holidayDate: "Please enter a date (YYYY-MM-DD)",
  holidayName: "Please name the holiday",
  holidayTaken: "That date is already a company holiday.",
  outcome: "Please choose completed or no-show",
  notesTooLong: "Notes must be 5000 characters or fewer",
  linkTarget: "Link the consultation to one candidate or one client company",
  alreadyLinked: "This consultation is already linked to a record.",
} as const;

export const CONSULTATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 150,
  topicMin: 10,
  topic: 2000,
  notes: 5000,
  reason: 1000,
  staffName: 100,
  meetingUrl: 500,
  holidayName: 100,
} as const;

/** A local date and time ("2026-03-09", "09:30") in some zone. */
export type WallClock = { date: string; time: string };

/** A staff member's hours on one weekday, on the Eastern clock ("09:00"–"17:00"). */
export type HoursRange = { start: string; end: string };
/** ISO weekday ("1" Monday … "5" Friday) → that day's ranges; a missing day is not worked. */
export type WeeklyHours = Partial<Record<"1" | "2" | "3" | "4" | "5", HoursRange[]>>;

export type ConsultationStaffOption = { id: string; name: string; types: ConsultationType[] };

/** GET /api/consultations/options */
export type ConsultationOptions = {
  types: { value: ConsultationType; label: string; summary: string; durationMinutes: number }[];
  staff: ConsultationStaffOption[];
  formats: { value: ConsultationFormat; label: string }[];
  offices: { value: OfficeId; name: string; address: string }[];
  businessTimeZone: string;
  windowDays: number;
  noticeMinutes: number;
};

/** One bookable start, with its wall clock for the visitor and for the agency. */
export type ConsultationSlot = {
  start: string;
  end: string;
  local: WallClock;
  eastern: WallClock;
};

/** GET /api/consultations/slots: the open times grouped by the visitor's local date (days without any left out). */
export type ConsultationSlots = {
  type: ConsultationType;
  /** Null for first available. */
  staffId: string | null;
  timeZone: string;
  from: string;
  to: string;
  days: { date: string; slots: ConsultationSlot[] }[];
};

/** A consultation as its visitor sees it (confirmation, links, portals). */
export type VisitorConsultation = {
  id: string;
  type: ConsultationType;
  typeLabel: string;
  status: ConsultationStatus;
  start: string;
  end: string;
  /** The visitor's zone at booking; times are shown in it with Eastern beside. */
  timeZone: string;
  staffName: string;
  format: ConsultationFormat;
  office: OfficeId | null;
  /** The office address (in person), the visitor's number (phone), or null (video: see meetingUrl). */
  location: string | null;
  meetingUrl: string | null;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  topic: string;
};

/** POST /api/consultations → 201. The links are the emailed ones, for the confirmation page. */
export type ConsultationBookingResult = {
  consultation: VisitorConsultation;
  links: Record<ManageLinkPurpose, string>;
};

/** The 409 body when the chosen time was taken meanwhile: retry with one of these. */
export type ConsultationSlotTaken = { error: string; slots: ConsultationSlots };

/** GET /api/consultations/links/:token */
export type ManagedConsultation = {
  purpose: ManageLinkPurpose;
  expiresAt: string;
  /** Its staff member, whose open times the reschedule page offers first. */
  staffId: string;
  consultation: VisitorConsultation;
};

/** A consultation in its booker's portal, with the emailed links while it can still change. */
export type PortalConsultation = VisitorConsultation & { links: Record<ManageLinkPurpose, string> | null };

/** GET /api/candidates/consultations and /api/employers/consultations */
export type PortalConsultations = { upcoming: PortalConsultation[]; past: PortalConsultation[] };

export type StaffTimeOff = { id: string; startsAt: string; endsAt: string; note: string | null };

/** A staff member's booking settings (the console). */
export type StaffSchedule = {
  id: string;
  email: string;
  name: string;
  active: boolean;
  types: ConsultationType[];
  weeklyHours: WeeklyHours;
  meetingUrl: string | null;
  timeOff: StaffTimeOff[];
};

export type CompanyHoliday = { id: string; date: string; name: string };

/** A consultation as staff see it. */
export type StaffConsultation = VisitorConsultation & {
  staffId: string;
  staffEmail: string;
  notes: string | null;
  cancelReason: string | null;
  candidateId: string | null;
  clientCompanyId: string | null;
  sequence: number;
  createdAt: string;
};

export const AGENDA_VIEWS = ["day", "week"] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

/** GET /api/admin/consultations/agenda: the Eastern dates from–to (a day, or Monday–Sunday). */
export type ConsultationAgenda = {
  view: AgendaView;
  from: string;
  to: string;
  staff: { id: string; name: string }[];
  consultations: StaffConsultation[];
};
