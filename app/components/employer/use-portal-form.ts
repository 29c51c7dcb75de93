import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useAccountForm } from "~/components/accounts/use-account-form";
import type { FieldErrors } from "~/components/forms/form-outcome";
import { fieldErrorsOf } from "~/components/forms/form-outcome";
import { apiRequest, type HttpMethod } from "~/lib/api-client";

type Schema = {
  safeParse: (values: unknown) => {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
};

/**
 * A portal form that saves JSON to the API (the account forms' checks, messages and focus), then
 * reloads the page's data and says it is saved. `schema` loads the form's shared schema on submit,
 * so the page does not carry zod on first load.
 */
export function usePortalForm({
  fieldOrder,
  method,
  url,
  schema,
  saved,
  failure,
  afterSave,
}: {
  fieldOrder: readonly string[];
  method: HttpMethod;
  url: string;
  schema: () => Promise<Schema>;
  saved: string | ((values: Record<string, string>) => string);
  failure: string;
  /** What the form resets once saved (a one-time "send" box, say). */
  afterSave?: (form: HTMLFormElement) => void;
}) {
  const revalidator = useRevalidator();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm({ fieldOrder, failure });

  async function check(values: Record<string, string>): Promise<FieldErrors> {
    setDone(null);
    const parsed = (await schema()).safeParse(values);
    return parsed.success || !parsed.error ? {} : fieldErrorsOf(parsed.error.issues);
  }

  async function send(values: Record<string, string>) {
    await apiRequest(method, url, values);
    setDone(typeof saved === "string" ? saved : saved(values));
    if (form.formRef.current) afterSave?.(form.formRef.current);
    await revalidator.revalidate();
  }

  return {
    ...form,
    done,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.submit(event, check, send),
  };
}
