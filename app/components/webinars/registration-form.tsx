import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { WebinarRegistrationField } from "../../../common/webinars";
import type { RegistrationResult, RegistrationValues } from "./registration-result";

type FieldErrors = Partial<Record<WebinarRegistrationField, string>>;

type RegistrationFormProps = {
  slug: string;
  title: string;
  /** The action's answer when it was for this webinar's form. */
  result?: RegistrationResult;
};

const FIELD_ORDER: WebinarRegistrationField[] = ["name", "email", "company"];

/**
 * Name, email and optional company, checked by the action with the shared schema (the same one the
 * API uses), with or without JavaScript. Checking in the browser too would ship zod to this page
 * (about 28 KB gzipped), over the marketing pages' JavaScript budget, for a round trip saved.
 */
export function RegistrationForm({ slug, title, result }: RegistrationFormProps) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("webinar") === slug;

  useEffect(() => {
    if (result?.status === "registered") statusRef.current?.focus();
    if (result?.status === "invalid") focusFirstInvalid(formRef.current, result.fieldErrors);
  }, [result]);

  const errors: FieldErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const values: Partial<RegistrationValues> = result && "values" in result ? result.values : {};
  const id = (field: string) => `${slug}-${field}`;

  return (
    <div>
      <div role="status" aria-live="polite">
        {result?.status === "registered" ? (
          <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900">
            <p className="flex items-center gap-2 font-semibold text-lg">
              <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
              You're registered!
            </p>
            <p ref={statusRef} tabIndex={-1} className="mt-2 leading-7 focus:outline-none">
              {result.message}
            </p>
          </div>
        ) : null}
      </div>
      {result?.status === "registered" ? null : (
        <Form
          ref={formRef}
          method="post"
          noValidate
          preventScrollReset
          aria-label={`Register for ${title}`}
          className="space-y-4"
        >
          <input type="hidden" name="webinar" value={slug} />
          <TextField
            id={id("name")}
            name="name"
            label="Full name"
            autoComplete="name"
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            id={id("email")}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
          />
          <TextField
            id={id("company")}
            name="company"
            label="Company"
            optional
            autoComplete="organization"
            defaultValue={values.company}
            error={errors.company}
          />
          {result?.status === "refused" ? (
            <p role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-red-800 text-sm">
              <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {result.message}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? "Registering…" : "Reserve my free seat"}
          </Button>
          <p className="text-slate-600 text-xs leading-5">
            We use your details only for this webinar: your confirmation, the join link and a reminder. See
            our{" "}
            <Link to="/privacy-policy" className="text-brand-700 underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        </Form>
      )}
    </div>
  );
}

type TextFieldProps = {
  id: string;
  name: WebinarRegistrationField;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  optional?: boolean;
  defaultValue?: string;
  error?: string;
};

function TextField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  optional,
  defaultValue,
  error,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900 text-sm">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "mt-1.5 block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1",
          error ? "border-red-600" : "border-slate-300",
        )}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-red-700 text-sm">
          <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (!form || !field) return;
  const input = form.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}
