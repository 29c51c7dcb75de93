import { CalendarCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "~/components/forms/form-alert";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "~/components/forms/form-outcome";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { RadioCards } from "~/components/forms/radio-cards";
import { SubmitButton } from "~/components/forms/submit-button";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, retryAfterOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import {
  CONSULTATION_TYPE_INFO,
  type ConsultationBookingResult,
  type ConsultationOptions,
  type ConsultationSlots,
  type ConsultationType,
  FIRST_AVAILABLE,
} from "../../../common/consultations";
import { HONEYPOT_FIELD } from "../../../common/honeypot";
import { BookingConfirmation } from "./booking-confirmation";
import { ChosenSlot } from "./chosen-slot";
import { SlotPicker } from "./slot-picker";
import { focusCalendarDay, slotTakenOf, useSlotChoice } from "./use-slot-choice";
import { EMPTY_VISITOR, VisitorFields, type VisitorValues } from "./visitor-fields";

const loadSchema = async () =>
  (await import("../../../common/consultation-schemas")).consultationBookingSchema;

/** The fields in page order: the first one in error takes the focus. */
const FIELD_ORDER = [
  "type",
  "staffId",
  "timeZone",
  "start",
  "format",
  "office",
  "name",
  "phone",
  "email",
  "company",
  "topic",
] as const;

const STEP = "font-semibold text-slate-900 text-xl tracking-tight";

/**
 * /schedule-consultation: the type, the staff member and a time from the open slots (in the visitor's
 * zone), then how to meet and who they are; POST /api/consultations books it and the confirmation
 * replaces the form. A slot taken meanwhile (409) shows the server's fresh slots with its message.
 */
export function BookingForm({
  options,
  initialType,
  initialSlots,
}: {
  options: ConsultationOptions;
  initialType: ConsultationType | null;
  /** The server's first-available slots of the preselected type, in Florida's zone. */
  initialSlots: ConsultationSlots | null;
}) {
  const idPrefix = useId();
  const [type, setType] = useState<ConsultationType | "">(initialType ?? "");
  const [staff, setStaff] = useState(FIRST_AVAILABLE);
  const choice = useSlotChoice(type ? { type, staff } : null, initialSlots);
  const { timeZone } = choice;
  const [values, setValues] = useState<VisitorValues>(EMPTY_VISITOR);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ConsultationBookingResult | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  // Tests and scripts wait for data-ready: the form answers only once it has hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const staffOptions = type ? options.staff.filter((member) => member.types.includes(type)) : [];
  const companyRequired = type ? CONSULTATION_TYPE_INFO[type].companyRequired : false;

  function payload(honeypot: FormDataEntryValue | null) {
    return {
      type,
      staffId: staff,
      start: choice.chosen?.start,
      timeZone,
      format: values.format,
      office: values.format === "in-person" ? values.office || null : null,
      name: values.name,
      email: values.email,
      phone: values.phone,
      company: values.company,
      topic: values.topic,
      [HONEYPOT_FIELD]: honeypot || undefined,
    };
  }

  async function validate(next = payload(null)): Promise<FieldErrors> {
    const parsed = (await loadSchema()).safeParse(next);
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  }

  /** After a first submit, each change is checked again so its message goes as soon as it is fixed. */
  function onValue<Name extends keyof VisitorValues>(name: Name, value: VisitorValues[Name]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!submitted.current) return;
    void validate({
      ...payload(null),
      ...next,
      office: next.format === "in-person" ? next.office || null : null,
    }).then((found) => setErrors((current) => ({ ...current, [name]: found[name] })));
  }

  function focusError(found: FieldErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first === "start") {
      focusCalendarDay(form.current);
      return;
    }
    focusFirstInvalid(form.current, FIELD_ORDER, found);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    submitted.current = true;
    setAlert(null);
    const body = payload(new FormData(event.currentTarget).get(HONEYPOT_FIELD));
    const found = await validate(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusError(found);
      return;
    }
    setSending(true);
    try {
      const res = await apiRequest("POST", "/api/consultations", body);
      setResult((await res.json()) as ConsultationBookingResult);
    } catch (error) {
      const taken = slotTakenOf(error);
      if (taken) {
        choice.showFresh(taken.slots);
        setErrors({ start: taken.error });
        focusCalendarDay(form.current);
      } else {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        const wait = retryAfterOf(error);
        setAlert(
          httpStatusOf(error) === 429 && wait
            ? `${serverErrorMessage(error) ?? "Too many bookings from here."} Please try again in ${Math.ceil(wait / 60)} minutes.`
            : (serverErrorMessage(error) ?? "We could not book the consultation. Please try again."),
        );
        focusError(fields);
      }
    } finally {
      setSending(false);
    }
  }

  function bookAnother() {
    setResult(null);
    setValues((current) => ({
      ...EMPTY_VISITOR,
      name: current.name,
      email: current.email,
      phone: current.phone,
    }));
    choice.clear();
    submitted.current = false;
  }

  if (result) return <BookingConfirmation result={result} onBookAnother={bookAnother} />;

  return (
    <form
      ref={form}
      noValidate
      data-ready={ready || undefined}
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      aria-labelledby={`${idPrefix}-form-heading`}
      className="relative space-y-10 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <h2 id={`${idPrefix}-form-heading`} className="sr-only">
        Book a consultation
      </h2>
      <section aria-labelledby={`${idPrefix}-step-type`} className="space-y-4">
        <h3 id={`${idPrefix}-step-type`} className={STEP}>
          1. Choose a consultation
        </h3>
        <RadioCards
          id={`${idPrefix}-type`}
          name="type"
          legend="Consultation type"
          options={options.types.map((option) => ({
            value: option.value,
            label: `${option.label} (${option.durationMinutes} min)`,
            hint: option.summary,
          }))}
          value={type}
          onChange={(next) => {
            setType(next);
            if (!options.staff.some((member) => member.id === staff && member.types.includes(next)))
              setStaff(FIRST_AVAILABLE);
            setErrors((current) => ({ ...current, type: undefined }));
          }}
          error={errors.type}
        />
      </section>

      <section aria-labelledby={`${idPrefix}-step-time`} className="space-y-4">
        <h3 id={`${idPrefix}-step-time`} className={STEP}>
          2. Choose a time
        </h3>
        {type ? (
          <SlotPicker
            idPrefix={idPrefix}
            staffOptions={staffOptions}
            staff={staff}
            onStaffChange={setStaff}
            choice={choice}
            onChosen={() => setErrors((current) => ({ ...current, start: undefined }))}
            errors={errors}
          />
        ) : (
          <p className="text-slate-700">Choose a consultation type above to see its open times.</p>
        )}
      </section>

      <section aria-labelledby={`${idPrefix}-step-details`} className="space-y-4">
        <h3 id={`${idPrefix}-step-details`} className={STEP}>
          3. Your details
        </h3>
        {choice.chosen && timeZone ? (
          <ChosenSlot slot={choice.chosen} timeZone={timeZone} type={type || null} />
        ) : null}
        <VisitorFields
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          companyRequired={companyRequired}
          onValue={onValue}
        />
        <HoneypotField idPrefix={idPrefix} />
        <FormAlert message={alert} />
        <SubmitButton
          size="lg"
          className="w-full sm:w-auto"
          pending={sending}
          pendingLabel="Booking..."
          icon={<CalendarCheckIcon aria-hidden="true" />}
        >
          Book consultation
        </SubmitButton>
      </section>
    </form>
  );
}
