import { z } from "./zod";

export const NEWSLETTER_MESSAGES = {
  /** SPEC §5: the empty-field message. */
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  /** SPEC §8: the success toast's title, also the API's `message`. */
  subscribed: "Successfully subscribed!",
  unsubscribed: "You have been unsubscribed",
  invalidToken:
    "This unsubscribe link is invalid or has been altered. Please use the link from your latest email.",
} as const;

/** The footer newsletter form and POST /api/email-subscriptions. */
export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ message: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: NEWSLETTER_MESSAGES.emailRequired })
    .max(254, { message: NEWSLETTER_MESSAGES.emailInvalid })
    .pipe(z.email({ message: NEWSLETTER_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
});

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
