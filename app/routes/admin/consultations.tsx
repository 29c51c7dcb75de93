import { Form, Link } from "react-router";
import { AgendaDayTable } from "~/components/admin/consultation-parts";
import { PageTitle, useQueryLink } from "~/components/admin/table-controls";
import { SelectField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { loadAdminList } from "~/lib/admin-guard.server";
import { cn } from "~/lib/utils";
import {
  AGENDA_VIEWS,
  type AgendaView,
  BUSINESS_TIME_ZONE,
  type StaffConsultation,
} from "../../../common/consultations";
import { toZonedLocal } from "../../../common/time-zones";
import { addDays, formatDate, formatDay, todayInFlorida } from "../../../common/timesheets";
import { parseInput } from "../../../server/kernel/parse-input";
import { agendaQuerySchema, consultationAgenda } from "../../../server/modules/consultations";
import type { Route } from "./+types/consultations";

/** ?view=day|week&date=YYYY-MM-DD&staff=<id>; an empty filter (the "All staff" choice) is no filter. */
export async function loader({ request }: Route.LoaderArgs) {
  const agenda = await loadAdminList(request, (params) =>
    consultationAgenda(
      parseInput(agendaQuerySchema, Object.fromEntries([...params].filter(([, value]) => value !== ""))),
    ),
  );
  const staffFilter = new URL(request.url).searchParams.get("staff") || null;
  return { agenda, staffFilter, today: todayInFlorida() };
}

export const meta = () => [{ title: "Consultations · Admin" }];

const VIEW_LABELS: Record<AgendaView, string> = { day: "Day", week: "Week" };

const longDay = (iso: string) =>
  `${formatDay(iso, "long")}, ${new Date(`${iso}T12:00:00Z`).getUTCFullYear()}`;

const linkClass =
  "rounded-md border px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ocean-700";

/**
 * The consultations agenda: a day, or a Monday–Sunday week, of Eastern dates, with every status, for
 * all staff or one. Each consultation opens its own page, where staff act on it.
 */
export default function AdminConsultations({ loaderData }: Route.ComponentProps) {
  const { agenda, staffFilter, today } = loaderData;
  const link = useQueryLink();
  const days =
    agenda.view === "day"
      ? [agenda.from]
      : Array.from({ length: 7 }, (_, index) => addDays(agenda.from, index));
  const byDay = new Map<string, StaffConsultation[]>();
  for (const consultation of agenda.consultations) {
    const day = toZonedLocal(new Date(consultation.start), BUSINESS_TIME_ZONE).date;
    byDay.set(day, [...(byDay.get(day) ?? []), consultation]);
  }
  const step = agenda.view === "day" ? 1 : 7;
  const unit = agenda.view === "day" ? "day" : "week";
  const showsToday = agenda.from <= today && today <= agenda.to;
  return (
    <>
      <PageTitle
        actions={
          <Link
            to="/admin/consultations/settings"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
          >
            Staff and holidays
          </Link>
        }
      >
        Consultations
      </PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <nav aria-label="Agenda view" className="flex gap-2">
          {AGENDA_VIEWS.map((view) => (
            <Link
              key={view}
              to={link({ view, date: agenda.from })}
              aria-current={agenda.view === view ? "page" : undefined}
              className={cn(
                linkClass,
                agenda.view === view
                  ? "border-ocean-700 bg-ocean-700 text-white"
                  : "border-slate-300 bg-white text-slate-900 hover:border-ocean-700",
              )}
            >
              {VIEW_LABELS[view]}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="view" value={agenda.view} />
          <input type="hidden" name="date" value={agenda.from} />
          <SelectField
            id="agenda-staff"
            name="staff"
            label="Staff member"
            anyLabel="All staff"
            options={agenda.staff.map(({ id, name }) => ({ value: id, label: name }))}
            defaultValue={staffFilter ?? ""}
          />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      </div>
      <nav aria-label={`Choose the ${unit}`} className="mt-4 flex flex-wrap gap-2">
        <Link
          to={link({ date: addDays(agenda.from, -step) })}
          className={cn(linkClass, "border-slate-300 bg-white")}
        >
          Previous {unit}
        </Link>
        <Link
          to={link({ date: null })}
          aria-current={showsToday ? "date" : undefined}
          className={cn(linkClass, "border-slate-300 bg-white")}
        >
          Today
        </Link>
        <Link
          to={link({ date: addDays(agenda.from, step) })}
          className={cn(linkClass, "border-slate-300 bg-white")}
        >
          Next {unit}
        </Link>
      </nav>
      <h2 className="mt-6 font-semibold text-lg text-slate-900">
        {agenda.view === "day"
          ? longDay(agenda.from)
          : `Week of ${formatDate(agenda.from)} – ${formatDate(agenda.to)}`}
        <span className="font-normal text-slate-600 text-sm">
          {" "}
          · {agenda.consultations.length}{" "}
          {agenda.consultations.length === 1 ? "consultation" : "consultations"}
        </span>
      </h2>
      {days.map((day) =>
        agenda.view === "day" ? (
          <AgendaDayTable key={day} title={longDay(day)} consultations={byDay.get(day) ?? []} />
        ) : (
          <section key={day} aria-labelledby={`agenda-${day}`} className="mt-6">
            <h3 id={`agenda-${day}`} className="font-semibold text-slate-900">
              {longDay(day)}
              {day === today ? <span className="font-normal text-slate-600"> (today)</span> : null}
            </h3>
            <AgendaDayTable title={longDay(day)} consultations={byDay.get(day) ?? []} />
          </section>
        ),
      )}
    </>
  );
}
