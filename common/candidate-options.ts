/**
 * Candidate account limits, messages and the profile's shape, without zod: the candidate pages
 * show them on first load, and the schemas (common/candidates.ts, with the common-password list)
 * load only when a form is checked.
 */
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
  /** Profile additions (/candidate/profile "Skills" and "Work preferences"). */
  headline: 120,
  city: 80,
  skill: 50,
  skills: 30,
  location: 80,
  locations: 10,
  /** Desired pay in whole dollars: per hour, or per year. */
  payPerHourMax: 1_000,
  payPerYearMax: 1_000_000,
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
  profileEmpty: "Please change at least one field of your profile",
  headlineTooLong: `Please shorten your headline to ${CANDIDATE_LIMITS.headline} characters or fewer`,
  cityTooLong: `Please shorten the city to ${CANDIDATE_LIMITS.city} characters or fewer`,
  state: "Please choose a US state",
  skills: `Please list up to ${CANDIDATE_LIMITS.skills} skills of up to ${CANDIDATE_LIMITS.skill} characters each`,
  locations: `Please list up to ${CANDIDATE_LIMITS.locations} locations of up to ${CANDIDATE_LIMITS.location} characters each`,
  employmentTypes: "Please choose employment types from the list",
  desiredPay: `Please enter desired pay as whole dollars: up to ${CANDIDATE_LIMITS.payPerHourMax.toLocaleString("en-US")} an hour or ${CANDIDATE_LIMITS.payPerYearMax.toLocaleString("en-US")} a year`,
  desiredPayPeriod: "Please choose per hour or per year",
  availableFrom: "Please enter a valid date",
  resumeRequired: "Please choose a PDF or DOCX file to upload",
  resumeReplaced: "Your resume is replaced.",
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
  /** The resume uploaded at registration or since, or null. GET /api/candidates/resume downloads it. */
  resume: { fileName: string; uploadedAt: string } | null;
  headline: string | null;
  city: string | null;
  /** Two-letter US state code. */
  state: string | null;
  skills: string[];
  preferredLocations: string[];
  /** Values of common/jobs EMPLOYMENT_TYPES. */
  preferredEmploymentTypes: string[];
  /** Whole dollars per desiredPayPeriod, or null. */
  desiredPay: number | null;
  desiredPayPeriod: "hour" | "year";
  /** YYYY-MM-DD, or null (available now). */
  availableFrom: string | null;
};
