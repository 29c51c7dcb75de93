import { DownloadIcon } from "lucide-react";
import { usePortalForm } from "~/components/employer/use-portal-form";
import { FormSubmit } from "~/components/forms/form-submit";
import { TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { ONBOARDING_LIMITS, type Onboarding } from "../../../common/client-onboarding";
import { formatInZone } from "../../../common/interviews";
import { WORKWEEK_TIME_ZONE } from "../../../common/timesheets";

/**
 * The master services agreement: its text to read, then an owner accepts it by typing their full
 * name; once accepted, who accepted it and when, and the PDF of exactly what was accepted.
 */
export function MsaPanel({
  msa,
  canAccept,
  signerName,
}: {
  msa: Onboarding["msa"];
  canAccept: boolean;
  signerName: string;
}) {
  const form = usePortalForm({
    fieldOrder: ["typedName"],
    method: "POST",
    url: "/api/employers/onboarding/msa",
    schema: async () => (await import("../../../common/client-onboarding-input")).msaAcceptanceSchema,
    saved: "Thank you: the agreement is accepted. Download your copy below.",
    failure: "We could not record the acceptance. Please try again.",
  });
  return (
    <div className="space-y-5">
      <section
        aria-label={msa.title}
        // A scrolling region must be reachable by keyboard to be read.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the agreement scrolls inside its box
        tabIndex={0}
        className="max-h-80 space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800 text-sm"
      >
        <h3 className="font-semibold text-slate-900">{msa.title}</h3>
        {msa.sections.map((section) => (
          <div key={section.heading}>
            <h4 className="font-semibold text-slate-900">{section.heading}</h4>
            <p className="mt-1 leading-6">{section.text}</p>
          </div>
        ))}
      </section>
      {form.done ? <Notice tone="success">{form.done}</Notice> : null}
      {msa.current ? (
        <Notice tone="success" title={`Version ${msa.current.msaVersion} accepted`}>
          Accepted by {msa.current.typedName} (
          <span className="wrap-anywhere">{msa.current.signerEmail}</span>) on{" "}
          {formatInZone(msa.current.acceptedAt, WORKWEEK_TIME_ZONE)}.
        </Notice>
      ) : canAccept ? (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.onSubmit}
          className="space-y-4"
          aria-label="Accept the agreement"
        >
          <TextField
            id="msa-typed-name"
            name="typedName"
            label="Type your full name to sign"
            hint={`As on your account: ${signerName}. Typing it is your electronic signature for your company.`}
            autoComplete="off"
            required
            maxLength={ONBOARDING_LIMITS.typedName}
            error={form.errors.typedName}
          />
          <FormSubmit refusal={form.refusal} pending={form.sending} pendingLabel="Accepting...">
            Accept the Agreement
          </FormSubmit>
        </form>
      ) : (
        <p className="text-slate-600 text-sm">Only an owner of your company can accept the agreement.</p>
      )}
      {msa.history.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">Accepted agreements</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {msa.history.map((acceptance) => (
              <li key={acceptance.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-slate-700">
                  Version {acceptance.msaVersion}, {formatInZone(acceptance.acceptedAt, WORKWEEK_TIME_ZONE)},
                  by {acceptance.typedName}
                </span>
                <a
                  href={acceptance.pdfUrl}
                  download
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
                >
                  <DownloadIcon aria-hidden="true" className="size-4" />
                  Download the signed PDF<span className="sr-only"> of version {acceptance.msaVersion}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
