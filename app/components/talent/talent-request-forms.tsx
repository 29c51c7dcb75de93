import { type ChangeEvent, type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { useFieldValues } from "~/components/candidate/use-field-values";
import { employerLoginPathFor } from "~/components/employer/return-to";
import { CheckedEmailField } from "~/components/forms/checked-email-field";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { FullNameField, PhoneField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { apiRequest } from "~/lib/api-client";
import { HONEYPOT_FIELD } from "../../../common/honeypot";
import { WORKPLACE_TYPE_LABELS } from "../../../common/job-format";
import { JOB_ORDER_STATUS_LABELS, JOB_ORDER_TYPE_LABELS } from "../../../common/job-orders";
import {
  type EmployerTalentRequest,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  type TalentOrderOption,
} from "../../../common/talent-database";

const NEW_ORDER = "new";
const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The optional note to the recruiters (and the candidate, who reads who asks). */
function useMessage() {
  const [message, setMessage] = useState("");
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => setMessage(event.target.value);
  return { message, bindMessage: { name: "message", value: message, onChange } };
}

/**
 * A signed-in employer's request: the candidate goes on one of the company's open orders, or on a new
 * draft order, as a request the recruiters act on. The candidate is asked first.
 */
export function EmployerRequestForm({
  profileId,
  orders,
}: {
  profileId: string;
  orders: TalentOrderOption[];
}) {
  const { sending, errors, outcome, submit } = useApiSubmit();
  const { values, bind } = useFieldValues(
    {
      orderId: orders[0]?.id ?? NEW_ORDER,
      newOrderTitle: "",
      newOrderType: "",
      newOrderWorkplace: "",
    },
    errors,
  );
  const { message, bindMessage } = useMessage();
  const [sent, setSent] = useState<EmployerTalentRequest | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(
      async () =>
        (await (
          await apiRequest("POST", "/api/employers/talent-requests", { profileId, ...values, message })
        ).json()) as EmployerTalentRequest,
      {
        success: (request) => {
          setSent(request);
          return TALENT_MESSAGES.employerRequested;
        },
        failure: "We could not send your request. Please try again.",
      },
    );
  }

  const orderOptions = [
    ...orders.map((order) => ({
      value: order.id,
      label: `${order.title} (${JOB_ORDER_STATUS_LABELS[order.status]})`,
    })),
    { value: NEW_ORDER, label: "A new order" },
  ];
  return (
    <TitledForm
      onSubmit={onSubmit}
      headingId="talent-request-heading"
      title="Request this candidate"
      outcome={outcome}
    >
      {sent ? (
        sent.orderId ? (
          <p className="text-sm">
            <Link
              className="font-medium text-brand-700 underline"
              to={`/employer/active-orders/${sent.orderId}`}
            >
              Open the order {sent.orderTitle ? `“${sent.orderTitle}”` : ""}
            </Link>
          </p>
        ) : null
      ) : (
        <>
          <SelectField
            id="talent-order"
            label="Add to which order"
            options={orderOptions}
            {...bind("orderId")}
          />
          {values.orderId === NEW_ORDER ? (
            <div className="space-y-4 rounded-lg bg-slate-50 p-4">
              <TextField
                id="talent-order-title"
                label="New order's title"
                maxLength={TALENT_LIMITS.orderTitle}
                {...bind("newOrderTitle")}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  id="talent-order-type"
                  label="Kind of hire"
                  placeholder="Choose one"
                  options={labelled(JOB_ORDER_TYPE_LABELS)}
                  {...bind("newOrderType")}
                />
                <SelectField
                  id="talent-order-workplace"
                  label="Where the work is done"
                  placeholder="Choose one"
                  options={labelled(WORKPLACE_TYPE_LABELS)}
                  {...bind("newOrderWorkplace")}
                />
              </div>
              <p className="text-slate-600 text-sm">
                We save it as a draft in your portal: complete and submit it there when you are ready.
              </p>
            </div>
          ) : null}
          <TextareaField
            id="talent-employer-message"
            label="Note for the recruiters"
            optional
            rows={3}
            maxLength={TALENT_LIMITS.message}
            error={errors.message}
            {...bindMessage}
          />
          <SubmitButton pending={sending} pendingLabel="Sending...">
            Request this candidate
          </SubmitButton>
        </>
      )}
    </TitledForm>
  );
}

/** A visitor's request: their company and contact details reach the recruiters as a lead. */
export function VisitorLeadForm({ profileId }: { profileId: string }) {
  const { sending, errors, outcome, submit } = useApiSubmit();
  const { values, bind } = useFieldValues({ company: "", name: "", email: "", phone: "" }, errors);
  const { message, bindMessage } = useMessage();
  const [sent, setSent] = useState(false);
  const location = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    void submit(
      async () =>
        (await (
          await apiRequest("POST", `/api/talent/${profileId}/leads`, {
            ...values,
            message,
            [HONEYPOT_FIELD]: trap ?? "",
          })
        ).json()) as { message: string },
      {
        success: (answer) => {
          setSent(true);
          return answer.message;
        },
        failure: "We could not send your request. Please try again.",
      },
    );
  }

  return (
    <TitledForm
      onSubmit={onSubmit}
      headingId="talent-request-heading"
      title="Request this candidate"
      outcome={outcome}
    >
      {sent ? null : (
        <>
          <p className="text-slate-700 text-sm">
            Tell us who you are and a recruiter will be in touch. Already a client?{" "}
            <Link className="font-medium text-brand-700 underline" to={employerLoginPathFor(location)}>
              Sign in
            </Link>{" "}
            to add the candidate to one of your orders.
          </p>
          <HoneypotField idPrefix="talent-lead" />
          <TextField
            id="talent-lead-company"
            label="Company"
            autoComplete="organization"
            maxLength={TALENT_LIMITS.company}
            {...bind("company")}
          />
          <FullNameField
            id="talent-lead-name"
            label="Your name"
            maxLength={TALENT_LIMITS.name}
            {...bind("name")}
          />
          <CheckedEmailField id="talent-lead-email" maxLength={TALENT_LIMITS.email} {...bind("email")} />
          <PhoneField id="talent-lead-phone" maxLength={TALENT_LIMITS.phone} {...bind("phone")} />
          <TextareaField
            id="talent-lead-message"
            label="What the role is"
            optional
            rows={3}
            maxLength={TALENT_LIMITS.message}
            error={errors.message}
            {...bindMessage}
          />
          <SubmitButton pending={sending} pendingLabel="Sending...">
            Send request
          </SubmitButton>
        </>
      )}
    </TitledForm>
  );
}
