import { and, desc, eq } from "drizzle-orm";
import { CONTACT_FALLBACKS } from "../../../common/brand";
import { formatInZone } from "../../../common/interviews";
import { appConfig } from "../../config";
import type { Executor } from "../../db/client";
import { adminAuditLog } from "../../db/schema";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";
import { getSiteSettings } from "../settings/site-settings";
import type { InterviewRecord } from "./interview-records";

/**
 * Who hears about a candidate's reschedule request: the recruiter who last scheduled or moved the
 * interview (from the audit log), else the site's contact inbox.
 */
export async function recruiterAddressFor(executor: Executor, interviewId: string): Promise<string> {
  const [last] = await executor
    .select({ email: adminAuditLog.actorEmail })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, "interview"), eq(adminAuditLog.entityId, interviewId)))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(1);
  if (last?.email) return last.email;
  return (await getSiteSettings(executor)).contactEmail || CONTACT_FALLBACKS.email;
}

/** "Maria Gonzalez asked to reschedule" with the note, the current time and a link to the console. */
export function rescheduleRequestEmail(record: InterviewRecord, note: string, to: string): MailMessage {
  const consoleUrl = `${appConfig().APP_URL}/admin/interviews`;
  const what = record.job ? `${record.job.title} at ${record.job.company}` : "a general application";
  const title = `Reschedule requested: ${record.candidateName}, ${what}`;
  const when = `${formatInZone(record.startsAt, record.timeZone)} (${record.timeZone})`;
  const bodyText = [
    `${record.candidateName} (${record.candidateEmail}) asked to reschedule the interview for ${what}.`,
    `Current time: ${when}`,
    `Their note: ${note}`,
    `Reschedule it from the application's page in the console: ${consoleUrl}`,
  ].join("\n\n");
  const bodyHtml = `<p style="margin:0 0 16px;"><strong>${escapeHtml(record.candidateName)}</strong> (${escapeHtml(record.candidateEmail)}) asked to reschedule the interview for ${escapeHtml(what)}.</p>
<p style="margin:0 0 16px;"><strong>Current time:</strong> ${escapeHtml(when)}</p>
<p style="margin:0 0 16px;white-space:pre-line;"><strong>Their note:</strong> ${escapeHtml(note)}</p>
<p style="margin:0;"><a href="${escapeHtml(consoleUrl)}" style="color:#c2410c;">Open the interviews in the console</a></p>`;
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return { to, subject: title, text, html };
}
