/** Input parsing with the shared zod schemas, and the 400 that names each bad field. */
import type { z } from "zod";
import { type FieldErrors, Invalid } from "../errors";
import { assertStorableText } from "./unstorable-text";

/**
 * How a field is named in the errors: by its whole path ("address.city", "skills.3") for JSON bodies,
 * or by the form field it came from ("skills") where a form posts flat fields.
 */
export type FieldNaming = "path" | "form-field";

/** Zod's issues as field errors: the first message of each field; a key the schema does not know is named too. */
export function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  naming: FieldNaming = "path",
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "This field is not recognised.";
      continue;
    }
    const path = naming === "form-field" ? issue.path.slice(0, 1) : issue.path;
    fields[path.map(String).join(".") || "body"] ??= issue.message;
  }
  return fields;
}

/** The 400 for input with bad fields, each named with its message. */
export function invalidFields(fields: FieldErrors): Invalid {
  return new Invalid("Please correct the highlighted fields.", fields);
}

/**
 * Parses input with a shared schema; failures become a 400 naming each bad field, and so does text
 * PostgreSQL cannot store, whichever way it came in (JSON, a page's form post, multipart fields).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  { naming = "path" }: { naming?: FieldNaming } = {},
): z.infer<Schema> {
  assertStorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidFields(fieldErrorsOf(result.error.issues, naming));
}
