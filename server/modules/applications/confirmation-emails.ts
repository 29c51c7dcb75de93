import { BRAND } from "../../../common/brand";
import { escapeHtml } from "../../../common/escape-html";
import { appConfig } from "../../config";
import { emailLink, emailParagraph, emailParagraphs } from "../../kernel/email-layout";
import { layoutEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

export type ConfirmedApplication = {
  id: string;
  fullName: string;
  email: string;
  resumeName: string;
  /** The job applied to; null for a general application or a talent-pool profile. */
  job: { title: string; company: string; location: string } | null;
};

/** To the applicant: what we received and what happens next. Never the resume itself. */
export function applicationConfirmationEmail(application: ConfirmedApplication): MailMessage {
  const { job } = application;
  const title = job ? `We received your application: ${job.title}` : "We received your application";
  const appliedTo = job
    ? `the ${job.title} position at ${job.company} (${job.location})`
    : "open roles at Sunshine Staffing";
  return confirmationEmail(application, title, [
    `Thank you for applying to ${appliedTo}. We have your resume (${application.resumeName}) and a recruiter will review it.`,
    job
      ? "If your experience fits, we'll call or email you within a few business days to talk about the role."
      : "We'll match your experience with the roles we are filling and contact you when one fits.",
  ]);
}

/** To a person who saved their resume on /upload-resume. */
export function talentPoolConfirmationEmail(application: Omit<ConfirmedApplication, "job">): MailMessage {
  return confirmationEmail({ ...application, job: null }, "Your resume is in our talent pool", [
    `Thank you for sending us your resume (${application.resumeName}). It is now in our talent pool, where our recruiters look first when a client needs someone.`,
    "We'll contact you when a role fits your skills. To apply to a specific job now, browse our open jobs.",
  ]);
}

function confirmationEmail(
  application: ConfirmedApplication,
  title: string,
  paragraphs: string[],
): MailMessage {
  const jobsUrl = `${appConfig().APP_URL}/jobs`;
  const firstName = application.fullName.split(" ")[0] ?? application.fullName;
  const closing = `Reference: ${application.id}. Questions? Reply to this email. Open jobs: ${jobsUrl}`;
  const bodyText = [`Hi ${firstName},`, ...paragraphs, closing, `— The ${BRAND.name} team`].join("\n\n");
  const bodyHtml = [
    emailParagraphs([`Hi ${firstName},`, ...paragraphs]),
    emailParagraph(
      `Reference: ${escapeHtml(application.id)}. Questions? Reply to this email. ${emailLink(jobsUrl, "See our open jobs")}.`,
    ),
    emailParagraphs([`— The ${BRAND.name} team`]),
  ].join("\n");
  return layoutEmail({ to: application.email, title, bodyHtml, bodyText });
}
