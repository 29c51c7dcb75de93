import { z } from "./zod";

/** SPEC §5 messages, written once for the forms (inline errors) and the API (400 fields). */
export const CONTACT_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  homeEmail: "Please enter a valid email address",
  contactEmail: "Invalid email address",
  phone: "Phone number is required",
  homeSubject: "Please select a subject",
  contactSubject: "Subject is required",
  message: "Message must be at least 10 characters",
  firstNameTooLong: "First name must be 100 characters or fewer",
  lastNameTooLong: "Last name must be 100 characters or fewer",
  phoneTooLong: "Phone number must be 40 characters or fewer",
  companyTooLong: "Company must be 150 characters or fewer",
  messageTooLong: "Message must be 5000 characters or fewer",
} as const;

/** SPEC §8: what a successful submission says (the API's `message`). */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message. We'll get back to you soon.";

export const MESSAGE_MIN_LENGTH = 10;
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, company: 150, message: 5000 } as const;

import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_PAGE_SUBJECT_OPTIONS,
  HOME_SUBJECT_OPTIONS,
} from "./contact-options";

export { CONTACT_HONEYPOT_FIELD, CONTACT_PAGE_SUBJECT_OPTIONS, HOME_SUBJECT_OPTIONS };

export type HomeSubject = (typeof HOME_SUBJECT_OPTIONS)[number]["value"];
export type ContactPageSubject = (typeof CONTACT_PAGE_SUBJECT_OPTIONS)[number]["value"];
export type ContactSubject = HomeSubject | ContactPageSubject;

export const CONTACT_FORMS = ["home", "contact"] as const;
export type ContactForm = (typeof CONTACT_FORMS)[number];

const SUBJECT_LABELS: Record<ContactSubject, string> = Object.fromEntries(
  [...HOME_SUBJECT_OPTIONS, ...CONTACT_PAGE_SUBJECT_OPTIONS].map((option) => [option.value, option.label]),
) as Record<ContactSubject, string>;

export function contactSubjectLabel(subject: ContactSubject): string {
  return SUBJECT_LABELS[subject];
}

/** Names and phone numbers go into email lines: runs of whitespace become one space. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

const requiredLine = (required: string, tooLong: string, max: number) =>
  z
    .string({ message: required })
    .transform(singleLine)
    .pipe(z.string().min(1, { message: required }).max(max, { message: tooLong }));

const emailField = (message: string) =>
  z.string({ message }).trim().max(CONTACT_LIMITS.email, { message }).pipe(z.email({ message }));

/** Wrong type, empty or unknown value: all read as "nothing chosen" to the person filling the form. */
const subjectField = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { message });

const messageField = z
  .string({ message: CONTACT_MESSAGES.message })
  .trim()
  .min(MESSAGE_MIN_LENGTH, { message: CONTACT_MESSAGES.message })
  .max(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.messageTooLong });

const nameFields = {
  firstName: requiredLine(CONTACT_MESSAGES.firstName, CONTACT_MESSAGES.firstNameTooLong, CONTACT_LIMITS.name),
  lastName: requiredLine(CONTACT_MESSAGES.lastName, CONTACT_MESSAGES.lastNameTooLong, CONTACT_LIMITS.name),
};

const homeSubjectValues = HOME_SUBJECT_OPTIONS.map((option) => option.value) as [
  HomeSubject,
  ...HomeSubject[],
];
const contactSubjectValues = CONTACT_PAGE_SUBJECT_OPTIONS.map((option) => option.value) as [
  ContactPageSubject,
  ...ContactPageSubject[],
];

/** The home page "Get In Touch" form. */
export const homeContactSchema = z.object({
  ...nameFields,
  email: emailField(CONTACT_MESSAGES.homeEmail),
  subject: subjectField(homeSubjectValues, CONTACT_MESSAGES.homeSubject),
  message: messageField,
});

/** The /contact page form: adds phone (required) and company (optional). */
export const contactPageSchema = z.object({
  ...nameFields,
  email: emailField(CONTACT_MESSAGES.contactEmail),
  phone: requiredLine(CONTACT_MESSAGES.phone, CONTACT_MESSAGES.phoneTooLong, CONTACT_LIMITS.phone),
  company: z
    .string({ message: CONTACT_MESSAGES.companyTooLong })
    .nullish()
    .transform((value) => (value ? singleLine(value) : ""))
    .pipe(z.string().max(CONTACT_LIMITS.company, { message: CONTACT_MESSAGES.companyTooLong }))
    .transform((value) => value || null),
  subject: subjectField(contactSubjectValues, CONTACT_MESSAGES.contactSubject),
  message: messageField,
});

export type HomeContactInput = z.input<typeof homeContactSchema>;
export type HomeContact = z.output<typeof homeContactSchema>;
export type ContactPageInput = z.input<typeof contactPageSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;

/**
 * Which form a POST /api/contact body came from: an explicit `form` ("home" | "contact") wins;
 * otherwise a `phone` key means the contact page (the home form has no phone field).
 */
export function contactFormOf(body: unknown): ContactForm {
  if (typeof body !== "object" || body === null) return "home";
  const record = body as Record<string, unknown>;
  if (record.form === "home" || record.form === "contact") return record.form;
  return "phone" in record ? "contact" : "home";
}
