/**
 * Who is ranked for an order (ADR 0027): the talent pool's prefilter (candidates who allow
 * automated ranking), the order's applicants (applications to the job published from it) and
 * everyone the client already decided on or asked for. Opted-out candidates are left out by the
 * matching module, applicants included.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { applications } from "../../db/schema";
import type { CopilotOrderRow } from "./order-access";

/** The candidate accounts that applied to the order's published job. */
export async function applicantIdsOf(executor: Executor, order: CopilotOrderRow): Promise<Set<string>> {
  if (!order.jobId) return new Set();
  const rows = await executor
    .selectDistinct({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.jobId, order.jobId), isNotNull(applications.candidateId)));
  return new Set(rows.flatMap((row) => (row.candidateId ? [row.candidateId] : [])));
}

/** The subject the ranking log files an order's rankings under. */
export const rankingSubjectOf = (orderId: string) => `copilot-order:${orderId}`;
