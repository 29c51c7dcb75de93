import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { AdminResult } from "~/components/admin/admin-api";
import {
  ActionPanel,
  CancelForm,
  MoveForm,
  type OnChanged,
  OutcomeForm,
} from "~/components/admin/consultation-actions";
import { CreateClientCompanyForm, LinkFinder } from "~/components/admin/consultation-links";
import { ConsultationStatusBadge, formatOf } from "~/components/admin/consultation-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_TYPE_INFO,
  type StaffConsultation,
} from "../../../common/consultations";
import { formatInZone } from "../../../common/interviews";
import { toZonedLocal } from "../../../common/time-zones";
import { getCandidateRecord } from "../../../server/modules/candidate-database";
import { getClientCompanyAsStaff } from "../../../server/modules/clients";
import { getConsultationAsStaff } from "../../../server/modules/consultations";
import type { Route } from "./+types/consultation";

/** The consultation, the names of the records it is linked to, and whether it has begun (by the server's clock). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const consultation = await getConsultationAsStaff(params.id);
    const [candidate, company] = await Promise.all([
      consultation.candidateId
        ? getCandidateRecord(consultation.candidateId).then((record) => ({
            id: record.id,
            name: `${record.firstName} ${record.lastName}`,
          }))
        : null,
      consultation.clientCompanyId
        ? getClientCompanyAsStaff(consultation.clientCompanyId).then((record) => ({
            id: record.id,
            name: record.legalName,
          }))
        : null,
    ]);
    return { consultation, candidate, company, started: new Date(consultation.start) <= new Date() };
  });
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `Consultation with ${data.consultation.name}` : "Consultation"} · Admin` },
];

type Message = { tone: "success" | "error"; text: string };

const linkClass = "text-ocean-700 underline underline-offset-2";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </>
  );
}

/** Where the visitor meets: the office address, the number staff call, or the video link. */
function Place({ consultation }: { consultation: StaffConsultation }) {
  if (consultation.meetingUrl)
    return (
      <a
        href={consultation.meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} break-all`}
      >
        {consultation.meetingUrl}
      </a>
    );
  return <>{consultation.location ?? "No meeting link yet: add one in the staff member's settings."}</>;
}

/**
 * One consultation: the visitor, the topic and the linked records, and what staff do with it: record
 * the outcome once it has begun, move or cancel it while it is ahead (the visitor is emailed the
 * updated invitation), link it to a candidate or client company, or make a client company from it.
 */
export default function AdminConsultation({ loaderData }: Route.ComponentProps) {
  const { consultation, candidate, company, started } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message | null>(null);
  const easternDate = toZonedLocal(new Date(consultation.start), BUSINESS_TIME_ZONE).date;
  const changeable = consultation.status === "booked" && !started;

  const changed: OnChanged = async <T,>(result: AdminResult<T>, success: string) => {
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
    return result;
  };

  return (
    <>
      <Link
        to={`/admin/consultations?date=${easternDate}`}
        className="text-ocean-700 text-sm underline-offset-2 hover:underline"
      >
        ← Consultations
      </Link>
      <div className="mt-2">
        <PageTitle>Consultation with {consultation.name}</PageTitle>
      </div>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Detail term="Status">
          <ConsultationStatusBadge status={consultation.status} />
        </Detail>
        <Detail term="When (Eastern)">
          <span suppressHydrationWarning>{formatInZone(consultation.start, BUSINESS_TIME_ZONE)}</span>,{" "}
          {CONSULTATION_TYPE_INFO[consultation.type].durationMinutes} minutes
        </Detail>
        {consultation.timeZone !== BUSINESS_TIME_ZONE ? (
          <Detail term="Visitor's time">
            <span suppressHydrationWarning>{formatInZone(consultation.start, consultation.timeZone)}</span> (
            {consultation.timeZone})
          </Detail>
        ) : null}
        <Detail term="Type">{consultation.typeLabel}</Detail>
        <Detail term="Format">{formatOf(consultation)}</Detail>
        <Detail term="Where">
          <Place consultation={consultation} />
        </Detail>
        <Detail term="With">
          {consultation.staffName} ({consultation.staffEmail})
        </Detail>
        <Detail term="Visitor">{consultation.name}</Detail>
        <Detail term="Email">
          <a href={`mailto:${consultation.email}`} className={`${linkClass} break-all`}>
            {consultation.email}
          </a>
        </Detail>
        <Detail term="Phone">
          <a href={`tel:${consultation.phone}`} className={linkClass}>
            {consultation.phone}
          </a>
        </Detail>
        <Detail term="Company">{consultation.company ?? "—"}</Detail>
        <Detail term="Topic">
          <span className="whitespace-pre-wrap">{consultation.topic}</span>
        </Detail>
        {consultation.notes ? (
          <Detail term="Notes">
            <span className="whitespace-pre-wrap">{consultation.notes}</span>
          </Detail>
        ) : null}
        {consultation.cancelReason ? (
          <Detail term="Reason for cancelling">{consultation.cancelReason}</Detail>
        ) : null}
        <Detail term="Candidate">
          {candidate ? (
            <Link to={`/admin/candidate-database/${candidate.id}`} className={linkClass}>
              {candidate.name}
            </Link>
          ) : (
            "Not linked"
          )}
        </Detail>
        <Detail term="Client company">
          {company ? (
            <Link to={`/admin/clients/${company.id}`} className={linkClass}>
              {company.name}
            </Link>
          ) : (
            "Not linked"
          )}
        </Detail>
      </dl>

      {consultation.status !== "cancelled" ? (
        <ActionPanel
          id="consultation-outcome-title"
          title="Outcome"
          hint="Mark the consultation completed or no-show, with notes, once it has started."
        >
          <OutcomeForm consultation={consultation} onChanged={changed} />
        </ActionPanel>
      ) : null}
      {changeable ? (
        <>
          <ActionPanel
            id="consultation-move-title"
            title="Move to another time"
            hint={`The open times of ${consultation.staffName} for this consultation. The visitor is emailed the updated invitation.`}
          >
            <MoveForm key={consultation.start} consultation={consultation} onChanged={changed} />
          </ActionPanel>
          <ActionPanel
            id="consultation-cancel-title"
            title="Cancel"
            hint="The visitor is emailed the cancellation, which removes it from their calendar."
          >
            <CancelForm consultation={consultation} onChanged={changed} />
          </ActionPanel>
        </>
      ) : null}
      <ActionPanel
        id="consultation-link-title"
        title="Link to a record"
        hint="Link the consultation to the candidate account or the client company it concerns."
      >
        <div className="space-y-6">
          <LinkFinder
            consultation={consultation}
            target="candidate"
            initialQuery={consultation.name}
            onChanged={changed}
          />
          <LinkFinder
            consultation={consultation}
            target="clientCompany"
            initialQuery={consultation.company ?? ""}
            onChanged={changed}
          />
        </div>
      </ActionPanel>
      {consultation.clientCompanyId === null ? (
        <ActionPanel
          id="consultation-company-title"
          title="Create a client company"
          hint="A new pending client company from this booking, linked to it; approve it in Clients once checked."
        >
          <CreateClientCompanyForm consultation={consultation} onChanged={changed} />
        </ActionPanel>
      ) : null}
    </>
  );
}
