import { CircleCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { fieldErrorsIn, focusFirstInvalid, refusalOf } from "~/components/forms/form-outcome";
import { FormSubmit } from "~/components/forms/form-submit";
import { EmailField, FullNameField } from "~/components/forms/person-fields";
import { TextField } from "~/components/forms/text-field";
import type { WebinarRegistrationField } from "../../../common/webinars";
import type { RegistrationResult, RegistrationValues } from "./registration-result";

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
    if (result?.status === "invalid") focusFirstInvalid(formRef.current, FIELD_ORDER, result.fieldErrors);
  }, [result]);

  const errors = fieldErrorsIn(result);
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
          <FullNameField id={id("name")} name="name" defaultValue={values.name} error={errors.name} />
          <EmailField id={id("email")} defaultValue={values.email} error={errors.email} />
          <TextField
            id={id("company")}
            name="company"
            label="Company"
            optional
            autoComplete="organization"
            defaultValue={values.company}
            error={errors.company}
          />
          <FormSubmit
            refusal={refusalOf(result)}
            className="w-full"
            pending={submitting}
            pendingLabel="Registering…"
          >
            Reserve my free seat
          </FormSubmit>
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
