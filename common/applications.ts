import { APPLICATION_LIMITS, APPLICATION_MESSAGES, TALENT_PROFILE_LIMITS } from "./application-options";
import { checkbox, emailAddress, phoneNumber, requiredLine, singleLine } from "./form-fields";
import { z } from "./zod";

export * from "./application-options";

const personFields = {
  fullName: requiredLine(
    APPLICATION_MESSAGES.fullName,
    APPLICATION_MESSAGES.fullNameTooLong,
    APPLICATION_LIMITS.fullName,
  ),
  email: emailAddress(APPLICATION_MESSAGES.email, APPLICATION_LIMITS.email),
  phone: phoneNumber(APPLICATION_MESSAGES.phone, APPLICATION_LIMITS.phone),
  consentTerms: checkbox.pipe(z.literal(true, { message: APPLICATION_MESSAGES.consentTerms })),
  consentSms: checkbox,
};

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
