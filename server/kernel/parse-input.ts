import type { z } from "zod";
import { type FieldErrors, Invalid } from "../errors";
import { assertStorableText } from "./unstorable-text";

/**
 * Parses input with a shared schema; failures become a 400 naming each bad field, and so does text
 * PostgreSQL cannot store, whichever way it came in (JSON, a page's form post, multipart fields).
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  assertStorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "This field is not recognised.";
      continue;
    }
    const name = issue.path.join(".") || "body";
    fields[name] ??= issue.message;
  }
  throw new Invalid("Please correct the highlighted fields.", fields);
}
