import { eq, getTableColumns } from "drizzle-orm";
import { type AdminInterview, type CandidateInterview, INTERVIEW_MESSAGES } from "../../../common/interviews";
import { INTERVIEW_FORMAT_LABELS } from "../../../common/recruiting";
import { toZonedLocal } from "../../../common/time-zones";
import type { Executor } from "../../db/client";
import { applications, interviews, jobs } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import type { InvitationInterview } from "./invitation-email";
import { interviewEnd } from "./invitation-email";

export type InterviewRow = typeof interviews.$inferSelect;

/** The interview with whose it is (the application's person and account) and for which job. */
export type InterviewRecord = InterviewRow & {
  candidateName: string;
  candidateEmail: string;
  candidateId: string | null;
  job: { id: string; title: string; company: string } | null;
};

export const interviewColumns = getTableColumns(interviews);

/** What every reader of interviews selects: the interview, its candidate and its job. */
export const interviewRecordColumns = {
  ...interviewColumns,
  candidateName: applications.fullName,
  candidateEmail: applications.email,
  candidateId: applications.candidateId,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobCompany: jobs.company,
};

/** The select every reader of interviews starts from: interview, application and job joined. */
export function selectInterviewRecords(executor: Executor) {
  return executor
    .select(interviewRecordColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .$dynamic();
}

type JoinedRow = InterviewRow & {
  candidateName: string;
  candidateEmail: string;
  candidateId: string | null;
  jobId: string | null;
  jobTitle: string | null;
  jobCompany: string | null;
};

export function toRecord({ jobId, jobTitle, jobCompany, ...row }: JoinedRow): InterviewRecord {
  return {
    ...row,
    job:
      jobId && jobTitle !== null && jobCompany !== null
        ? { id: jobId, title: jobTitle, company: jobCompany }
        : null,
  };
}

/** One interview by id, locked for the change when asked; 404 for an unknown or malformed id. */
export async function loadInterviewRecord(
  executor: Executor,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<InterviewRecord> {
  if (!isUuid(id)) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  const query = selectInterviewRecords(executor).where(eq(interviews.id, id));
  const [row] = forUpdate ? await query.for("update", { of: interviews }) : await query;
  if (!row) throw new NotFound(INTERVIEW_MESSAGES.notFound);
  return toRecord(row);
}

/** Over once its end has passed. */
export const hasEnded = (interview: { startsAt: Date; durationMinutes: number }, now = new Date()) =>
  interviewEnd(interview).getTime() <= now.getTime();

export function toInvitation(record: InterviewRecord): InvitationInterview {
  return {
    ...record,
    candidate: { name: record.candidateName, email: record.candidateEmail },
  };
}

export function toCandidateInterview(record: InterviewRecord): CandidateInterview {
  return {
    id: record.id,
    startsAt: record.startsAt.toISOString(),
    proposedTimes: record.proposedTimes.map((time) => time.toISOString()),
    endsAt: interviewEnd(record).toISOString(),
    timeZone: record.timeZone,
    format: record.format,
    formatLabel: INTERVIEW_FORMAT_LABELS[record.format],
    location: record.location,
    meetingUrl: record.meetingUrl,
    interviewers: record.interviewers,
    status: record.status,
    candidateResponse: record.candidateResponse,
    candidateNote: record.candidateNote,
    job: record.job,
  };
}

export function toAdminInterview(record: InterviewRecord): AdminInterview {
  const local = toZonedLocal(record.startsAt, record.timeZone);
  return {
    ...toCandidateInterview(record),
    applicationId: record.applicationId,
    durationMinutes: record.durationMinutes,
    sequence: record.sequence,
    respondedAt: record.respondedAt?.toISOString() ?? null,
    localDate: local.date,
    localTime: local.time,
    candidate: { name: record.candidateName, email: record.candidateEmail },
  };
}
