/** Field name → message, as the API's 400 `fields` and the pages' actions give them. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a resume form shows after a submission that did not succeed. */
export type FormProblem =
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "refused"; message: string };

/** The form's fields in the order they appear: the first one in error gets the focus. */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: FieldErrors,
) {
  const name = order.find((field) => errors[field]);
  const control = name ? form?.elements.namedItem(name) : null;
  if (control instanceof HTMLElement) control.focus();
}

/** A schema's issues as field messages: the first message of each top-level field. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
