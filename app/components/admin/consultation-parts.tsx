import { Link } from "react-router";
import { cn } from "~/lib/utils";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_FORMAT_LABELS,
  CONSULTATION_STATUS_LABELS,
  OFFICES,
  type StaffConsultation,
} from "../../../common/consultations";
import { ColumnHeader, ConsoleTable } from "./table-controls";

const EASTERN_CLOCK = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "9:30 AM" on the agency's clock. */
export const easternClock = (instant: string) => EASTERN_CLOCK.format(new Date(instant));

/**
 * A time on the Eastern clock. Node and Chromium may differ in one space of the same time (a narrow
 * no-break space before AM/PM), so the text is allowed to differ at hydration.
 */
export function EasternClock({ instant }: { instant: string }) {
  return (
    <time dateTime={instant} suppressHydrationWarning>
      {easternClock(instant)}
    </time>
  );
}

/** "Video call", or "In person · Miami office". */
export function formatOf(consultation: Pick<StaffConsultation, "format" | "office">): string {
  const label = CONSULTATION_FORMAT_LABELS[consultation.format];
  return consultation.office ? `${label} · ${OFFICES[consultation.office].name}` : label;
}

const STATUS_TONES: Record<StaffConsultation["status"], string> = {
  booked: "border-ocean-700/40 bg-cyan-50 text-slate-900",
  completed: "border-green-700/40 bg-green-50 text-green-900",
  no_show: "border-amber-700/40 bg-amber-50 text-amber-900",
  cancelled: "border-slate-400 bg-slate-100 text-slate-700",
};

/** The status in words (the colour only repeats them). */
export function ConsultationStatusBadge({ status }: { status: StaffConsultation["status"] }) {
  return (
    <span className={cn("inline-block rounded border px-2 py-0.5 font-medium text-xs", STATUS_TONES[status])}>
      {CONSULTATION_STATUS_LABELS[status]}
    </span>
  );
}

/** One Eastern day of the agenda: its consultations by start, each opening its own page. */
export function AgendaDayTable({
  title,
  consultations,
}: {
  title: string;
  consultations: StaffConsultation[];
}) {
  return (
    <ConsoleTable
      caption={`Consultations on ${title}`}
      columns={6}
      minWidth="wide"
      empty={consultations.length === 0 ? "No consultations." : null}
      head={
        <>
          <ColumnHeader>Time (Eastern)</ColumnHeader>
          <ColumnHeader>Visitor</ColumnHeader>
          <ColumnHeader>Company</ColumnHeader>
          <ColumnHeader>Type and format</ColumnHeader>
          <ColumnHeader>Staff</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
        </>
      }
    >
      {consultations.map((consultation) => (
        <tr key={consultation.id} className="border-slate-100 border-t align-top" data-testid="agenda-row">
          <td className="whitespace-nowrap p-2">
            <span className={consultation.status === "cancelled" ? "line-through" : undefined}>
              <EasternClock instant={consultation.start} /> – <EasternClock instant={consultation.end} />
            </span>
          </td>
          <th scope="row" className="p-2 text-left font-medium">
            <Link
              to={`/admin/consultations/${consultation.id}`}
              className="text-ocean-700 underline-offset-2 hover:underline"
            >
              {consultation.name}
            </Link>
            <span className="block break-all font-normal text-slate-600">{consultation.email}</span>
          </th>
          <td className="p-2">{consultation.company ?? "—"}</td>
          <td className="p-2">
            {consultation.typeLabel}
            <span className="block text-slate-600">{formatOf(consultation)}</span>
          </td>
          <td className="p-2">{consultation.staffName}</td>
          <td className="p-2">
            <ConsultationStatusBadge status={consultation.status} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
