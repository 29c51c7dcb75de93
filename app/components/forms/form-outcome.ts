/** Field name → message, as the API's 400 `fields` and the pages' actions give them. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a resume form shows after a submission that did not succeed. */
export type FormProblem =
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "refused"; message: string };

/**
 * The form's fields in the order they appear: the first one in error gets the focus (in a radio
 * group, the chosen radio or else the first).
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: FieldErrors,
) {
  const name = order.find((field) => errors[field]);
  const control = name ? form?.elements.namedItem(name) : null;
  if (control instanceof RadioNodeList) {
    const radios = [...control].filter((node) => node instanceof HTMLInputElement);
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
    return;
  }
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

/** An action's or a request's answer, as the forms' results share it. */
type Outcome = { status: string; fieldErrors?: FieldErrors; message?: string } | null | undefined;

/** The per-field messages of an answer; none unless it is "invalid". */
export function fieldErrorsIn(outcome: Outcome): FieldErrors {
  return outcome?.status === "invalid" ? (outcome.fieldErrors ?? {}) : {};
}

/** The refusal's message, to show above the submit button; null unless the answer is "refused". */
export function refusalOf(outcome: Outcome): string | null {
  return outcome?.status === "refused" ? (outcome.message ?? null) : null;
}
