import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_PAGES,
  type ConsultationOptions,
  type ConsultationSlots,
  FIRST_AVAILABLE,
  type ManagedConsultation,
  type VisitorConsultation,
} from "../../../common/consultations";
import { ChosenSlot } from "./chosen-slot";
import { ConsultationDetails } from "./consultation-details";
import { LINK_CLASS } from "./link-page";
import { SlotPicker } from "./slot-picker";
import { focusCalendarDay, slotTakenOf, useSlotChoice } from "./use-slot-choice";

/**
 * The reschedule link's page: the consultation as booked, then the same picker as the booking page
 * (its staff member first; another or First available may be chosen) and POST …/reschedule. The
 * updated invitation is emailed; the page shows the new time.
 */
export function RescheduleForm({
  token,
  managed,
  options,
  initialSlots,
}: {
  token: string;
  managed: ManagedConsultation;
  options: ConsultationOptions;
  initialSlots: ConsultationSlots | null;
}) {
  const idPrefix = useId();
  const { consultation } = managed;
  const staffOptions = options.staff.filter((member) => member.types.includes(consultation.type));
  // Their staff member first; First available if that person no longer takes this type.
  const [staff, setStaff] = useState(
    staffOptions.some((member) => member.id === managed.staffId) ? managed.staffId : FIRST_AVAILABLE,
  );
  const choice = useSlotChoice({ type: consultation.type, staff }, initialSlots);
  const { timeZone } = choice;
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [moved, setMoved] = useState<VisitorConsultation | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (moved) doneHeading.current?.focus();
  }, [moved]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    if (!choice.chosen) {
      setErrors({ start: CONSULTATION_MESSAGES.start });
      focusCalendarDay(form.current);
      return;
    }
    setSending(true);
    try {
      const res = await apiRequest(
        "POST",
        `/api/consultations/links/${encodeURIComponent(token)}/reschedule`,
        {
          start: choice.chosen.start,
          staffId: staff,
          timeZone,
        },
      );
      setMoved((await res.json()) as VisitorConsultation);
    } catch (error) {
      const taken = slotTakenOf(error);
      if (taken) {
        choice.showFresh(taken.slots);
        setErrors({ start: taken.error });
      } else {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setAlert(serverErrorMessage(error) ?? "We could not change the time. Please try again.");
      }
    } finally {
      setSending(false);
    }
  }

  if (moved) {
    return (
      <section aria-labelledby="rescheduled" className="space-y-4">
        <h2
          id="rescheduled"
          ref={doneHeading}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 focus-visible:outline-none"
        >
          Your consultation has a new time
        </h2>
        <Notice tone="success">
          We emailed the updated invitation to {moved.email}; it replaces the one in your calendar.
        </Notice>
        <ConsultationDetails consultation={moved} timeZone={moved.timeZone} />
        <p className="text-slate-700 text-sm">
          The links in your first email still work for the new time. Need something else?{" "}
          <Link to="/contact" className={LINK_CLASS}>
            Contact us
          </Link>
          .
        </p>
      </section>
    );
  }

  return (
    <>
      <section
        aria-labelledby={`${idPrefix}-current`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${idPrefix}-current`} className="font-semibold text-lg text-slate-900">
          Booked now
        </h2>
        <ConsultationDetails consultation={consultation} timeZone={consultation.timeZone} className="mt-4" />
      </section>
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${idPrefix}-new`}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={`${idPrefix}-new`} className="font-semibold text-lg text-slate-900">
          Choose a new time
        </h2>
        <SlotPicker
          idPrefix={idPrefix}
          staffOptions={staffOptions}
          staff={staff}
          onStaffChange={setStaff}
          choice={choice}
          onChosen={() => setErrors({})}
          errors={errors}
        />
        {choice.chosen && timeZone ? (
          <ChosenSlot slot={choice.chosen} timeZone={timeZone} type={consultation.type} />
        ) : null}
        <FormAlert message={alert} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton
            size="lg"
            pending={sending}
            pendingLabel="Rescheduling..."
            icon={<CalendarClockIcon aria-hidden="true" />}
          >
            Reschedule to this time
          </SubmitButton>
          <Link to={CONSULTATION_PAGES.booking} className={LINK_CLASS}>
            Book a different consultation instead
          </Link>
        </div>
      </form>
    </>
  );
}
