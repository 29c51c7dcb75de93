import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type AdminInterview, INTERVIEW_MESSAGES } from "../../../common/interviews";
import { db } from "../../db/client";
import { applications, interviews } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { offsetOf, PAGE_SIZE, type Page } from "../../kernel/paging";
import { selectInterviewRecords, toAdminInterview, toRecord } from "./interview-records";

export const INTERVIEW_RANGES = ["upcoming", "past"] as const;
export type InterviewRange = (typeof INTERVIEW_RANGES)[number];

/** An interview's end, in SQL: upcoming until then, past after. */
export const interviewEndSql = sql`(${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}))`;

const rangeQuery = z.object({
  range: z.enum(INTERVIEW_RANGES).catch("upcoming"),
  page: z.coerce.number().int().min(1).max(2000).catch(1),
});

/**
 * GET /api/admin/interviews: one page across applications. Upcoming (not yet over) soonest first,
 * past latest first; cancelled ones stay listed, marked so.
 */
export async function listAdminInterviews(
  params: URLSearchParams,
): Promise<Page<AdminInterview> & { range: InterviewRange }> {
  const { range, page } = rangeQuery.parse({
    range: params.get("range") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  const where: SQL =
    range === "upcoming" ? sql`${interviewEndSql} > now()` : sql`${interviewEndSql} <= now()`;
  const order = range === "upcoming" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectInterviewRecords(db())
      .where(where)
      .orderBy(order(interviews.startsAt), order(interviews.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db().select({ n: count() }).from(interviews).where(where),
  ]);
  return {
    rows: rows.map((row) => toAdminInterview(toRecord(row))),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
    range,
  };
}

/** GET /api/admin/applications/:id/interviews: every interview of one application, latest first. 404. */
export async function listApplicationInterviews(
  applicationId: string,
): Promise<{ interviews: AdminInterview[] }> {
  const [application] = isUuid(applicationId)
    ? await db().select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId))
    : [];
  if (!application) throw new NotFound(INTERVIEW_MESSAGES.applicationNotFound);
  const rows = await selectInterviewRecords(db())
    .where(eq(interviews.applicationId, application.id))
    .orderBy(desc(interviews.startsAt), desc(interviews.id));
  return { interviews: rows.map((row) => toAdminInterview(toRecord(row))) };
}
