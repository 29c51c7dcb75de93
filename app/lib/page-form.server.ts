import { data } from "react-router";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A page action's form, as a browser sends it (URL-encoded or multipart). Anything else, or a form
 * that cannot be read (a truncated multipart body, a missing boundary), is a 4xx with a plain
 * message, never a 500. The fields' own rules (text PostgreSQL cannot store among them) are the
 * modules' parseInput, which answers inline on the page.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw data("Please send this form from the page itself.", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Please try again.", { status: 400 });
  }
}
