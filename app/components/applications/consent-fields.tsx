import { Link } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";

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
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Consent</legend>
      <CheckboxField
        id={`${idPrefix}-consent-terms`}
        name="consentTerms"
        error={error}
        label={
          <>
            I agree to the{" "}
            <Link to="/terms-of-service" className={linkClass}>
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link to="/privacy-policy" className={linkClass}>
              Privacy Policy
            </Link>
            .
          </>
        }
      />
      <CheckboxField
        id={`${idPrefix}-consent-sms`}
        name="consentSms"
        defaultChecked={defaults?.sms}
        label={
          <>
            Text me about {smsAbout} (optional). Message and data rates may apply; reply STOP to opt out. See
            our{" "}
            <Link to="/sms-terms" className={linkClass}>
              SMS Terms
            </Link>
            .
          </>
        }
      />
    </fieldset>
  );
}
