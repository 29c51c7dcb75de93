import { and, desc, eq } from "drizzle-orm";
import { CONTACT_FALLBACKS } from "../../../common/brand";
import { escapeHtml } from "../../../common/escape-html";
import { formatInZone } from "../../../common/interviews";
import { appConfig } from "../../config";
import type { Executor } from "../../db/client";
import { adminAuditLog } from "../../db/schema";
import { emailLink, emailParagraph, emailStrong, emailText } from "../../kernel/email-layout";
import { layoutEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import { getSiteSettings } from "../settings";
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
  const bodyHtml = [
    emailParagraph(
      `${emailStrong(record.candidateName)} (${escapeHtml(record.candidateEmail)}) asked to reschedule the interview for ${escapeHtml(what)}.`,
    ),
    emailParagraph(`${emailStrong("Current time:")} ${escapeHtml(when)}`),
    emailParagraph(`${emailStrong("Their note:")} ${emailText(note)}`),
    emailParagraph(emailLink(consoleUrl, "Open the interviews in the console")),
  ].join("\n");
  return layoutEmail({ to, title, bodyHtml, bodyText });
}
