import { COMMON_PASSWORDS } from "./common-passwords";
import { checkbox, emailAddress, phoneNumber, requiredLine } from "./form-fields";
import { z } from "./zod";

export const CANDIDATE_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  passwordMin: 8,
  passwordMax: 128,
  /** The emailed verification code's digits. */
  codeLength: 6,
  /** Long enough for any token we issue (43 base64url characters) with room to spare. */
  token: 200,
} as const;

/** Every message a candidate account form or call can show, written once (SPEC §5, §8). */
export const CANDIDATE_MESSAGES = {
  firstName: "First name is required",
  firstNameTooLong: `Please shorten your first name to ${CANDIDATE_LIMITS.name} characters or fewer`,
  lastName: "Last name is required",
  lastNameTooLong: `Please shorten your last name to ${CANDIDATE_LIMITS.name} characters or fewer`,
  email: "Please enter a valid email address",
  phone: "Please enter a phone number with at least 10 digits",
  password: `Password must be at least ${CANDIDATE_LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be ${CANDIDATE_LIMITS.passwordMax} characters or fewer`,
  passwordCommon: "This password is too common and easy to guess. Please choose a different one.",
  consentTerms: "Please agree to the Terms of Service and Privacy Policy",
  code: `Please enter the ${CANDIDATE_LIMITS.codeLength}-digit code from your email`,
  token: "The link is incomplete. Please use the link from your email again.",
  codeOrToken: "Please enter the code from your email or open the link in it",
  loginMissing: "Please enter both email and password.",
  currentPassword: "Please enter your current password",
  profileEmpty: "Please change at least one of first name, last name or phone",
  /** One answer whether or not the email has an account (no account enumeration). */
  registered: "Check your email: we sent a 6-digit code and a link to verify your address.",
  verified: "Your email address is verified. You can sign in now.",
  codeResent: "If that address has an account waiting for verification, we sent a new code.",
  alreadyVerified: "This email address is already verified. Please sign in.",
  codeWrong: "That code is not right. Please check the email and try again.",
  codeExpired: "This code has expired. Please ask for a new code.",
  codeTooManyAttempts: "Too many wrong codes. Please ask for a new code.",
  linkInvalid: "This link is invalid or has expired. Please ask for a new one.",
  loginFailed: "Incorrect email or password.",
  notVerified: "Your email address is not verified. Please verify your email before logging in.",
  signedOut: "Please sign in to continue.",
  loggedOut: "You are signed out.",
  profileSaved: "Your profile is saved.",
  currentPasswordWrong: "Your current password is not right.",
  passwordChanged: "Your password is changed. Other devices were signed out.",
  resetRequested:
    "If that address has an account, we sent a link to reset the password. It works for 1 hour.",
  passwordReset: "Your password is reset. Please sign in with the new password.",
  noResume: "You have not uploaded a resume yet.",
} as const;

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

/** What the API says about the signed-in candidate (login and profile responses). */
export type CandidateProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  emailVerified: boolean;
  smsConsent: boolean;
  createdAt: string;
  /** The resume uploaded at registration, or null. GET /api/candidates/resume downloads it. */
  resume: { fileName: string; uploadedAt: string } | null;
};

export type CandidateRegistrationInput = z.input<typeof candidateRegistrationSchema>;
export type CandidateLoginInput = z.input<typeof candidateLoginSchema>;
