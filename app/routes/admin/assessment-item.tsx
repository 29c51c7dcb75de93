import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { ItemForm } from "~/components/admin/assessment-item-form";
import { itemReview, shareLabel } from "~/components/admin/assessment-parts";
import { ActionPanel } from "~/components/admin/consultation-actions";
import { When } from "~/components/admin/date-time";
import { type ChangeMessage, ChangeNotice } from "~/components/admin/row-change";
import { PageTitle } from "~/components/admin/table-controls";
import { Button } from "~/components/ui/button";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  ITEM_KIND_LABELS,
  type StaffItemVersion,
  type StaffItemWithHistory,
} from "../../../common/assessments";
import { getItemAsStaff, listAssessmentsAsStaff } from "../../../server/modules/assessments";
import type { Route } from "./+types/assessment-item";

/** The question with every version, and its assessment (for the section's title and the way back). */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const [item, assessments] = await Promise.all([getItemAsStaff(params.id), listAssessmentsAsStaff()]);
    const assessment = assessments.find((candidate) => candidate.id === item.assessmentId);
    return { item, assessment: assessment ?? null };
  });
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `Question ${data.item.key}` : "Question"} · Admin` },
];

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </>
  );
}

/** One version as it was: who wrote it and why, the question, the options with the key, or the rubric. */
function Version({ version }: { version: StaffItemVersion }) {
  const keyOf = (id: string) =>
    [
      version.correctOption === id ? "right answer" : null,
      version.bestOption === id ? "best" : null,
      version.worstOption === id ? "worst" : null,
    ]
      .filter(Boolean)
      .join(", ");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="item-version">
      <h3 className="font-semibold text-slate-900">Version {version.version}</h3>
      <p className="text-slate-600 text-sm">
        <When value={version.createdAt} /> by {version.editedBy}
        {version.changeNote ? ` · ${version.changeNote}` : null}
      </p>
      {version.passage ? (
        <p className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-2 text-slate-700 text-sm">
          {version.passage}
        </p>
      ) : null}
      <p className="mt-2 whitespace-pre-wrap text-slate-900 text-sm">{version.prompt}</p>
      {version.options.length > 0 ? (
        <ol className="mt-2 list-[upper-alpha] pl-6 text-sm">
          {version.options.map((option) => (
            <li key={option.id}>
              {option.text}
              {keyOf(option.id) ? <strong className="text-green-900"> ({keyOf(option.id)})</strong> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {version.rubric ? (
        <p className="mt-2 text-slate-700 text-sm">
          {version.rubric.minWords} to {version.rubric.maxWords} words; resolution words:{" "}
          {version.rubric.resolutionWords.join(", ")}
        </p>
      ) : null}
    </li>
  );
}

/**
 * One question of a bank: its statistics, editing (each save is a new version; sittings keep the
 * version they showed), retiring or restoring, and every version so far.
 */
export default function AdminAssessmentItem({ loaderData }: Route.ComponentProps) {
  const { item, assessment } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<ChangeMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const section = assessment?.sections.find((candidate) => candidate.key === item.sectionKey);
  const review = itemReview(item.statistic);
  const retired = item.retiredAt !== null;

  async function setRetired(retire: boolean) {
    setBusy(true);
    const result = await adminSend<StaffItemWithHistory>(
      "POST",
      `/api/admin/assessments/items/${item.id}/${retire ? "retire" : "restore"}`,
      undefined,
    );
    setBusy(false);
    setMessage(
      result.ok
        ? {
            tone: "success",
            text: retire
              ? `Question ${item.key} is retired: new sittings no longer draw it; past sittings keep it.`
              : `Question ${item.key} is restored: new sittings may draw it again.`,
          }
        : { tone: "error", text: result.message },
    );
    if (result.ok) await revalidator.revalidate();
  }

  async function saved(updated: StaffItemWithHistory) {
    setMessage({
      tone: "success",
      text: `Question ${item.key} is saved as version ${updated.current.version}.`,
    });
    await revalidator.revalidate();
  }

  return (
    <>
      {assessment ? (
        <Link
          to={`/admin/assessments/${assessment.id}/items`}
          className="text-ocean-700 text-sm underline-offset-2 hover:underline"
        >
          ← Question bank: {assessment.title}
        </Link>
      ) : null}
      <div className="mt-2">
        <PageTitle>Question {item.key}</PageTitle>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Detail term="Section">{section?.title ?? item.sectionKey}</Detail>
        <Detail term="Kind">{ITEM_KIND_LABELS[item.kind]}</Detail>
        <Detail term="Status">
          {retired && item.retiredAt ? (
            <>
              Retired <When value={item.retiredAt} />
            </>
          ) : (
            "Active"
          )}
        </Detail>
        <Detail term="Current version">{item.current.version}</Detail>
        <Detail term="Sittings that showed it">{item.statistic.attempts}</Detail>
        <Detail term="Answered right">{shareLabel(item.statistic.pValue)}</Detail>
        {review ? (
          <Detail term="Review">
            <strong className="text-amber-900">{review}</strong>
          </Detail>
        ) : null}
      </dl>
      <ChangeNotice message={message} />
      <div className="mt-4">
        <Button variant="outline" disabled={busy} onClick={() => void setRetired(!retired)}>
          {retired ? "Restore question" : "Retire question"}
        </Button>
      </div>
      <ActionPanel
        id="item-edit-title"
        title="Edit"
        hint="Saving adds a new version that new sittings draw; sittings already taken keep the version they showed."
      >
        <ItemForm key={item.current.version} target={{ mode: "edit", item }} onSaved={saved} />
      </ActionPanel>
      <section aria-labelledby="item-history" className="mt-8">
        <h2 id="item-history" className="font-semibold text-lg text-slate-900">
          History ({item.history.length} {item.history.length === 1 ? "version" : "versions"}, newest first)
        </h2>
        <ol className="mt-3 space-y-3">
          {item.history.map((version) => (
            <Version key={version.version} version={version} />
          ))}
        </ol>
      </section>
    </>
  );
}
