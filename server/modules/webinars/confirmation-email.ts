import { BRAND } from "../../../common/brand";
import { escapeHtml } from "../../../common/escape-html";
import { WEBINAR_AUDIENCE_LABELS, type WebinarAudience } from "../../../common/webinars";
import { appConfig } from "../../config";
import { calendarOrganizer } from "../../kernel/calendar-organizer";
import {
  emailDetails,
  emailLink,
  emailParagraph,
  emailParagraphs,
  emailStrong,
} from "../../kernel/email-layout";
import { buildCalendarInvite, ICS_CONTENT_TYPE } from "../../kernel/ics";
import { layoutEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import { describeSchedule } from "./schedule";

export type ConfirmationWebinar = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  audience: WebinarAudience;
  hostName: string;
  hostTitle: string;
  startsAt: Date;
  durationMinutes: number;
};

export type ConfirmationRegistration = { id: string; name: string; email: string };

/** Minutes before the start at which the calendar reminds the attendee. */
const REMINDER_MINUTES = 15;

/** "You're registered" with the details, and the event as an .ics invite the attendee can add. */
export function webinarConfirmationEmail(
  webinar: ConfirmationWebinar,
  registration: ConfirmationRegistration,
): MailMessage {
  const { APP_URL } = appConfig();
  const pageUrl = `${APP_URL}/webinars#${webinar.slug}`;
  const schedule = describeSchedule(webinar.startsAt, webinar.durationMinutes);
  const organizer = calendarOrganizer();
  const title = `You're registered: ${webinar.title}`;
  const details = [
    ["Date", schedule.date],
    ["Time", schedule.time],
    ["Length", `${schedule.duration}, including live Q&A`],
    ["Host", `${webinar.hostName}, ${webinar.hostTitle}`],
    ["For", WEBINAR_AUDIENCE_LABELS[webinar.audience]],
  ] as const;

  const bodyText = [
    `Hi ${registration.name},`,
    `Your seat for "${webinar.title}" is reserved.`,
    details.map(([label, value]) => `${label}: ${value}`).join("\n"),
    "The attached invite (webinar.ics) adds the session to your calendar, with a reminder 15 minutes before it starts. We'll email you the link to join the live session on the morning of the webinar.",
    `About the session: ${webinar.summary}`,
    `Can't make it after all? Reply to this email and we'll release your seat for someone else. Details: ${pageUrl}`,
  ].join("\n\n");

  const bodyHtml = [
    emailParagraphs([`Hi ${registration.name},`]),
    emailParagraph(`Your seat for ${emailStrong(webinar.title)} is reserved.`),
    emailDetails(details),
    emailParagraphs([
      "The attached invite (webinar.ics) adds the session to your calendar, with a reminder 15 minutes before it starts. We'll email you the link to join the live session on the morning of the webinar.",
    ]),
    emailParagraph(`${emailStrong("About the session:")} ${escapeHtml(webinar.summary)}`),
    emailParagraph(
      `Can't make it after all? Reply to this email and we'll release your seat for someone else. ${emailLink(pageUrl, "See the webinar details")}.`,
    ),
  ].join("\n");

  const invite = buildCalendarInvite({
    uid: `webinar-${webinar.id}-${registration.id}@${organizer.domain}`,
    start: webinar.startsAt,
    end: new Date(webinar.startsAt.getTime() + webinar.durationMinutes * 60_000),
    summary: webinar.title,
    description: `${webinar.summary}\n\nHost: ${webinar.hostName}, ${webinar.hostTitle}\nDetails: ${pageUrl}`,
    location: "Online (join link sent by email on the day)",
    url: pageUrl,
    organizer: { name: BRAND.name, email: organizer.email },
    attendee: { name: registration.name, email: registration.email },
    reminderMinutesBefore: REMINDER_MINUTES,
  });

  return layoutEmail({
    to: registration.email,
    title,
    bodyHtml,
    bodyText,
    attachments: [{ filename: "webinar.ics", contentType: ICS_CONTENT_TYPE, content: invite }],
  });
}
