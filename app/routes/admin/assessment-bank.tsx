import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { ItemForm } from "~/components/admin/assessment-item-form";
import {
  AssessmentTabs,
  itemReview,
  REVIEW_MIN_ATTEMPTS,
  shareLabel,
} from "~/components/admin/assessment-parts";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import { ColumnHeader, ConsoleTable, PageTitle, useQueryLink } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { cn } from "~/lib/utils";
import { itemListQuerySchema } from "../../../common/assessment-schemas";
import { ITEM_KIND_LABELS, type StaffAssessment, type StaffItem } from "../../../common/assessments";
import { parseInput } from "../../../server/kernel/parse-input";
import { listAssessmentsAsStaff, listItemsAsStaff } from "../../../server/modules/assessments";
import type { Route } from "./+types/assessment-bank";

/** The assessment and its items of the status asked for (?status=active|retired|all); 404 for an unknown id. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const status = new URL(request.url).searchParams.get("status") || undefined;
    const query = parseInput(itemListQuerySchema, { status });
    const [items, assessments] = await Promise.all([
      listItemsAsStaff(params.id, query),
      listAssessmentsAsStaff(),
    ]);
    const assessment = assessments.find((candidate) => candidate.id === params.id);
    if (!assessment) throw new Response("Not found", { status: 404 });
    return { assessment, assessments, items, status: query.status };
  });
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `Question bank: ${data.assessment.title}` : "Question bank"} · Admin` },
];

const STATUS_VIEWS = [
  { value: "active", label: "Active" },
  { value: "retired", label: "Retired" },
  { value: "all", label: "All" },
] as const;

const shortPrompt = (prompt: string) => (prompt.length > 140 ? `${prompt.slice(0, 137)}…` : prompt);

/**
 * An assessment's question bank: its pass mark, its questions by section with their status and how
 * often each is answered right (questions that look bad are marked), and adding a question. Each
 * question opens its own page to edit (with history), retire or restore it.
 */
export default function AdminAssessmentBank({ loaderData }: Route.ComponentProps) {
  const { assessment, assessments, items, status } = loaderData;
  const { message, succeeded } = useRowChange();
  const navigate = useNavigate();
  const link = useQueryLink();
  const [adding, setAdding] = useState(false);
  const flagged = items.filter((item) => itemReview(item.statistic) !== null);

  return (
    <>
      <PageTitle>Question bank: {assessment.title}</PageTitle>
      <AssessmentTabs assessments={assessments} />
      <Settings assessment={assessment} onSaved={(text) => succeeded(text)} />
      <ChangeNotice message={message} />

      <section aria-labelledby="bank-questions" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bank-questions" className="font-semibold text-lg text-slate-900">
            Questions
          </h2>
          {adding ? null : <Button onClick={() => setAdding(true)}>Add a question</Button>}
        </div>
        <p className="mt-1 text-slate-600 text-sm">
          {assessment.activeItems} active and {assessment.retiredItems} retired questions; each sitting draws{" "}
          {assessment.itemsPerSitting}. “Answered right” counts closed sittings that were not reset; a
          question is marked for review from {REVIEW_MIN_ATTEMPTS} sittings when almost nobody or almost
          everybody gets it right.
        </p>
        {adding ? (
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">Add a question</h3>
            <ItemForm
              target={{ mode: "new", assessmentId: assessment.id, sections: assessment.sections }}
              onClose={() => setAdding(false)}
              onSaved={async (item) => {
                setAdding(false);
                await navigate(`/admin/assessments/items/${item.id}`);
              }}
            />
          </div>
        ) : null}
        <nav aria-label="Questions by status" className="mt-4 flex flex-wrap gap-2">
          {STATUS_VIEWS.map((view) => (
            <Link
              key={view.value}
              to={link({ status: view.value === "active" ? null : view.value })}
              aria-current={status === view.value ? "page" : undefined}
              className={cn(
                "rounded-md border px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ocean-700",
                status === view.value
                  ? "border-ocean-700 bg-ocean-700 text-white"
                  : "border-slate-300 bg-white text-slate-900 hover:border-ocean-700",
              )}
            >
              {view.label}
            </Link>
          ))}
        </nav>
        {flagged.length > 0 ? (
          <p className="mt-4 font-medium text-amber-900 text-sm">
            {flagged.length} {flagged.length === 1 ? "question looks" : "questions look"} bad: see “Review”
            below.
          </p>
        ) : null}
        {assessment.sections.map((section) => (
          <SectionItems
            key={section.key}
            section={section}
            items={items.filter((item) => item.sectionKey === section.key)}
          />
        ))}
      </section>
    </>
  );
}

function SectionItems({
  section,
  items,
}: {
  section: StaffAssessment["sections"][number];
  items: StaffItem[];
}) {
  return (
    <section aria-labelledby={`bank-section-${section.key}`} className="mt-6">
      <h3 id={`bank-section-${section.key}`} className="font-semibold text-slate-900">
        {section.title}
        <span className="font-normal text-slate-600 text-sm">
          {" "}
          · {ITEM_KIND_LABELS[section.kind]} · {section.activeItems} active, {section.itemsPerSitting} per
          sitting
        </span>
      </h3>
      <ConsoleTable
        caption={`Questions of ${section.title}`}
        columns={6}
        minWidth="widest"
        empty={items.length === 0 ? "No questions here." : null}
        head={
          <>
            <ColumnHeader>Question</ColumnHeader>
            <ColumnHeader>Version</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Sittings</ColumnHeader>
            <ColumnHeader>Answered right</ColumnHeader>
            <ColumnHeader>Review</ColumnHeader>
          </>
        }
      >
        {items.map((item) => {
          const review = itemReview(item.statistic);
          return (
            <tr
              key={item.id}
              className={cn("border-slate-100 border-t align-top", review ? "bg-amber-50" : undefined)}
              data-testid="bank-item"
            >
              <th scope="row" className="p-2 text-left font-normal">
                <Link
                  to={`/admin/assessments/items/${item.id}`}
                  className="font-medium text-ocean-700 underline-offset-2 hover:underline"
                >
                  {item.key}
                </Link>
                <span className="block text-slate-700">{shortPrompt(item.current.prompt)}</span>
              </th>
              <td className="p-2">{item.current.version}</td>
              <td className="p-2">{item.retiredAt ? "Retired" : "Active"}</td>
              <td className="p-2">{item.statistic.attempts}</td>
              <td className="p-2">{shareLabel(item.statistic.pValue)}</td>
              <td className="p-2">{review ? <strong className="text-amber-900">{review}</strong> : "—"}</td>
            </tr>
          );
        })}
      </ConsoleTable>
    </section>
  );
}

/** The pass mark, for sittings started from now on (a sitting keeps the mark it started with). */
function Settings({
  assessment,
  onSaved,
}: {
  assessment: StaffAssessment;
  onSaved: (text: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("passThreshold") ?? "").trim();
    setSaving(true);
    const result = await adminSend<StaffAssessment>(
      "PUT",
      `/api/admin/assessments/${assessment.id}/settings`,
      {
        passThreshold: /^\d+$/.test(text) ? Number(text) : text,
      },
    );
    setSaving(false);
    setError(result.ok ? undefined : (result.fields.passThreshold ?? result.message));
    if (result.ok) await onSaved(`The pass mark of ${assessment.title} is now ${result.data.passThreshold}.`);
  }

  return (
    <section aria-labelledby="bank-settings" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="bank-settings" className="font-semibold text-lg text-slate-900">
        Settings
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {assessment.minutes} minutes, {assessment.itemsPerSitting} questions per sitting, one sitting every{" "}
        {assessment.retakeDays} days. The pass mark applies to sittings started from now on.
      </p>
      <form
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label="Pass mark"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <TextField
          id="bank-pass-threshold"
          name="passThreshold"
          inputMode="numeric"
          label="Pass mark (0 to 100)"
          defaultValue={assessment.passThreshold}
          key={assessment.passThreshold}
          error={error}
          required
          className="w-48"
        />
        <SubmitButton pending={saving} pendingLabel="Saving…">
          Save pass mark
        </SubmitButton>
      </form>
    </section>
  );
}
