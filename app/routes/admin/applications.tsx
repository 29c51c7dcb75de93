import { type DragEvent, useId, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { When } from "~/components/admin/date-time";
import {
  ColumnHeader,
  ConsoleTable,
  PageTitle,
  Pagination,
  useQueryLink,
} from "~/components/admin/table-controls";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/lib/admin-guard.server";
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
  CLOSED_STAGES,
  PIPELINE_STAGES,
} from "../../../common/recruiting";
import {
  type ApplicationCard,
  listAdminApplications,
  listJobFilterOptions,
  loadApplicationBoard,
} from "../../../server/modules/pipeline";
import type { Route } from "./+types/applications";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  if (params.get("view") === "list") {
    const [list, jobs] = await Promise.all([listAdminApplications(params), listJobFilterOptions()]);
    return { view: "list" as const, list, board: null, jobs, job: list.job, q: list.q };
  }
  const board = await loadApplicationBoard(params);
  return { view: "board" as const, list: null, board, jobs: board.jobs, job: board.job, q: board.q };
}

/** Stages a card can be moved to by hand: 'placed' is reached only by an accepted offer. */
const MOVABLE_STAGES = APPLICATION_STAGES.filter((stage) => stage !== "placed");
const GENERAL = "general";
const STAGE_FILTER_OPTIONS = [
  { value: "all", label: "All stages" },
  { value: "closed", label: "Closed (not selected or withdrawn)" },
  ...APPLICATION_STAGES.map((stage) => ({ value: stage, label: APPLICATION_STAGE_LABELS[stage] })),
];

type Announce = (text: string, tone?: "success" | "error") => void;

/** The pipeline board (a column per stage, drag and drop or "Move to"), and a paged list of every stage. */
export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { view, board, list, jobs, job, q } = loaderData;
  const link = useQueryLink();
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const announce: Announce = (text, tone = "success") => setAnnouncement({ text, tone });

  async function move(card: ApplicationCard, stage: ApplicationStage) {
    if (card.stage === stage) return;
    const result = await adminSend("POST", `/api/admin/applications/${card.id}/stage`, { stage });
    if (result.ok) announce(`${card.fullName} moved to ${APPLICATION_STAGE_LABELS[stage]}.`);
    else announce(`${card.fullName} was not moved: ${result.message}`, "error");
    await revalidator.revalidate();
  }

  return (
    <>
      <PageTitle>Applications</PageTitle>
      <nav aria-label="Applications view" className="mb-4 flex flex-wrap gap-2">
        {(
          [
            ["board", "Pipeline board"],
            ["list", "List"],
          ] as const
        ).map(([value, label]) => (
          <Link
            key={value}
            to={link({ view: value === "board" ? null : value, stage: null })}
            aria-current={value === view ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === view ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300 bg-white"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        <SelectField
          id="applications-job"
          name="job"
          label="Job"
          anyLabel="All jobs"
          options={[
            { value: GENERAL, label: "General applications" },
            ...jobs.map((option) => ({
              value: option.id,
              label: `${option.title} · ${option.company} (${option.applications})`,
            })),
          ]}
          defaultValue={job}
          className="max-w-72"
        />
        {view === "list" && list ? (
          <SelectField
            id="applications-stage"
            name="stage"
            label="Stage"
            options={STAGE_FILTER_OPTIONS}
            defaultValue={list.stage}
          />
        ) : null}
        <TextField
          id="applications-search"
          name="q"
          label="Search (name, email or job title)"
          type="search"
          defaultValue={q}
          className="min-w-48 flex-1"
        />
        <Button type="submit">Search</Button>
      </Form>
      <div aria-live="polite" aria-atomic="true" className="mt-4" data-testid="board-announcer">
        {announcement ? <Notice tone={announcement.tone}>{announcement.text}</Notice> : null}
      </div>
      {view === "board" && board ? (
        <Board columns={board.columns} onMove={move} listLink={link({ view: "list", stage: "closed" })} />
      ) : null}
      {view === "list" && list ? (
        <>
          <ConsoleTable
            caption="Applications, most recently moved first"
            columns={5}
            empty={list.rows.length === 0 ? "No applications match." : null}
            head={
              <>
                <ColumnHeader>Person</ColumnHeader>
                <ColumnHeader>Job</ColumnHeader>
                <ColumnHeader>Stage</ColumnHeader>
                <ColumnHeader>In stage since</ColumnHeader>
                <ColumnHeader>Account</ColumnHeader>
              </>
            }
          >
            {list.rows.map((row) => (
              <tr key={row.id} className="border-slate-100 border-t">
                <td className="p-2">
                  <Link to={`/admin/applications/${row.id}`} className="font-medium text-brand-800 underline">
                    {row.fullName}
                  </Link>
                  <div className="break-all text-slate-600">{row.email}</div>
                </td>
                <td className="p-2">
                  {row.job ? `${row.job.title} · ${row.job.company}` : "General application"}
                </td>
                <td className="p-2">{row.stageLabel}</td>
                <td className="p-2">
                  <When value={row.stageChangedAt} />
                </td>
                <td className="p-2">{row.hasAccount ? "Yes" : "No"}</td>
              </tr>
            ))}
          </ConsoleTable>
          <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
        </>
      ) : null}
    </>
  );
}

type Column = { stage: ApplicationStage; label: string; count: number; cards: ApplicationCard[] };

function Board({
  columns,
  onMove,
  listLink,
}: {
  columns: Column[];
  onMove: (card: ApplicationCard, stage: ApplicationStage) => Promise<void>;
  listLink: string;
}) {
  const [dragging, setDragging] = useState<ApplicationCard | null>(null);
  const [over, setOver] = useState<ApplicationStage | null>(null);
  const pipeline = columns.filter((column) => (PIPELINE_STAGES as readonly string[]).includes(column.stage));
  const closed = columns.filter((column) => (CLOSED_STAGES as readonly string[]).includes(column.stage));

  function drop(event: DragEvent, stage: ApplicationStage) {
    event.preventDefault();
    setOver(null);
    if (dragging) void onMove(dragging, stage);
    setDragging(null);
  }

  return (
    <>
      <p className="mt-4 text-slate-600 text-sm">
        Drag a card to another column, or use its “Move to” control. An application is placed when its offer
        is accepted (on its page). Closed:{" "}
        {closed.map((column, index) => (
          <span key={column.stage}>
            {index > 0 ? ", " : ""}
            {column.label} {column.count}
          </span>
        ))}{" "}
        ·{" "}
        <Link to={listLink} className="text-brand-800 underline">
          see closed applications
        </Link>
      </p>
      <div className="mt-4 grid gap-4 pb-4 sm:grid-cols-2 xl:grid-cols-3">
        {pipeline.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`column-${column.stage}`}
            data-testid={`column-${column.stage}`}
            onDragOver={(event) => {
              if (!dragging || dragging.stage === column.stage || column.stage === "placed") return;
              event.preventDefault();
              setOver(column.stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => drop(event, column.stage)}
            className={`rounded-xl border bg-slate-50 p-3 ${over === column.stage ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"}`}
          >
            <h2
              id={`column-${column.stage}`}
              className="mb-2 flex justify-between font-semibold text-slate-900"
            >
              <span>{column.label}</span>
              <span className="text-slate-600 text-sm">
                {column.count}
                <span className="sr-only"> applications</span>
              </span>
            </h2>
            <ol className="grid gap-2" aria-label={`${column.label} applications`}>
              {column.cards.length === 0 ? <li className="text-slate-600 text-sm">None.</li> : null}
              {column.cards.map((card) => (
                <Card
                  key={card.id}
                  card={card}
                  onMove={onMove}
                  onDragStart={() => setDragging(card)}
                  onDragEnd={() => setDragging(null)}
                />
              ))}
            </ol>
            {column.count > column.cards.length ? (
              <p className="mt-2 text-slate-600 text-xs">
                {column.count - column.cards.length} more in the list view.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

function Card({
  card,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  card: ApplicationCard;
  onMove: (card: ApplicationCard, stage: ApplicationStage) => Promise<void>;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const id = useId();
  const targets = MOVABLE_STAGES.filter((stage) => stage !== card.stage);
  const [target, setTarget] = useState<ApplicationStage>(targets[0] ?? "screening");
  const [busy, setBusy] = useState(false);
  const placed = card.stage === "placed";
  return (
    <li
      draggable={!placed}
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", card.id);
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      data-testid="application-card"
      className={`rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm ${placed ? "" : "cursor-grab"}`}
    >
      <Link to={`/admin/applications/${card.id}`} className="font-semibold text-brand-800 underline">
        {card.fullName}
      </Link>
      <p className="text-slate-700">{card.job ? card.job.title : "General application"}</p>
      <p className="text-slate-600 text-xs">
        Since <When value={card.stageChangedAt} />
        {card.hasAccount ? " · has an account" : ""}
      </p>
      {placed ? null : (
        <div className="mt-2 flex items-end gap-1">
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="sr-only">
              Move {card.fullName} to
            </label>
            <select
              id={id}
              value={target}
              onChange={(event) => setTarget(event.target.value as ApplicationStage)}
              className="h-9 w-full rounded-md border border-slate-300 bg-white px-1 text-xs"
            >
              {targets.map((stage) => (
                <option key={stage} value={stage}>
                  {APPLICATION_STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            className="h-9 px-2 text-xs"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onMove(card, target);
              setBusy(false);
            }}
          >
            Move to
            <span className="sr-only">
              {" "}
              {APPLICATION_STAGE_LABELS[target]}: {card.fullName}
            </span>
          </Button>
        </div>
      )}
    </li>
  );
}
