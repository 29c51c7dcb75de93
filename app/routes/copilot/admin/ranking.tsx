import { Link } from "react-router";
import { ColumnHeader, ConsoleTable, formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  MATCHING_CRITERIA,
  MATCHING_CRITERION_LABELS,
  type MatchingCriterion,
} from "../../../../common/matching";
import { getRanking } from "../../../../server/modules/copilot-admin";
import type { Route } from "./+types/ranking";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => getRanking(params.id), "copilot-admin");
}

const points = (value: number) => value.toFixed(1);

/** One logged ranking: what was asked, by which version and weights, and each entry's score and points. */
export default function CopilotAdminRanking({ loaderData: ranking }: Route.ComponentProps) {
  return (
    <>
      <Link
        to="/copilot/admin/rankings"
        className="text-ocean-700 text-sm underline-offset-2 hover:underline"
      >
        ← Ranking log
      </Link>
      <div className="mt-2">
        <PageTitle>Ranking for “{ranking.orderTitle}”</PageTitle>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">When</dt>
        <dd className="text-slate-700">{formatDateTime(ranking.createdAt)}</dd>
        <dt className="font-medium text-slate-900">Workspace</dt>
        <dd className="text-slate-700">
          {ranking.workspaceId ? (
            <Link
              to={`/copilot/admin/workspaces/${ranking.workspaceId}`}
              className="text-ocean-700 underline-offset-2 hover:underline"
            >
              {ranking.workspaceName ?? ranking.workspaceId}
            </Link>
          ) : ranking.subject === "demo" ? (
            "Public demo"
          ) : (
            "—"
          )}
        </dd>
        <dt className="font-medium text-slate-900">Subject</dt>
        <dd className="break-all text-slate-700">{ranking.subject}</dd>
        <dt className="font-medium text-slate-900">Ranker version</dt>
        <dd className="break-all text-slate-700">{ranking.version}</dd>
        <dt className="font-medium text-slate-900">Candidates</dt>
        <dd className="text-slate-700">
          {ranking.shown} shown of {ranking.considered} considered
        </dd>
        <dt className="font-medium text-slate-900">Must-have skills</dt>
        <dd className="text-slate-700">{ranking.order.mustHaveSkills.join(", ") || "None"}</dd>
        <dt className="font-medium text-slate-900">Weights</dt>
        <dd className="text-slate-700">
          {MATCHING_CRITERIA.map(
            (criterion) => `${MATCHING_CRITERION_LABELS[criterion]} ${ranking.weights[criterion]}`,
          ).join(", ")}
        </dd>
      </dl>
      <ConsoleTable
        caption="Entries in rank order, with each criterion's points"
        columns={3 + MATCHING_CRITERIA.length}
        minWidth="widest"
        empty={ranking.entries.length === 0 ? "No candidate was shown." : null}
        head={
          <>
            <ColumnHeader>Rank</ColumnHeader>
            <ColumnHeader>Candidate (pseudonymous)</ColumnHeader>
            <ColumnHeader>Score</ColumnHeader>
            {MATCHING_CRITERIA.map((criterion) => (
              <ColumnHeader key={criterion}>{MATCHING_CRITERION_LABELS[criterion]}</ColumnHeader>
            ))}
          </>
        }
      >
        {ranking.entries.map((entry) => {
          const byCriterion = new Map(
            entry.criteria.map((item) => [item.criterion as MatchingCriterion, item]),
          );
          return (
            <tr key={entry.id} className="border-slate-100 border-t align-top">
              <th scope="row" className="p-2 text-left font-medium">
                {entry.rank}
              </th>
              <td className="p-2 break-all text-slate-600">{entry.candidateId.slice(0, 8)}</td>
              <td className="p-2 font-medium">{points(entry.score)}</td>
              {MATCHING_CRITERIA.map((criterion) => {
                const item = byCriterion.get(criterion);
                return (
                  <td key={criterion} className="p-2">
                    {item ? points(item.points) : "—"}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </ConsoleTable>
    </>
  );
}
