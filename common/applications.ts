import { z } from "./zod";

/** Resumes: PDF or DOCX (checked by content on the server), at most 10 MB. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** For the file input's accept attribute: a hint to the picker, never the check itself. */
export const RESUME_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** The multipart field that carries the resume, on the forms and the API. */
export const RESUME_FIELD = "resume";

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

/** Runs of whitespace become one space: names and phone numbers go into email lines. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

const requiredLine = (required: string, tooLong: string, max: number) =>
  z
    .string({ message: required })
    .transform(singleLine)
    .pipe(z.string().min(1, { message: required }).max(max, { message: tooLong }));

/** Checked boxes arrive as "on" from a plain form and as true (or "true") from scripts. */
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const personFields = {
  fullName: requiredLine(
    APPLICATION_MESSAGES.fullName,
    APPLICATION_MESSAGES.fullNameTooLong,
    APPLICATION_LIMITS.fullName,
  ),
  email: z
    .string({ message: APPLICATION_MESSAGES.email })
    .trim()
    .max(APPLICATION_LIMITS.email, { message: APPLICATION_MESSAGES.email })
    .pipe(z.email({ message: APPLICATION_MESSAGES.email }))
    .transform((email) => email.toLowerCase()),
  // US numbers have 10 digits (11 with the country code); international ones up to 15.
  phone: z
    .string({ message: APPLICATION_MESSAGES.phone })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .max(APPLICATION_LIMITS.phone, { message: APPLICATION_MESSAGES.phone })
        .refine(
          (phone) => /^[\d\s()+.-]+$/.test(phone) && digitCount(phone) >= 10 && digitCount(phone) <= 15,
          {
            message: APPLICATION_MESSAGES.phone,
          },
        ),
    ),
  consentTerms: checkbox.pipe(z.literal(true, { message: APPLICATION_MESSAGES.consentTerms })),
  consentSms: checkbox,
};

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

/** The /apply form and POST /api/applications, apart from the job and the file. */
export const applicationSchema = z.object({
  ...personFields,
  coverLetter: z
    .string({ message: APPLICATION_MESSAGES.coverLetterTooLong })
    .nullish()
    .transform((value) => value?.replace(/\r\n?/g, "\n").trim() || "")
    .pipe(
      z.string().max(APPLICATION_LIMITS.coverLetter, { message: APPLICATION_MESSAGES.coverLetterTooLong }),
    )
    .transform((value) => value || null),
});

/**
 * Skills as a list, or as the comma-separated text of a form field; blanks and repeats (any letter
 * case) are dropped.
 */
const skillsField = z
  .union([z.array(z.string()), z.string()], { message: APPLICATION_MESSAGES.skills })
  .optional()
  .transform((value) => {
    const items = (typeof value === "string" ? value.split(/[,\n]/) : (value ?? [])).map(singleLine);
    const seen = new Set<string>();
    return items.filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(
    z
      .array(z.string().max(TALENT_PROFILE_LIMITS.skill, { message: APPLICATION_MESSAGES.skills }))
      .max(TALENT_PROFILE_LIMITS.skills, { message: APPLICATION_MESSAGES.skills }),
  );

/** The corrected fields of /upload-resume's second step (POST /api/resume-uploads/{id}/confirm). */
export const talentProfileSchema = z.object({
  ...personFields,
  recentTitle: z
    .string({ message: APPLICATION_MESSAGES.recentTitleTooLong })
    .nullish()
    .transform((value) => (value ? singleLine(value) : ""))
    .pipe(
      z.string().max(TALENT_PROFILE_LIMITS.recentTitle, { message: APPLICATION_MESSAGES.recentTitleTooLong }),
    )
    .transform((value) => value || null),
  skills: skillsField,
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;
export type TalentProfileInput = z.input<typeof talentProfileSchema>;
export type TalentProfileValues = z.output<typeof talentProfileSchema>;

/** What the server read from a resume, for the person to correct; empty strings where nothing was found. */
export type ExtractedResumeFields = {
  fullName: string;
  email: string;
  phone: string;
  skills: string[];
  recentTitle: string;
};
