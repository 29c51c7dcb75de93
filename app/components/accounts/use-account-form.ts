import { type FormEvent, useRef, useState } from "react";
import { type FieldErrors, focusFirstInvalid } from "~/components/forms/form-outcome";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";

/** The form's text values by name (a file input, had it one, as ""), for a JSON body. */
function formStrings(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form)].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
}

/** The messages about `name` apart from the others (none apart when there is no name). */
function apart(errors: FieldErrors, name: string | undefined): [string | undefined, FieldErrors] {
  if (!name) return [undefined, errors];
  const { [name]: message, ...rest } = errors;
  return [message, rest];
}

/**
 * An account form sent as JSON (employer registration, an accepted invitation): its own check
 * first, then the request. Field messages go under the fields and the first field in error gets
 * the focus; what is not about a field (the server's error, `failure` when it gave none, or the
 * message about `refusalField`, such as the link's token) is the refusal. `keepRefusalWhileInvalid`:
 * a refusal stays shown while the form's own check finds fields to correct.
 */
export function useAccountForm({
  fieldOrder,
  failure,
  refusalField,
  keepRefusalWhileInvalid = false,
}: {
  fieldOrder: readonly string[];
  failure: string;
  refusalField?: string;
  keepRefusalWhileInvalid?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(
    event: FormEvent<HTMLFormElement>,
    check: (values: Record<string, string>) => Promise<FieldErrors>,
    send: (values: Record<string, string>) => Promise<void>,
  ) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = formStrings(form);
    const [problem, found] = apart(await check(values), refusalField);
    if (problem) {
      setRefusal(problem);
      return;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (!keepRefusalWhileInvalid) setRefusal(null);
      focusFirstInvalid(form, fieldOrder, found);
      return;
    }
    setSending(true);
    setErrors({});
    setRefusal(null);
    try {
      await send(values);
    } catch (error) {
      const [serverProblem, fields] = apart(serverFieldErrors(error), refusalField);
      const invalid = Object.keys(fields).length > 0;
      setErrors(fields);
      if (invalid) focusFirstInvalid(formRef.current, fieldOrder, fields);
      setRefusal(serverProblem ?? (invalid ? null : (serverErrorMessage(error) ?? failure)));
    } finally {
      setSending(false);
    }
  }

  return { formRef, errors, refusal, sending, submit };
}
