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

export type WebinarSchedule = {
  /** "Thursday, December 4, 2025" in Miami. */
  date: string;
  /** "12:00 PM – 12:45 PM EST": start and end with the zone abbreviation (EST or EDT). */
  time: string;
  /** "45 minutes", "1 hour", "1 hour 30 minutes". */
  duration: string;
};

export type WebinarListing = {
  slug: string;
  title: string;
  summary: string;
  audience: WebinarAudience;
  /** "Job seekers", "Employers and hiring managers"… */
  audienceLabel: string;
  hostName: string;
  hostTitle: string;
  startsAt: Date;
  durationMinutes: number;
  schedule: WebinarSchedule;
  status: "scheduled" | "cancelled";
  capacity: number;
  seatsLeft: number;
  /** Why a visitor cannot register, or null while registration is open. */
  closedReason: "past" | "cancelled" | "full" | null;
  /** What the page says instead of the form when registration is closed. */
  closedMessage: string | null;
};
