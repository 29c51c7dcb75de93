import { Link } from "react-router";
import { errorIdOf } from "~/components/ui/form-controls";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Two separate choices: the terms (required to apply) and text messages per /sms-terms (optional). */
export function ConsentFields({
  idPrefix,
  error,
  defaults,
  smsAbout = "my application",
}: {
  idPrefix: string;
  error?: string;
  defaults?: { sms?: boolean };
  /** What the texts would be about, in "Text me about …". */
  smsAbout?: string;
}) {
  const termsId = `${idPrefix}-consent-terms`;
  const smsId = `${idPrefix}-consent-sms`;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Consent</legend>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            name="consentTerms"
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(termsId) : undefined}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={termsId} className="text-slate-800 text-sm leading-6">
            I agree to the{" "}
            <Link to="/terms-of-service" className={linkClass}>
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link to="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        {error ? (
          <p id={errorIdOf(termsId)} className="mt-1 font-medium text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={smsId}
          name="consentSms"
          type="checkbox"
          defaultChecked={defaults?.sms}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={smsId} className="text-slate-800 text-sm leading-6">
          Text me about {smsAbout} (optional). Message and data rates may apply; reply STOP to opt out. See
          our{" "}
          <Link to="/sms-terms" className={linkClass}>
            SMS Terms
          </Link>
          .
        </label>
      </div>
    </fieldset>
  );
}
