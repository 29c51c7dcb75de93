import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { ColumnHeader, ConsoleTable, PageTitle } from "~/components/admin/table-controls";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/lib/admin-guard.server";
import {
  type AdminBenefitPlan,
  BENEFIT_KIND_LABELS,
  BENEFIT_LIMITS,
  benefitCostLabel,
  type EnrollmentWindow,
} from "../../../common/benefits";
import { BENEFIT_KINDS } from "../../../common/recruiting";
import { getAdminBenefits } from "../../../server/modules/benefits";
import type { Route } from "./+types/benefits";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return getAdminBenefits();
}

type Message = { tone: "success" | "error"; text: string } | null;
const KIND_OPTIONS = BENEFIT_KINDS.map((value) => ({ value, label: BENEFIT_KIND_LABELS[value] }));

/** Benefit plans (create, edit, retire) and the enrollment window; every change is audited. */
export default function AdminBenefits({ loaderData }: Route.ComponentProps) {
  const { plans, window } = loaderData;
  const [message, setMessage] = useState<Message>(null);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <>
      <PageTitle>Benefits</PageTitle>
      <p className="text-slate-700">
        Contractors on an active assignment enroll in these plans or waive them during the enrollment window;
        each enrolled plan becomes a deduction on their paystubs.
      </p>
      {message ? (
        <Notice tone={message.tone} className="mt-4">
          {message.text}
        </Notice>
      ) : null}
      <WindowForm window={window} onDone={setMessage} />
      <h2 className="mt-8 font-semibold text-slate-900 text-xl">Plans</h2>
      <ConsoleTable
        caption="Benefit plans by kind"
        columns={6}
        empty={plans.length === 0 ? "No plans yet. Add one below." : null}
        head={
          <>
            <ColumnHeader>Plan</ColumnHeader>
            <ColumnHeader>Kind</ColumnHeader>
            <ColumnHeader>Cost per pay period</ColumnHeader>
            <ColumnHeader>Eligible after</ColumnHeader>
            <ColumnHeader>Enrolled</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </>
        }
      >
        {plans.map((plan) => (
          <tr key={plan.id} className="border-slate-100 border-t align-top">
            <th scope="row" className="p-2 text-left font-medium">
              {plan.name}
              <span className="block font-normal text-slate-600">{plan.description}</span>
              <button
                type="button"
                className="mt-1 rounded border border-slate-300 bg-white px-2 py-1 font-normal hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean-700"
                aria-expanded={editing === plan.id}
                aria-label={`Edit ${plan.name}`}
                onClick={() => setEditing(editing === plan.id ? null : plan.id)}
              >
                {editing === plan.id ? "Cancel edit" : "Edit"}
              </button>
            </th>
            <td className="p-2">{BENEFIT_KIND_LABELS[plan.kind]}</td>
            <td className="p-2">{benefitCostLabel(plan)}</td>
            <td className="p-2">{plan.eligibleAfterDays} days</td>
            <td className="p-2">{plan.enrolledCount}</td>
            <td className="p-2">{plan.active ? "Offered" : "Not offered"}</td>
          </tr>
        ))}
      </ConsoleTable>
      {editing ? (
        <PlanForm
          key={editing}
          plan={plans.find((plan) => plan.id === editing)}
          onDone={(text) => {
            setMessage(text);
            if (text?.tone === "success") setEditing(null);
          }}
        />
      ) : null}
      <PlanForm key={`new-${plans.length}`} onDone={setMessage} />
    </>
  );
}

function WindowForm({ window, onDone }: { window: EnrollmentWindow; onDone: (message: Message) => void }) {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function send(body: { opensOn: string | null; closesOn: string | null }, success: string) {
    setSaving(true);
    const result = await adminSend("PUT", "/api/admin/benefits/window", body);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    onDone(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const date = (name: string) => String(form.get(name) ?? "") || null;
    void send({ opensOn: date("opensOn"), closesOn: date("closesOn") }, "Enrollment window saved.");
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="window-heading"
    >
      <h2 id="window-heading" className="font-semibold text-slate-900 text-xl">
        Enrollment window
      </h2>
      <p className="text-slate-700">
        {window.opensOn && window.closesOn
          ? `${window.opensOn} to ${window.closesOn} (inclusive): ${window.open ? "open now" : "not open today"}.`
          : "No window is set: enrollment is closed."}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="window-opens"
          name="opensOn"
          label="Opens on"
          error={errors.opensOn}
          type="date"
          defaultValue={window.opensOn ?? ""}
        />
        <TextField
          id="window-closes"
          name="closesOn"
          label="Closes on"
          error={errors.closesOn}
          type="date"
          defaultValue={window.closesOn ?? ""}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={saving} pendingLabel="Saving...">
          Save window
        </SubmitButton>
        {window.opensOn ? (
          <Button
            type="button"
            variant="outline"
            disabled={saving}
            onClick={() => void send({ opensOn: null, closesOn: null }, "Enrollment is closed.")}
          >
            Close enrollment
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function PlanForm({ plan, onDone }: { plan?: AdminBenefitPlan; onDone: (message: Message) => void }) {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [kind, setKind] = useState<string>(plan?.kind ?? "medical");
  const prefix = plan ? `plan-${plan.id}` : "plan-new";

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body = {
      kind: text("kind"),
      name: text("name"),
      description: text("description"),
      costPerPeriod: text("costPerPeriod") || "0",
      contributionPercent: kind === "retirement" ? text("contributionPercent") || null : null,
      eligibleAfterDays: text("eligibleAfterDays"),
      active: form.get("active") === "on",
    };
    setSaving(true);
    const result = plan
      ? await adminSend("PUT", `/api/admin/benefits/plans/${plan.id}`, body)
      : await adminSend("POST", "/api/admin/benefits/plans", body);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    onDone(
      result.ok
        ? { tone: "success", text: plan ? `${body.name} saved.` : `${body.name} added.` }
        : { tone: "error", text: result.message },
    );
    if (result.ok) await revalidator.revalidate();
  }

  const title = plan ? `Edit ${plan.name}` : "Add a plan";
  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby={`${prefix}-heading`}
    >
      <h2 id={`${prefix}-heading`} className="font-semibold text-slate-900 text-xl">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${prefix}-name`}
          name="name"
          label="Name"
          error={errors.name}
          required
          maxLength={BENEFIT_LIMITS.name}
          defaultValue={plan?.name ?? ""}
        />
        <SelectField
          id={`${prefix}-kind`}
          name="kind"
          label="Kind"
          error={errors.kind}
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        />
        <TextField
          id={`${prefix}-cost`}
          name="costPerPeriod"
          label="Cost per pay period ($)"
          error={errors.costPerPeriod}
          inputMode="decimal"
          defaultValue={plan?.costPerPeriod ?? ""}
          placeholder="38.50"
        />
        {kind === "retirement" ? (
          <TextField
            id={`${prefix}-percent`}
            name="contributionPercent"
            label="Contribution (% of gross pay)"
            error={errors.contributionPercent}
            inputMode="decimal"
            defaultValue={plan?.contributionPercent ?? ""}
            placeholder="4"
          />
        ) : null}
        <TextField
          id={`${prefix}-days`}
          name="eligibleAfterDays"
          label="Eligible after (days on assignment)"
          error={errors.eligibleAfterDays}
          type="number"
          min={0}
          max={BENEFIT_LIMITS.maxDays}
          defaultValue={plan?.eligibleAfterDays ?? 30}
        />
      </div>
      <TextareaField
        id={`${prefix}-description`}
        name="description"
        label="Description"
        error={errors.description}
        rows={3}
        maxLength={BENEFIT_LIMITS.description}
        defaultValue={plan?.description ?? ""}
      />
      <CheckboxField
        id={`${prefix}-active`}
        name="active"
        label="Offered to contractors"
        defaultChecked={plan?.active ?? true}
      />
      <SubmitButton pending={saving} pendingLabel="Saving...">
        {plan ? "Save plan" : "Add plan"}
      </SubmitButton>
    </form>
  );
}
