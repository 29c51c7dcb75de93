import { APPLICATION_LIMITS, APPLICATION_MESSAGES, TALENT_PROFILE_LIMITS } from "./application-options";
import { z } from "./zod";

export * from "./application-options";

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
