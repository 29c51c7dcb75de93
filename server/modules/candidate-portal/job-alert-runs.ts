import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import { BRAND } from "../../../common/brand";
import { escapeHtml } from "../../../common/escape-html";
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_TYPE_LABELS } from "../../../common/job-format";
import type { JobSearch } from "../../../common/job-search";
import { appConfig } from "../../config";
import { db } from "../../db/client";
import { candidates, jobAlertDeliveries, jobAlerts } from "../../db/schema";
import {
  emailFinePrint,
  emailLink,
  emailList,
  emailParagraph,
  emailParagraphs,
} from "../../kernel/email-layout";
import { layoutEmail } from "../../mail/action-email";
import { enqueueMail, type MailMessage } from "../../mail/outbox";
import { type JobSummary, searchJobs } from "../jobs";
import { nextRunAfter } from "./job-alerts";
import { unsubscribeToken } from "./unsubscribe-token";

/** Jobs listed in one email; a search this broad gets a link to the rest on /jobs. */
export const JOBS_PER_ALERT_EMAIL = 25;
const SEARCH_PAGE = 100;
const MAX_PAGES = 5;
const DUE_BATCH = 100;

type AlertRow = typeof jobAlerts.$inferSelect;

/**
 * Runs every alert due at `now`: each emails the open jobs matching its search that were posted
 * since its last run and that it never sent, in one email, and records them as sent in the same
 * transaction; then its next run moves a day or a week on. Nothing new, no email. Each alert is
 * locked (SKIP LOCKED) while it runs and its deliveries are keyed by (alert, job), so two workers at
 * once never send a job twice. Returns how many emails were queued.
 */
export async function runDueJobAlerts(now: Date = new Date()): Promise<number> {
  let emails = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = await db()
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(and(lte(jobAlerts.nextRunAt, now), isNull(jobAlerts.unsubscribedAt)))
      .orderBy(asc(jobAlerts.nextRunAt), asc(jobAlerts.id))
      .limit(DUE_BATCH);
    const fresh = due.filter(({ id }) => !seen.has(id));
    for (const { id } of fresh) {
      seen.add(id);
      if (await runAlert(id, now)) emails += 1;
    }
    // Alerts locked by another worker stay due; they are that worker's, not a reason to loop.
    if (due.length < DUE_BATCH || fresh.length === 0) return emails;
  }
}

async function runAlert(alertId: string, now: Date): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, alertId), lte(jobAlerts.nextRunAt, now), isNull(jobAlerts.unsubscribedAt)))
      .for("update", { skipLocked: true });
    if (!alert) return false;
    const [candidate] = await tx
      .select({ email: candidates.email, firstName: candidates.firstName })
      .from(candidates)
      .where(eq(candidates.id, alert.candidateId));
    const matches = await newMatchingJobs(alert);
    const delivered = matches.length
      ? await tx
          .select({ jobId: jobAlertDeliveries.jobId })
          .from(jobAlertDeliveries)
          .where(
            and(
              eq(jobAlertDeliveries.alertId, alert.id),
              inArray(
                jobAlertDeliveries.jobId,
                matches.map((job) => job.id),
              ),
            ),
          )
      : [];
    const sentBefore = new Set(delivered.map((row) => row.jobId));
    const unsent = matches.filter((job) => !sentBefore.has(job.id)).slice(0, JOBS_PER_ALERT_EMAIL);
    const inserted = unsent.length
      ? await tx
          .insert(jobAlertDeliveries)
          .values(unsent.map((job) => ({ alertId: alert.id, jobId: job.id, sentAt: now })))
          .onConflictDoNothing()
          .returning({ jobId: jobAlertDeliveries.jobId })
      : [];
    const insertedIds = new Set(inserted.map((row) => row.jobId));
    const toSend = unsent.filter((job) => insertedIds.has(job.id));
    if (toSend.length > 0 && candidate) {
      await enqueueMail(tx, jobAlertEmail(alert, candidate, toSend, await unsubscribeToken(alert.id)));
    }
    await tx
      .update(jobAlerts)
      .set({ lastRunAt: now, nextRunAt: nextRunAfter(now, alert.frequency) })
      .where(eq(jobAlerts.id, alert.id));
    return toSend.length > 0 && Boolean(candidate);
  });
}

/** The alert's search as the job board runs it. */
export function alertSearch(alert: Pick<AlertRow, "query" | "filters">): Omit<JobSearch, "limit" | "offset"> {
  const { location, employmentType, industry, workplaceType } = alert.filters;
  return {
    q: alert.query || undefined,
    location: location || undefined,
    type: (employmentType || undefined) as JobSearch["type"],
    industry: (industry || undefined) as JobSearch["industry"],
    remote: (workplaceType || undefined) as JobSearch["remote"],
    sort: "newest",
  };
}

/**
 * Open jobs matching the alert's search, posted on or after the day of its last run (UTC, as
 * posted_at is kept), newest first, through the job board's own search. Jobs of that day that were
 * already sent are dropped by the deliveries.
 */
async function newMatchingJobs(alert: AlertRow): Promise<JobSummary[]> {
  const since = alert.lastRunAt.toISOString().slice(0, 10);
  const found: JobSummary[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { jobs } = await searchJobs({
      ...alertSearch(alert),
      limit: SEARCH_PAGE,
      offset: page * SEARCH_PAGE,
    });
    for (const job of jobs) {
      if (!job.postedAt || job.postedAt < since) return found;
      found.push(job);
    }
    if (jobs.length < SEARCH_PAGE) return found;
  }
  return found;
}

const labelOf = (labels: Record<string, string>, value: string | undefined) =>
  value ? (labels[value] ?? value) : "";

/** What the alert searches for, in words: "“nurse” in Miami (Full-time, Healthcare)". */
export function describeAlert(alert: Pick<AlertRow, "query" | "filters">): string {
  const { location, employmentType, industry, workplaceType } = alert.filters;
  const kinds = [
    labelOf(EMPLOYMENT_TYPE_LABELS, employmentType),
    industry ?? "",
    labelOf(WORKPLACE_TYPE_LABELS, workplaceType),
  ].filter(Boolean);
  const what = alert.query ? `“${alert.query}”` : "all jobs";
  return `${what}${location ? ` in ${location}` : ""}${kinds.length ? ` (${kinds.join(", ")})` : ""}`;
}

function alertSearchUrl(alert: Pick<AlertRow, "query" | "filters">): string {
  const { location, employmentType, industry, workplaceType } = alert.filters;
  const params = new URLSearchParams();
  if (alert.query) params.set("q", alert.query);
  if (location) params.set("location", location);
  if (employmentType) params.set("type", employmentType);
  if (industry) params.set("industry", industry);
  if (workplaceType) params.set("remote", workplaceType);
  params.set("sort", "newest");
  return `${appConfig().APP_URL}/jobs?${params.toString()}`;
}

export function jobAlertEmail(
  alert: Pick<AlertRow, "query" | "filters" | "frequency">,
  candidate: { email: string; firstName: string },
  jobs: Pick<JobSummary, "id" | "title" | "company" | "location">[],
  token: string,
): MailMessage {
  const appUrl = appConfig().APP_URL;
  const unsubscribeUrl = `${appUrl}/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const searchUrl = alertSearchUrl(alert);
  const what = describeAlert(alert);
  const title = jobs.length === 1 ? `1 new job for ${what}` : `${jobs.length} new jobs for ${what}`;
  const jobUrl = (id: string) => `${appUrl}/jobs/${id}`;
  const intro = `Hi ${candidate.firstName}, here ${jobs.length === 1 ? "is the job" : "are the jobs"} posted since your last ${alert.frequency} alert.`;
  const footer = `You get this ${alert.frequency} email because you created a job alert in your ${BRAND.name} candidate account. Unsubscribe from this alert: ${unsubscribeUrl}`;
  const bodyText = [
    intro,
    ...jobs.map((job) => `${job.title}\n${job.company} · ${job.location}\n${jobUrl(job.id)}`),
    `See every match: ${searchUrl}`,
    footer,
  ].join("\n\n");
  const bodyHtml = [
    emailParagraphs([intro]),
    emailList(
      jobs.map(
        (job) =>
          `<strong>${emailLink(jobUrl(job.id), job.title)}</strong><br>${escapeHtml(job.company)} · ${escapeHtml(job.location)}`,
      ),
    ),
    emailParagraph(emailLink(searchUrl, "See every match on our job board")),
    emailFinePrint(
      `You get this ${escapeHtml(alert.frequency)} email because you created a job alert in your ${escapeHtml(BRAND.name)} candidate account. ${emailLink(unsubscribeUrl, "Unsubscribe from this alert")}.`,
    ),
  ].join("\n");
  return layoutEmail({
    to: candidate.email,
    title,
    bodyHtml,
    bodyText,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
  });
}
