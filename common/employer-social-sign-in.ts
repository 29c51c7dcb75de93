/**
 * Employer sign-in with Google or LinkedIn (issue 18): the providers, where the browser starts, and
 * why a sign-in was refused (the callback sends the browser to /employer/login?error=<code>).
 */
export const EMPLOYER_SOCIAL_PROVIDERS = ["google", "linkedin"] as const;
export type EmployerSocialProvider = (typeof EMPLOYER_SOCIAL_PROVIDERS)[number];

export const EMPLOYER_SOCIAL_PROVIDER_NAMES: Record<EmployerSocialProvider, string> = {
  google: "Google",
  linkedin: "LinkedIn",
};

export function isEmployerSocialProvider(value: unknown): value is EmployerSocialProvider {
  return EMPLOYER_SOCIAL_PROVIDERS.includes(value as EmployerSocialProvider);
}

/** A full-page navigation (a link), not a fetch: the browser goes on to the provider. */
export function employerSocialStartPath(provider: EmployerSocialProvider): string {
  return `/api/employers/oidc/${provider}/start`;
}

export const EMPLOYER_SOCIAL_SIGN_IN_ERRORS = {
  start_failed: "We could not start the sign-in with that provider. Please try again, or use your email.",
  cancelled: "Sign-in was cancelled. You can try again when you are ready.",
  expired: "Your sign-in expired or was already used. Please try again.",
  invalid: "The sign-in response could not be verified. Please try again.",
  failed: "The sign-in did not complete. Please try again, or use your email and password.",
  email_not_verified:
    "That account's email address is not verified by the provider. Verify it there, or sign in with your email and password.",
  account_not_verified:
    "Your employer account's email address is not verified yet. Enter the code we emailed you, or ask for a new one.",
} as const;

export type EmployerSocialSignInError = keyof typeof EMPLOYER_SOCIAL_SIGN_IN_ERRORS;

export function employerSocialSignInErrorFrom(
  value: string | null | undefined,
): EmployerSocialSignInError | undefined {
  return value && Object.hasOwn(EMPLOYER_SOCIAL_SIGN_IN_ERRORS, value)
    ? (value as EmployerSocialSignInError)
    : undefined;
}

/** What registration fills in after a sign-in with an address that has no employer account. */
export type EmployerSocialPrefill = {
  provider: EmployerSocialProvider;
  firstName: string;
  lastName: string;
  email: string;
};
