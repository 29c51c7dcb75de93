import type {
  CONTACT_PAGE_SUBJECT_OPTIONS as ContactPageSubjects,
  HOME_SUBJECT_OPTIONS as HomeSubjects,
} from "../../../common/contact";

// common/contact builds its zod schemas at import time, so the page cannot import it without
// shipping zod on first load (ADR 0003). The options are repeated here; the types pin them to
// common/contact's, so any drift is a type error.

export const HOME_SUBJECT_OPTIONS: typeof HomeSubjects = [
  { value: "hire", label: "I'm looking to hire" },
  { value: "job", label: "I'm looking for a job" },
  { value: "other", label: "Other inquiry" },
] as const;

export const CONTACT_PAGE_SUBJECT_OPTIONS: typeof ContactPageSubjects = [
  { value: "general", label: "General Inquiry" },
  { value: "employer", label: "Employer Services" },
  { value: "jobseeker", label: "Job Seeker Services" },
  { value: "partnership", label: "Partnership Opportunities" },
  { value: "support", label: "Support" },
] as const;
