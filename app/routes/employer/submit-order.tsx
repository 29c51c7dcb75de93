import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Panel } from "~/components/employer/panel";
import { FormAlert } from "~/components/forms/form-alert";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "~/components/forms/form-outcome";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { canEmployer } from "../../../common/employer-options";
import { JOB_ORDER_FIELDS, JOB_ORDER_LIMITS, type JobOrder } from "../../../common/job-order-schemas";
import {
  JOB_ORDER_SHIFT_LABELS,
  JOB_ORDER_SHIFTS,
  JOB_ORDER_TYPE_LABELS,
  JOB_ORDER_TYPES,
  JOB_ORDER_URGENCIES,
  JOB_ORDER_URGENCY_LABELS,
} from "../../../common/job-orders";
import { US_STATES } from "../../../common/us-states";
import { getCompanyOrder, hiringManagerOptions } from "../../../server/modules/job-orders";
import type { Route } from "./+types/submit-order";

/**
 * /employer/submit-order: a new order, or (?draft=<id>) one of the company's drafts or submitted
 * orders to continue, until a recruiter accepts it. Roles that cannot manage orders are told so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const canManage = canEmployer(session.role, "manageOrders");
  const draftId = new URL(request.url).searchParams.get("draft");
  const [managers, detail] = await Promise.all([
    canManage ? hiringManagerOptions(session) : [],
    draftId ? refusalsAsPageResponses(() => getCompanyOrder(session, draftId)) : null,
  ]);
  return { canManage, managers, order: detail?.order ?? null };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Submit a Job Order",
    description: "Ask Sunshine Staffing to fill a position.",
    path: "/employer/submit-order",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const WORKPLACE_OPTIONS = [
  { value: "on-site", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
];
const PERIOD_OPTIONS = [
  { value: "hour", label: "Per hour" },
  { value: "year", label: "Per year" },
];
const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

export default function SubmitOrderPage({ loaderData }: Route.ComponentProps) {
  const { canManage, managers, order } = loaderData;
  const editable = order === null || order.status === "draft" || order.status === "submitted";
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        {order ? `Edit order: ${order.title}` : "Submit a Job Order"}
      </h1>
      {!canManage ? (
        <Notice tone="info">
          Your role can see your company&apos;s orders but not place them. Ask an owner or a hiring manager.{" "}
          <Link className="underline" to="/employer/active-orders">
            See Active Orders
          </Link>
        </Notice>
      ) : !editable ? (
        <Notice tone="info">
          A recruiter has accepted this order: ask for changes from{" "}
          <Link className="underline" to={`/employer/active-orders/${order.id}`}>
            its page
          </Link>
          .
        </Notice>
      ) : (
        <OrderForm order={order} managers={managers} />
      )}
    </div>
  );
}

function OrderForm({
  order,
  managers,
}: {
  order: JobOrder | null;
  managers: { id: string; name: string }[];
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState<"draft" | "submit" | null>(null);
  // A submitted order being edited stays submitted: it can only be saved whole.
  const submitted = order?.status === "submitted";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const submit = submitter?.value === "submit";
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter(([name]) => name !== "intent"),
    ) as Record<string, string>;
    const { jobOrderDraftSchema, jobOrderSubmitSchema } = await import("../../../common/job-order-schemas");
    const parsed = (submit || submitted ? jobOrderSubmitSchema : jobOrderDraftSchema).safeParse(values);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    setErrors(found);
    setRefusal(null);
    if (!parsed.success) {
      focusFirstInvalid(formRef.current, JOB_ORDER_FIELDS, found);
      return;
    }
    setSending(submit ? "submit" : "draft");
    try {
      const response = order
        ? await apiRequest("PATCH", `/api/employers/orders/${order.id}`, { ...values, submit })
        : await apiRequest("POST", "/api/employers/orders", { ...values, submit });
      const saved = (await response.json()) as JobOrder;
      const outcome = submitted ? "updated" : saved.status === "submitted" ? "submitted" : "draft";
      await navigate(`/employer/active-orders/${saved.id}?saved=${outcome}`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstInvalid(formRef.current, JOB_ORDER_FIELDS, fields);
      else setRefusal(serverErrorMessage(error) ?? "We could not save the order. Please try again.");
      setSending(null);
    }
  }

  const value = <Field extends keyof JobOrder>(field: Field) => order?.[field] ?? undefined;
  const list = (items: string[] | undefined) => items?.join("\n") ?? "";

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Job order"
      className="space-y-6"
    >
      <Panel id="order-position" title="The position">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="order-title"
            name="title"
            label="Job title"
            required
            maxLength={JOB_ORDER_LIMITS.title}
            defaultValue={value("title")}
            error={errors.title}
            className="sm:col-span-2"
          />
          <TextField
            id="order-positions"
            name="positions"
            label="Number of positions"
            type="number"
            inputMode="numeric"
            min={1}
            max={JOB_ORDER_LIMITS.positions}
            defaultValue={value("positions") ?? 1}
            error={errors.positions}
          />
          <SelectField
            id="order-type"
            name="orderType"
            label="Type"
            options={options(JOB_ORDER_TYPES, JOB_ORDER_TYPE_LABELS)}
            defaultValue={value("orderType") ?? "contract"}
            error={errors.orderType}
          />
          <SelectField
            id="order-urgency"
            name="urgency"
            label="Urgency"
            options={options(JOB_ORDER_URGENCIES, JOB_ORDER_URGENCY_LABELS)}
            defaultValue={value("urgency") ?? "standard"}
            error={errors.urgency}
          />
          <SelectField
            id="order-hiring-manager"
            name="hiringManagerId"
            label="Hiring manager"
            placeholder="Select the hiring manager"
            options={managers.map((manager) => ({ value: manager.id, label: manager.name }))}
            defaultValue={value("hiringManagerId") ?? ""}
            error={errors.hiringManagerId}
          />
        </div>
      </Panel>
      <Panel id="order-where-when" title="Where and when">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="order-workplace"
            name="workplaceType"
            label="Location"
            options={WORKPLACE_OPTIONS}
            defaultValue={value("workplaceType") ?? "on-site"}
            error={errors.workplaceType}
            className="sm:col-span-2"
          />
          <TextField
            id="order-city"
            name="city"
            label="City"
            hint="Not needed for remote work."
            maxLength={JOB_ORDER_LIMITS.city}
            defaultValue={value("city") ?? ""}
            error={errors.city}
          />
          <SelectField
            id="order-state"
            name="state"
            label="State"
            hint="Not needed for remote work."
            anyLabel="Select a state"
            options={STATE_OPTIONS}
            defaultValue={value("state") ?? ""}
            error={errors.state}
          />
          <TextField
            id="order-schedule"
            name="schedule"
            label="Schedule"
            optional
            hint="For example: Mon–Fri 8–5, or 3×12s."
            maxLength={JOB_ORDER_LIMITS.schedule}
            defaultValue={value("schedule") ?? ""}
            error={errors.schedule}
          />
          <SelectField
            id="order-shift"
            name="shift"
            label="Shift"
            options={options(JOB_ORDER_SHIFTS, JOB_ORDER_SHIFT_LABELS)}
            defaultValue={value("shift") ?? "day"}
            error={errors.shift}
          />
          <TextField
            id="order-start"
            name="startDate"
            label="Start date"
            type="date"
            defaultValue={value("startDate") ?? ""}
            error={errors.startDate}
          />
          <TextField
            id="order-duration"
            name="durationWeeks"
            label="Duration (weeks)"
            hint="Not needed for a direct hire."
            type="number"
            inputMode="numeric"
            min={1}
            max={JOB_ORDER_LIMITS.durationWeeks}
            defaultValue={value("durationWeeks") ?? ""}
            error={errors.durationWeeks}
          />
        </div>
      </Panel>
      <Panel id="order-pay" title="Pay or salary range">
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            id="order-pay-min"
            name="payMin"
            label="From ($)"
            inputMode="decimal"
            defaultValue={value("payMin") ?? ""}
            error={errors.payMin}
          />
          <TextField
            id="order-pay-max"
            name="payMax"
            label="To ($)"
            inputMode="decimal"
            defaultValue={value("payMax") ?? ""}
            error={errors.payMax}
          />
          <SelectField
            id="order-pay-period"
            name="payPeriod"
            label="Period"
            options={PERIOD_OPTIONS}
            defaultValue={value("payPeriod") ?? "hour"}
            error={errors.payPeriod}
          />
        </div>
      </Panel>
      <Panel id="order-role" title="The role">
        <div className="space-y-5">
          <TextareaField
            id="order-skills"
            name="skills"
            label="Skills"
            hint="One per line, or separated by commas."
            rows={3}
            defaultValue={list(order?.skills)}
            error={errors.skills}
          />
          <TextareaField
            id="order-requirements"
            name="requirements"
            label="Requirements"
            optional
            hint="Licenses, certifications, experience: one per line."
            rows={3}
            defaultValue={list(order?.requirements)}
            error={errors.requirements}
          />
          <TextareaField
            id="order-description"
            name="description"
            label="Description"
            hint={`What the person will do, the team, anything a candidate should know (at least ${JOB_ORDER_LIMITS.descriptionMin} characters).`}
            rows={6}
            maxLength={JOB_ORDER_LIMITS.description}
            defaultValue={value("description") ?? ""}
            error={errors.description}
          />
        </div>
      </Panel>
      <FormAlert message={refusal} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {submitted ? null : (
          <SubmitButton
            name="intent"
            value="draft"
            variant="outline"
            pending={sending === "draft"}
            disabled={sending !== null}
            pendingLabel="Saving..."
          >
            Save Draft
          </SubmitButton>
        )}
        <SubmitButton
          name="intent"
          value="submit"
          pending={sending === "submit"}
          disabled={sending !== null}
          pendingLabel="Submitting..."
        >
          {submitted ? "Save Changes" : "Submit Order"}
        </SubmitButton>
      </div>
    </form>
  );
}
