/**
 * The application forms' constants, messages and shapes, without zod: the /apply and /upload-resume
 * pages import these on first load; the schemas in common/applications.ts load on demand.
 */
/** Resumes: PDF or DOCX (checked by content on the server), at most 10 MB. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** For the file input's accept attribute: a hint to the picker, never the check itself. */
export const RESUME_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** The multipart field that carries the resume, on the forms and the API. */
export const RESUME_FIELD = "resume";
/** The field naming a signed-in candidate's resume from /resume-builder, sent instead of a file. */
export const BUILDER_RESUME_FIELD = "builderResumeId";

/** The job picker's choice for a general application (a select item cannot have an empty value). */
export const GENERAL_APPLICATION = "general";

export const APPLICATION_SOURCES = ["apply", "upload-resume"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const APPLICATION_LIMITS = { fullName: 120, email: 254, phone: 40, coverLetter: 5000 } as const;
export const TALENT_PROFILE_LIMITS = { recentTitle: 120, skill: 60, skills: 30 } as const;

export const APPLICATION_MESSAGES = {
  fullName: "Please enter your full name",
  fullNameTooLong: `Please shorten your name to ${APPLICATION_LIMITS.fullName} characters or fewer`,
  email: "Please enter a valid email address",
  phone: "Please enter a phone number with at least 10 digits",
  coverLetterTooLong: "Please shorten your cover letter to 5,000 characters or fewer",
  consentTerms: "Please agree to the Terms of Service and Privacy Policy",
  resume: "Please attach your resume (PDF or DOCX)",
  resumeOrSaved: "Attach a file or choose one of your saved resumes, not both",
  savedResumeSignedOut: "Please sign in to apply with a resume from the resume builder",
  recentTitleTooLong: `Please shorten the title to ${TALENT_PROFILE_LIMITS.recentTitle} characters or fewer`,
  skills: `List up to ${TALENT_PROFILE_LIMITS.skills} skills, each ${TALENT_PROFILE_LIMITS.skill} characters or fewer`,
} as const;

/** What the API answers (and the pages show) for each outcome. */
export const APPLICATION_RESULTS = {
  received: "Thank you! Your application has been received. We'll be in touch soon.",
  duplicate: "You have already applied to this job with this email. We'll be in touch soon.",
  savedToTalentPool:
    "Thank you! Your resume is in our talent pool. A recruiter will contact you about roles that fit.",
  jobNotFound: "We couldn't find that job. It may have been removed.",
  jobNotOpen: "This job is no longer accepting applications. Please browse our other open jobs.",
  uploadExpired: "This upload has expired or was already saved. Please upload your resume again.",
} as const;

/** What the server read from a resume, for the person to correct; empty strings where nothing was found. */
export type ExtractedResumeFields = {
  fullName: string;
  email: string;
  phone: string;
  skills: string[];
  recentTitle: string;
};
