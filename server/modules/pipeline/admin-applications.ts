import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApplicationAssessment } from "../../../common/assessments";
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
  CLOSED_STAGES,
  PIPELINE_STAGES,
  type StageEventKind,
  stageEventLabel,
} from "../../../common/recruiting";
import { db, type Executor } from "../../db/client";
import {
  applicationNotes,
  applicationStageEvents,
  applications,
  candidates,
  interviews,
  jobs,
  offers,
  storedFiles,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { assessmentsForApplications } from "../assessments";
import { type AdminActor, recordAudit } from "../audit";
import { moveApplicationToStage } from "./stages";

export const APPLICATION_NOT_FOUND = "We couldn't find that application.";
/** The job filter's value for applications without a job (/apply's general ones and talent-pool profiles). */
export const GENERAL_JOB_FILTER = "general";
/** Cards per board column; the rest of a column is in the list view. */
export const BOARD_CARDS_PER_STAGE = 20;
/** The list's stage filter: one stage, the closed ones together, or everything. */
export const LIST_STAGE_FILTERS = [...APPLICATION_STAGES, "closed", "all"] as const;
type ListStageFilter = (typeof LIST_STAGE_FILTERS)[number];

export type ApplicationCard = {
  id: string;
  fullName: string;
  email: string;
  source: string;
  stage: ApplicationStage;
  stageLabel: string;
  stageChangedAt: Date;
  createdAt: Date;
  hasAccount: boolean;
  candidate: { id: string; name: string } | null;
  job: { id: string; title: string; company: string } | null;
  /** "Assessed": the person's results within 12 months of applying (empty when none). */
  assessments: ApplicationAssessment[];
};

const cardColumns = {
  id: applications.id,
  fullName: applications.fullName,
  email: applications.email,
  source: applications.source,
  stage: applications.status,
  stageChangedAt: applications.stageChangedAt,
  createdAt: applications.createdAt,
  candidateId: candidates.id,
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobCompany: jobs.company,
};

type CardRow = Awaited<ReturnType<typeof cardsQuery>>[number];

function cardOf(row: CardRow, assessed: Map<string, ApplicationAssessment[]>): ApplicationCard {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    source: row.source,
    stage: row.stage,
    stageLabel: APPLICATION_STAGE_LABELS[row.stage],
    stageChangedAt: row.stageChangedAt,
    createdAt: row.createdAt,
    hasAccount: row.candidateId !== null,
    candidate: row.candidateId
      ? { id: row.candidateId, name: `${row.candidateFirstName ?? ""} ${row.candidateLastName ?? ""}`.trim() }
      : null,
    job: row.jobId ? { id: row.jobId, title: row.jobTitle ?? "", company: row.jobCompany ?? "" } : null,
    assessments: assessed.get(row.id) ?? [],
  };
}

/** The cards of some rows, with what each shows as assessed (one query for them all). */
async function cardsOf(rows: CardRow[]): Promise<ApplicationCard[]> {
  const assessed = await assessmentsForApplications(rows);
  return rows.map((row) => cardOf(row, assessed));
}

function cardsQuery(executor: Executor) {
  return executor
    .select(cardColumns)
    .from(applications)
    .leftJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId));
}

function paramOf(params: URLSearchParams | Record<string, unknown>, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return typeof value === "string" ? value.trim() : "";
}

/** "" for every job, "general" for none, or a job id (anything else matches nothing rather than everything). */
function jobCondition(job: string): SQL | undefined {
  if (!job) return undefined;
  if (job === GENERAL_JOB_FILTER) return isNull(applications.jobId);
  if (!isUuid(job)) return sql`false`;
  return eq(applications.jobId, job);
}

/** Name, email, or the job's title. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContains(q);
  return sql`(${applications.fullName} ILIKE ${pattern} OR ${applications.email} ILIKE ${pattern} OR ${applications.jobId} IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.title} ILIKE ${pattern}))`;
}

/** The console's applications table: filtered by job, stage and a search, newest stage change first. */
export async function listAdminApplications(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<ApplicationCard> & { q: string; job: string; stage: ListStageFilter }> {
  const { page, q } = pageQuery(params, ["changed"] as const);
  const job = paramOf(params, "job");
  const rawStage = paramOf(params, "stage");
  const stage = (LIST_STAGE_FILTERS as readonly string[]).includes(rawStage)
    ? (rawStage as ListStageFilter)
    : "all";
  const conditions = [jobCondition(job), searchCondition(q)].filter((c): c is SQL => c !== undefined);
  if (stage === "closed") conditions.push(inArray(applications.status, [...CLOSED_STAGES]));
  else if (stage !== "all") conditions.push(eq(applications.status, stage));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const orderBy = [desc(applications.stageChangedAt), desc(applications.id)];
  const { rows, total } = await pageByIds(applications, { where, orderBy, page }, (pageIds) =>
    cardsQuery(db())
      .where(inArray(applications.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows: await cardsOf(rows), total, page, pageSize: PAGE_SIZE, q, job, stage };
}

export type BoardColumn = { stage: ApplicationStage; label: string; count: number; cards: ApplicationCard[] };

/** The pipeline board: every stage with its count and its most recently moved cards. */
export async function loadApplicationBoard(
  params: URLSearchParams | Record<string, unknown>,
): Promise<{ job: string; q: string; columns: BoardColumn[]; jobs: JobFilterOption[] }> {
  const job = paramOf(params, "job");
  const q = paramOf(params, "q").slice(0, 200);
  const conditions = [jobCondition(job), searchCondition(q)].filter((c): c is SQL => c !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const counts = await db()
    .select({ stage: applications.status, n: count() })
    .from(applications)
    .where(where)
    .groupBy(applications.status);
  const stageRows = await Promise.all(
    APPLICATION_STAGES.map((stage) =>
      cardsQuery(db())
        .where(and(eq(applications.status, stage), where))
        .orderBy(desc(applications.stageChangedAt), desc(applications.id))
        .limit(BOARD_CARDS_PER_STAGE),
    ),
  );
  // What the cards show as assessed: one query for the whole board, not one per column.
  const assessed = await assessmentsForApplications(stageRows.flat());
  const columns = APPLICATION_STAGES.map(
    (stage, index): BoardColumn => ({
      stage,
      label: APPLICATION_STAGE_LABELS[stage],
      count: counts.find((row) => row.stage === stage)?.n ?? 0,
      cards: (stageRows[index] ?? []).map((row) => cardOf(row, assessed)),
    }),
  );
  return { job, q, columns, jobs: await listJobFilterOptions() };
}

export type JobFilterOption = { id: string; title: string; company: string; applications: number };

/** The jobs that have applications, for the console's job filter (general applications are separate). */
export async function listJobFilterOptions(): Promise<JobFilterOption[]> {
  return db()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, applications: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .groupBy(jobs.id, jobs.title, jobs.company)
    .orderBy(asc(jobs.title), asc(jobs.id));
}

export type StageHistoryEntry = {
  id: string;
  fromStage: ApplicationStage | null;
  toStage: ApplicationStage;
  label: string;
  kind: StageEventKind;
  actor: string;
  actorEmail: string | null;
  at: Date;
};

export async function stageHistoryOf(
  executor: Executor,
  applicationId: string,
): Promise<StageHistoryEntry[]> {
  const rows = await executor
    .select()
    .from(applicationStageEvents)
    .where(eq(applicationStageEvents.applicationId, applicationId))
    .orderBy(asc(applicationStageEvents.createdAt), asc(applicationStageEvents.id));
  return rows.map((row) => ({
    id: row.id,
    fromStage: row.fromStage,
    toStage: row.toStage,
    label: stageEventLabel(row),
    kind: row.kind,
    actor: row.actor,
    actorEmail: row.actorEmail,
    at: row.createdAt,
  }));
}

/** Everything the console's application page shows, internal notes and bill rates included. */
export async function getAdminApplication(id: string) {
  if (!isUuid(id)) throw new NotFound(APPLICATION_NOT_FOUND);
  const [application] = await db().select().from(applications).where(eq(applications.id, id));
  if (!application) throw new NotFound(APPLICATION_NOT_FOUND);
  const [job] = application.jobId
    ? await db()
        .select({ id: jobs.id, title: jobs.title, company: jobs.company, city: jobs.city, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.id, application.jobId))
    : [];
  const [candidate] = application.candidateId
    ? await db()
        .select({
          id: candidates.id,
          firstName: candidates.firstName,
          lastName: candidates.lastName,
          email: candidates.email,
        })
        .from(candidates)
        .where(eq(candidates.id, application.candidateId))
    : [];
  const [resume] = await db()
    .select({
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.sizeBytes,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, application.resumeFileId));
  const [history, notes, offerRows, interviewRows] = await Promise.all([
    stageHistoryOf(db(), id),
    db()
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id)),
    db()
      .select()
      .from(offers)
      .where(eq(offers.applicationId, id))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
    db()
      .select()
      .from(interviews)
      .where(eq(interviews.applicationId, id))
      .orderBy(asc(interviews.startsAt), asc(interviews.id)),
  ]);
  const assessed = await assessmentsForApplications([application]);
  const { resumeText: _text, resumeSearch: _search, ipHash: _ip, status, ...rest } = application;
  return {
    application: { ...rest, stage: status, stageLabel: APPLICATION_STAGE_LABELS[status] },
    job: job
      ? { id: job.id, title: job.title, company: job.company, location: `${job.city}, ${job.state}` }
      : null,
    candidate: candidate
      ? { id: candidate.id, name: `${candidate.firstName} ${candidate.lastName}`, email: candidate.email }
      : null,
    hasAccount: candidate !== undefined,
    resume: resume
      ? {
          name: resume.name,
          contentType: resume.contentType,
          size: resume.size,
          href: `/api/admin/applications/${id}/resume`,
        }
      : null,
    history,
    notes,
    offers: offerRows,
    interviews: interviewRows,
    assessments: assessed.get(id) ?? [],
  };
}

/** The stored resume of an application, for the download route (404 for an unknown id). */
export async function applicationResumeFileId(id: string): Promise<string> {
  if (!isUuid(id)) throw new NotFound(APPLICATION_NOT_FOUND);
  const [row] = await db()
    .select({ fileId: applications.resumeFileId })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw new NotFound(APPLICATION_NOT_FOUND);
  return row.fileId;
}

export const applicationStageSchema = z
  .object({
    stage: z.enum(APPLICATION_STAGES, { error: "Choose a stage." }),
  })
  .strict();

/** Stages a recruiter may move a card to by hand; 'placed' comes only from an accepted offer. */
export const MANUAL_STAGES: readonly ApplicationStage[] = APPLICATION_STAGES.filter(
  (stage) => stage !== "placed",
);

export const PLACED_ONLY_BY_OFFER =
  "An application is placed when its offer is accepted: record the offer and its acceptance instead.";

/** A recruiter moves an application (board or detail page); audited; the new history back. */
export async function changeApplicationStage(
  actor: AdminActor,
  id: string,
  { stage }: z.output<typeof applicationStageSchema>,
) {
  if (!isUuid(id)) throw new NotFound(APPLICATION_NOT_FOUND);
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id));
    if (!current) throw new NotFound(APPLICATION_NOT_FOUND);
    if (stage === "placed" && current.status !== "placed") throw new Conflict(PLACED_ONLY_BY_OFFER);
    const move = await moveApplicationToStage(tx, {
      applicationId: id,
      toStage: stage,
      actor: "recruiter",
      actorEmail: actor.email,
    });
    if (move.fromStage !== move.toStage) {
      await recordAudit(tx, actor, {
        action: "application.stage_changed",
        entityType: "application",
        entityId: id,
        before: { stage: move.fromStage },
        after: { stage: move.toStage },
      });
    }
    return {
      id,
      stage: move.toStage,
      stageLabel: APPLICATION_STAGE_LABELS[move.toStage],
      stageChangedAt: move.changedAt,
      history: await stageHistoryOf(tx, id),
    };
  });
}

export const applicationNoteSchema = z
  .object({
    body: z
      .string({ error: "Write the note." })
      .trim()
      .min(1, "Write the note.")
      .max(5000, "At most 5,000 characters."),
  })
  .strict();

/** An internal note on an application (never shown to the candidate); audited. */
export async function addApplicationNote(
  actor: AdminActor,
  id: string,
  { body }: z.output<typeof applicationNoteSchema>,
) {
  if (!isUuid(id)) throw new NotFound(APPLICATION_NOT_FOUND);
  return db().transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, id));
    if (!application) throw new NotFound(APPLICATION_NOT_FOUND);
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: id, authorEmail: actor.email, body })
      .returning();
    await recordAudit(tx, actor, {
      action: "application.note_added",
      entityType: "application",
      entityId: id,
      after: { noteId: note?.id },
    });
    return note;
  });
}

export { PIPELINE_STAGES };
