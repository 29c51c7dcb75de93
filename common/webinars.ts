import { z } from "./zod";

export const WEBINAR_AUDIENCES = ["employers", "job-seekers", "everyone"] as const;
export type WebinarAudience = (typeof WEBINAR_AUDIENCES)[number];

export const WEBINAR_AUDIENCE_LABELS: Record<WebinarAudience, string> = {
  employers: "Employers and hiring managers",
  "job-seekers": "Job seekers",
  everyone: "Employers and job seekers",
};

export const WEBINAR_REGISTRATION_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: "Please shorten your name to 120 characters or fewer",
  email: "Please enter a valid email address",
  companyTooLong: "Please shorten the company name to 160 characters or fewer",
} as const;

/** Why a registration is refused; the page shows the same words on a closed webinar. */
export const WEBINAR_REGISTRATION_REFUSALS = {
  notFound: "We couldn't find that webinar. It may have been removed.",
  cancelled: "This webinar has been cancelled, so registration is closed.",
  past: "This webinar has already taken place, so registration is closed.",
  full: "This webinar is full. Every seat has been taken.",
} as const;

/** Runs of spaces, tabs and line breaks become one space: names go into email and calendar lines. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The webinar registration form (browser) and POST /api/webinars/:slug/registrations (server). */
export const webinarRegistrationSchema = z.object({
  name: z
    .string({ message: WEBINAR_REGISTRATION_MESSAGES.name })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, { message: WEBINAR_REGISTRATION_MESSAGES.name })
        .max(120, { message: WEBINAR_REGISTRATION_MESSAGES.nameTooLong }),
    ),
  email: z
    .string({ message: WEBINAR_REGISTRATION_MESSAGES.email })
    .trim()
    .max(254, { message: WEBINAR_REGISTRATION_MESSAGES.email })
    .pipe(z.email({ message: WEBINAR_REGISTRATION_MESSAGES.email })),
  company: z
    .string({ message: WEBINAR_REGISTRATION_MESSAGES.companyTooLong })
    .nullish()
    .transform((value) => (value ? singleLine(value) : ""))
    .pipe(z.string().max(160, { message: WEBINAR_REGISTRATION_MESSAGES.companyTooLong }))
    .transform((value) => value || null),
});

export type WebinarRegistrationInput = z.input<typeof webinarRegistrationSchema>;
export type WebinarRegistration = z.output<typeof webinarRegistrationSchema>;

export type WebinarRegistrationField = keyof WebinarRegistration;

/** What a successful registration says, first time or repeat (the page and the API). */
export function registrationConfirmation(title: string, email: string): string {
  return `You're registered for "${title}". Check ${email} for your confirmation and calendar invite.`;
}
