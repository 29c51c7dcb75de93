import { z } from "./zod";

/** Runs of whitespace become one space: names and phone numbers go into email lines. */
export const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** A required one-line text: blank (after trimming) gives `required`, over `max` gives `tooLong`. */
export const requiredLine = (required: string, tooLong: string, max: number) =>
  z
    .string({ message: required })
    .transform(singleLine)
    .pipe(z.string().min(1, { message: required }).max(max, { message: tooLong }));

/** Checked boxes arrive as "on" from a plain form and as true (or "true") from scripts. */
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Stored lower-cased: one person, one address, whatever case they typed. */
export const emailAddress = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .pipe(z.email({ message }))
    .transform((email) => email.toLowerCase());

/** US numbers have 10 digits (11 with the country code); international ones up to 15. */
export const phoneNumber = (message: string, max: number) =>
  z
    .string({ message })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .max(max, { message })
        .refine(
          (phone) => /^[\d\s()+.-]+$/.test(phone) && digitCount(phone) >= 10 && digitCount(phone) <= 15,
          {
            message,
          },
        ),
    );

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}
