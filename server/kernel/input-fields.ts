// Field schemas the console's forms share (required text, slugs, whole numbers) and their unique-slug rule.
import { z } from "zod";
import { Invalid } from "../errors";
import { isUniqueViolation } from "./unique-violation";

/** A required single value of text, trimmed, with the label in its messages. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The last part of a public address: lower-case letters, digits and single hyphens between them. */
export const slugField = z
  .string({ error: "Slug is required." })
  .trim()
  .min(1, "Slug is required.")
  .max(120, "Slug must be at most 120 characters.")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Use lower-case letters, digits and single hyphens (e.g. resume-tips-2026).",
  );

/** A whole number within bounds, from a number or a form's text. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** Runs a write and turns a duplicate slug into a 400 on the slug field. */
export async function withUniqueSlug<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid(message, { slug: message });
    throw error;
  }
}

/** A serial id from a URL, or null for anything else (which then matches nothing). */
export function serialId(id: string): number | null {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}
