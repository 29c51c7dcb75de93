/**
 * Subject options of the two contact forms (SPEC §3). Kept apart from common/contact.ts, which
 * builds zod schemas at import time, so the forms can show them without shipping zod on first load.
 */
export const HOME_SUBJECT_OPTIONS = [
  { value: "hire", label: "I'm looking to hire" },
  { value: "job", label: "I'm looking for a job" },
  { value: "other", label: "Other inquiry" },
] as const;

export const CONTACT_PAGE_SUBJECT_OPTIONS = [
  { value: "general", label: "General Inquiry" },
  { value: "employer", label: "Employer Services" },
  { value: "jobseeker", label: "Job Seeker Services" },
  { value: "partnership", label: "Partnership Opportunities" },
  { value: "support", label: "Support" },
] as const;

export { HONEYPOT_FIELD as CONTACT_HONEYPOT_FIELD } from "./honeypot";
