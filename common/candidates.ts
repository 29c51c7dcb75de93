import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from "./candidate-options";
import { COMMON_PASSWORDS } from "./common-passwords";
import { checkbox, emailAddress, phoneNumber, requiredLine, singleLine } from "./form-fields";
import { EMPLOYMENT_TYPES } from "./jobs";
import { PAY_PERIODS } from "./recruiting";
import { usStateCode } from "./us-states";
import { z } from "./zod";

export { CANDIDATE_LIMITS, CANDIDATE_MESSAGES, type CandidateProfile } from "./candidate-options";

const requiredText = (message: string) => z.string({ message }).min(1, { message });

const email = emailAddress(CANDIDATE_MESSAGES.email, CANDIDATE_LIMITS.email);

/** OWASP: length over composition rules, up to 128 characters, and never one of the commonest. */
export const newPassword = z
  .string({ message: CANDIDATE_MESSAGES.password })
  .min(CANDIDATE_LIMITS.passwordMin, { message: CANDIDATE_MESSAGES.password })
  .max(CANDIDATE_LIMITS.passwordMax, { message: CANDIDATE_MESSAGES.passwordTooLong })
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), {
    message: CANDIDATE_MESSAGES.passwordCommon,
  });

const firstName = requiredLine(
  CANDIDATE_MESSAGES.firstName,
  CANDIDATE_MESSAGES.firstNameTooLong,
  CANDIDATE_LIMITS.name,
);
const lastName = requiredLine(
  CANDIDATE_MESSAGES.lastName,
  CANDIDATE_MESSAGES.lastNameTooLong,
  CANDIDATE_LIMITS.name,
);
const phone = phoneNumber(CANDIDATE_MESSAGES.phone, CANDIDATE_LIMITS.phone);
const token = z
  .string({ message: CANDIDATE_MESSAGES.token })
  .trim()
  .min(1, { message: CANDIDATE_MESSAGES.token })
  .max(CANDIDATE_LIMITS.token, { message: CANDIDATE_MESSAGES.token });

/** /candidate/registration and POST /api/candidates/register. */
export const candidateRegistrationSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  password: newPassword,
  consentTerms: checkbox.pipe(z.literal(true, { message: CANDIDATE_MESSAGES.consentTerms })),
  consentSms: checkbox,
});

/** /candidate/verify: the code typed in, or the token from the emailed link. */
export const emailVerificationSchema = z
  .object({
    email,
    code: z
      .string({ message: CANDIDATE_MESSAGES.code })
      .trim()
      .regex(/^\d{6}$/, { message: CANDIDATE_MESSAGES.code })
      .optional(),
    token: token.optional(),
  })
  .refine((input) => input.code !== undefined || input.token !== undefined, {
    message: CANDIDATE_MESSAGES.codeOrToken,
    path: ["code"],
  });

export const resendCodeSchema = z.object({ email });
export const forgotPasswordSchema = z.object({ email });

/** SPEC §5: both fields required, one message. The address is only trimmed and lower-cased here. */
export const candidateLoginSchema = z.object({
  email: z
    .string({ message: CANDIDATE_MESSAGES.loginMissing })
    .trim()
    .min(1, { message: CANDIDATE_MESSAGES.loginMissing })
    .max(CANDIDATE_LIMITS.email, { message: CANDIDATE_MESSAGES.loginFailed })
    .transform((value) => value.toLowerCase()),
  password: requiredText(CANDIDATE_MESSAGES.loginMissing).max(CANDIDATE_LIMITS.passwordMax, {
    message: CANDIDATE_MESSAGES.loginFailed,
  }),
  rememberMe: checkbox,
});

/** An optional one-line text: blank or null clears it (null), over max gives tooLong. */
const optionalLine = (tooLong: string, max: number) =>
  z
    .string({ message: tooLong })
    .nullable()
    .transform((value) => (value === null ? "" : singleLine(value)))
    .pipe(z.string().max(max, { message: tooLong }))
    .transform((value) => value || null);

/**
 * A list, or the comma-separated text of a form field; blanks and repeats (any letter case, the
 * first spelling kept) are dropped, then at most `count` items of at most `length` characters.
 */
const textList = (message: string, length: number, count: number) =>
  z
    .union([z.array(z.string({ message })), z.string()], { message })
    .transform((value) => {
      const items = (typeof value === "string" ? value.split(/[,\n]/) : value).map(singleLine);
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((items) => items.length <= count && items.every((item) => item.length <= length), { message });

const payPeriod = z.enum(PAY_PERIODS, { message: CANDIDATE_MESSAGES.desiredPayPeriod });

/**
 * PATCH /api/candidates/profile: any of the names, phone, headline, location, skills and work
 * preferences; the email is the sign-in and stays. null (or "") clears an optional field.
 */
export const candidateProfileUpdateSchema = z
  .object({
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    phone: phone.optional(),
    headline: optionalLine(CANDIDATE_MESSAGES.headlineTooLong, CANDIDATE_LIMITS.headline).optional(),
    city: optionalLine(CANDIDATE_MESSAGES.cityTooLong, CANDIDATE_LIMITS.city).optional(),
    state: z
      .string({ message: CANDIDATE_MESSAGES.state })
      .nullable()
      .transform((value, context) => {
        if (!value?.trim()) return null;
        const code = usStateCode(value.trim());
        if (!code) context.addIssue({ code: "custom", message: CANDIDATE_MESSAGES.state });
        return code ?? null;
      })
      .optional(),
    skills: textList(CANDIDATE_MESSAGES.skills, CANDIDATE_LIMITS.skill, CANDIDATE_LIMITS.skills).optional(),
    preferredLocations: textList(
      CANDIDATE_MESSAGES.locations,
      CANDIDATE_LIMITS.location,
      CANDIDATE_LIMITS.locations,
    ).optional(),
    preferredEmploymentTypes: z
      .array(z.string(), { message: CANDIDATE_MESSAGES.employmentTypes })
      .refine((types) => types.every((type) => (EMPLOYMENT_TYPES as readonly string[]).includes(type)), {
        message: CANDIDATE_MESSAGES.employmentTypes,
      })
      .transform((types) => [...new Set(types)])
      .optional(),
    desiredPay: z
      .union([z.number(), z.string()], { message: CANDIDATE_MESSAGES.desiredPay })
      .nullable()
      .transform((value, context) => {
        if (value === null || (typeof value === "string" && !value.trim())) return null;
        const amount = typeof value === "number" ? value : Number(value.replace(/[$,\s]/g, ""));
        if (!Number.isInteger(amount) || amount < 0 || amount > CANDIDATE_LIMITS.payPerYearMax) {
          context.addIssue({ code: "custom", message: CANDIDATE_MESSAGES.desiredPay });
          return null;
        }
        return amount;
      })
      .optional(),
    desiredPayPeriod: payPeriod.optional(),
    availableFrom: z
      .string({ message: CANDIDATE_MESSAGES.availableFrom })
      .nullable()
      .transform((value, context) => {
        if (!value?.trim()) return null;
        if (!isCalendarDate(value.trim())) {
          context.addIssue({ code: "custom", message: CANDIDATE_MESSAGES.availableFrom });
          return null;
        }
        return value.trim();
      })
      .optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: CANDIDATE_MESSAGES.profileEmpty,
    path: ["body"],
  })
  .refine(
    (input) =>
      input.desiredPayPeriod !== "hour" ||
      input.desiredPay == null ||
      input.desiredPay <= CANDIDATE_LIMITS.payPerHourMax,
    { message: CANDIDATE_MESSAGES.desiredPay, path: ["desiredPay"] },
  );

/** YYYY-MM-DD of a real day between 1900 and 2199. */
function isCalendarDate(value: string): boolean {
  if (!/^(19|20|21)\d\d-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const passwordChangeSchema = z.object({
  currentPassword: requiredText(CANDIDATE_MESSAGES.currentPassword).max(CANDIDATE_LIMITS.passwordMax, {
    message: CANDIDATE_MESSAGES.currentPasswordWrong,
  }),
  newPassword,
});

export const passwordResetSchema = z.object({ token, password: newPassword });

export type CandidateRegistrationInput = z.input<typeof candidateRegistrationSchema>;
export type CandidateLoginInput = z.input<typeof candidateLoginSchema>;
