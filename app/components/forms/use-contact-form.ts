import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { HONEYPOT_FIELD } from "../../../common/honeypot";

/** The slice of a zod schema the forms use; the schemas themselves load lazily (zod stays off first load). */
type LazySchema = {
  safeParse(
    values: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

type Errors<Name extends string> = Partial<Record<Name, string>>;

function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * State of a contact form (SPEC §4): idle → sending → success (reset) or failure. Validates with the
 * lazily loaded schema on submit, and field by field on blur once a field was edited (or after a
 * submit). Each submission carries an Idempotency-Key; resubmitting the same values after a failure
 * reuses it, so a retry of a request that did arrive is stored once.
 */
export function useContactForm<Name extends string>({
  form,
  initial,
  loadSchema,
  onSuccess,
  onFailure,
}: {
  form: "home" | "contact";
  initial: Record<Name, string>;
  loadSchema: () => Promise<LazySchema>;
  onSuccess: () => void;
  onFailure: (serverMessage: string | null) => void;
}) {
  const idPrefix = useId();
  // Tests and scripts wait for data-ready: the form answers only once its lazy chunk has hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [sending, setSending] = useState(false);
  const submitted = useRef(false);
  const dirty = useRef(new Set<string>());
  const attempt = useRef<{ key: string; content: string } | null>(null);

  async function validate(next: Record<Name, string>): Promise<Errors<Name>> {
    const result = (await loadSchema()).safeParse(next);
    const found: Errors<Name> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]) as Name;
        found[name] ??= issue.message;
      }
    }
    return found;
  }

  async function revalidate(name: Name, next: Record<Name, string>) {
    const found = await validate(next);
    setErrors((current) => ({ ...current, [name]: found[name] }));
  }

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const name = event.target.name as Name;
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    dirty.current.add(name);
    if (submitted.current || errors[name]) void revalidate(name, next);
  }

  function onBlur(event: { target: { name: string } }) {
    const name = event.target.name as Name;
    if (dirty.current.has(name)) void revalidate(name, values);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    submitted.current = true;
    // React clears currentTarget once the handler yields: keep the element for after the awaits.
    const formElement = event.currentTarget;
    const honeypot = new FormData(formElement).get(HONEYPOT_FIELD);
    const found = await validate(values);
    setErrors(found);
    const invalid = Object.keys(found) as Name[];
    if (invalid.length) {
      formElement.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    const payload = { ...values, form, [HONEYPOT_FIELD]: honeypot || undefined };
    // A retry of the same content reuses its key, so the server stores it once.
    const content = JSON.stringify(payload);
    if (attempt.current?.content !== content) attempt.current = { key: newIdempotencyKey(), content };
    setSending(true);
    try {
      await apiRequest("POST", "/api/contact", payload, {
        headers: { "Idempotency-Key": attempt.current.key },
      });
      attempt.current = null;
      submitted.current = false;
      dirty.current.clear();
      setValues(initial);
      setErrors({});
      onSuccess();
    } catch (error) {
      setErrors(serverFieldErrors(error) as Errors<Name>);
      onFailure(serverErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  /** Warms the schema chunk when the visitor first reaches the form. */
  function preload() {
    void loadSchema();
  }

  /** The props that tie a field of the kit to its value, its handlers and its message. */
  function field(name: Name) {
    return { id: `${idPrefix}-${name}`, name, value: values[name], error: errors[name], onChange, onBlur };
  }

  /** The <form>'s own props: our inline messages instead of the browser's, the submit, the warm-up. */
  const formProps = { noValidate: true, "data-ready": ready || undefined, onSubmit, onFocus: preload };

  return { idPrefix, sending, field, formProps };
}
