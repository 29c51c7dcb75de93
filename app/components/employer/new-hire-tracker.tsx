import { usePortalForm } from "~/components/employer/use-portal-form";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormSubmit } from "~/components/forms/form-submit";
import { SelectField, TextareaField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import {
  NEW_HIRE_CHECK_STATUS_LABELS,
  NEW_HIRE_CHECK_STATUSES,
  type NewHire,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
} from "../../../common/client-onboarding";
import { formatDate } from "../../../common/timesheets";

const CHECK_OPTIONS = NEW_HIRE_CHECK_STATUSES.map((value) => ({
  value,
  label: NEW_HIRE_CHECK_STATUS_LABELS[value],
}));
const FIELDS = ["backgroundCheck", "drugScreen", "firstDayInstructions"] as const;
const SENT = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** The company's placed contractors, each with their checks and first-day instructions. */
export function NewHireTracker({ newHires }: { newHires: NewHire[] }) {
  if (newHires.length === 0) {
    return <p className="text-slate-600 text-sm">No contractors are placed with your company right now.</p>;
  }
  return (
    <div className="space-y-6">
      {newHires.map((hire) => (
        <NewHireForm key={hire.placementId} hire={hire} />
      ))}
    </div>
  );
}

function NewHireForm({ hire }: { hire: NewHire }) {
  const id = (field: string) => `hire-${hire.placementId}-${field}`;
  const form = usePortalForm({
    fieldOrder: FIELDS,
    method: "PUT",
    url: `/api/employers/new-hires/${hire.placementId}`,
    schema: async () => (await import("../../../common/client-onboarding-input")).newHireTrackerSchema,
    saved: (values) =>
      values.sendToContractor ? ONBOARDING_MESSAGES.instructionsSent : ONBOARDING_MESSAGES.trackerSaved,
    failure: "We could not save the tracker. Please try again.",
    // Sending is a one-time action: the next save sends again only when asked again.
    afterSave: (element) => {
      const send = element.elements.namedItem("sendToContractor");
      if (send instanceof HTMLInputElement) send.checked = false;
    },
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={id("name")}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <div>
        <h3 id={id("name")} className="font-semibold text-slate-900">
          {hire.contractorName}
        </h3>
        <p className="text-slate-700 text-sm">
          {hire.roleTitle} · starts {formatDate(hire.startDate)}
          {hire.location ? ` · ${hire.location}` : ""}
        </p>
      </div>
      {form.done ? <Notice tone="success">{form.done}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxField
          id={id("start")}
          name="startConfirmed"
          label="Start date confirmed"
          defaultChecked={hire.startConfirmed}
        />
        <CheckboxField
          id={id("i9")}
          name="i9Verified"
          label="I-9 verified"
          defaultChecked={hire.i9Verified}
        />
        <SelectField
          id={id("background")}
          name="backgroundCheck"
          label="Background check"
          options={CHECK_OPTIONS}
          defaultValue={hire.backgroundCheck}
          error={form.errors.backgroundCheck}
        />
        <SelectField
          id={id("drug")}
          name="drugScreen"
          label="Drug screen"
          options={CHECK_OPTIONS}
          defaultValue={hire.drugScreen}
          error={form.errors.drugScreen}
        />
      </div>
      <TextareaField
        id={id("instructions")}
        name="firstDayInstructions"
        label="First-day instructions"
        hint="Where and when to report, whom to ask for, what to bring."
        rows={3}
        maxLength={ONBOARDING_LIMITS.instructions}
        defaultValue={hire.firstDayInstructions}
        error={form.errors.firstDayInstructions}
      />
      <p className="text-slate-600 text-sm">
        {hire.instructionsSentAt
          ? `Instructions sent to the contractor on ${SENT.format(new Date(hire.instructionsSentAt))}.`
          : "The instructions have not been sent yet."}
      </p>
      {hire.canEmailContractor ? (
        <CheckboxField
          id={id("send")}
          name="sendToContractor"
          label="Send to contractor (emails the instructions when you save)"
        />
      ) : (
        <p className="text-slate-600 text-sm">{ONBOARDING_MESSAGES.noContractorEmail}</p>
      )}
      <FormSubmit refusal={form.refusal} pending={form.sending} pendingLabel="Saving...">
        Save<span className="sr-only"> tracker of {hire.contractorName}</span>
      </FormSubmit>
    </form>
  );
}
