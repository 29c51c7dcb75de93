import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from "./candidate-options";
import { COMMON_PASSWORDS } from "./common-passwords";
import { checkbox, emailAddress, phoneNumber, requiredLine } from "./form-fields";
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

/** PATCH /api/candidates/profile: any of the names and phone; the email is the sign-in and stays. */
export const candidateProfileUpdateSchema = z
  .object({ firstName: firstName.optional(), lastName: lastName.optional(), phone: phone.optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: CANDIDATE_MESSAGES.profileEmpty,
    path: ["body"],
  });

export const passwordChangeSchema = z.object({
  currentPassword: requiredText(CANDIDATE_MESSAGES.currentPassword).max(CANDIDATE_LIMITS.passwordMax, {
    message: CANDIDATE_MESSAGES.currentPasswordWrong,
  }),
  newPassword,
});

export const passwordResetSchema = z.object({ token, password: newPassword });

export type CandidateRegistrationInput = z.input<typeof candidateRegistrationSchema>;
export type CandidateLoginInput = z.input<typeof candidateLoginSchema>;
