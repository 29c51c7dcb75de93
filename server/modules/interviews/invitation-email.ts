import { BRAND } from "../../../common/brand";
import { formatInZone } from "../../../common/interviews";
import { INTERVIEW_FORMAT_LABELS, type InterviewFormat } from "../../../common/recruiting";
import { appConfig } from "../../config";
import { calendarOrganizer } from "../../kernel/calendar-organizer";
import { emailDetails, emailLink, emailParagraph, emailParagraphs } from "../../kernel/email-layout";
import { buildCalendarInvite, ICS_CONTENT_TYPE } from "../../kernel/ics";
import { layoutEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

/** What an invitation is made of: the interview row with its candidate and job. */
export type InvitationInterview = {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  format: InterviewFormat;
  location: string | null;
  meetingUrl: string | null;
  interviewers: string[];
  sequence: number;
  candidate: { name: string; email: string };
  job: { title: string; company: string } | null;
};

/** Why the candidate gets the email: a new interview, a changed one, or one called off. */
export type InvitationKind = "scheduled" | "rescheduled" | "cancelled";

/** One UID for the interview's whole life, so calendars update or remove the event they hold. */
export function interviewUid(interviewId: string): string {
  return `interview-${interviewId}@${calendarOrganizer().domain}`;
}

export function interviewEnd(interview: { startsAt: Date; durationMinutes: number }): Date {
  return new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);
}

function summaryOf(interview: InvitationInterview): string {
  return interview.job
    ? `Interview: ${interview.job.title} at ${interview.job.company}`
    : `Interview with ${BRAND.name}`;
}

/** Where to be: the phone number, the link or the address, in words for the email and the invite. */
export function placeOf(interview: InvitationInterview): string {
  if (interview.format === "video") return interview.meetingUrl ?? "";
  if (interview.format === "phone") return `By phone: ${interview.location ?? ""}`;
  return interview.location ?? "";
}

/**
 * The interview as an .ics: METHOD:REQUEST while it stands (a reschedule sends the same UID with a
 * higher SEQUENCE), METHOD:CANCEL with STATUS:CANCELLED once it is called off.
 */
export function interviewCalendar(interview: InvitationInterview, cancelled: boolean): string {
  const { email } = calendarOrganizer();
  const portal = `${appConfig().APP_URL}/candidate/interviews`;
  const people = interview.interviewers.length ? `\nInterviewers: ${interview.interviewers.join(", ")}` : "";
  return buildCalendarInvite(
    {
      uid: interviewUid(interview.id),
      start: interview.startsAt,
      end: interviewEnd(interview),
      summary: summaryOf(interview),
      description: `${INTERVIEW_FORMAT_LABELS[interview.format]} interview.${people}\nConfirm or ask to reschedule: ${portal}`,
      location: placeOf(interview) || undefined,
      url: interview.format === "video" ? (interview.meetingUrl ?? undefined) : undefined,
      organizer: { name: BRAND.name, email },
      attendee: { name: interview.candidate.name, email: interview.candidate.email },
      attendeeStatus: "NEEDS-ACTION",
      sequence: interview.sequence,
      reminderMinutesBefore: cancelled ? undefined : 30,
    },
    cancelled ? "CANCEL" : "REQUEST",
  );
}

/** When (read in the zone), how long, how and where, and who: the rows every interview email shows. */
export function interviewDetails(interview: InvitationInterview, timeZone: string): [string, string][] {
  return [
    ["When", `${formatInZone(interview.startsAt, timeZone)} (${timeZone})`],
    ["Length", `${interview.durationMinutes} minutes`],
    ["Format", INTERVIEW_FORMAT_LABELS[interview.format]],
    [
      interview.format === "video" ? "Link" : interview.format === "phone" ? "Phone" : "Address",
      placeOf(interview).replace(/^By phone: /, ""),
    ],
    ...(interview.interviewers.length
      ? [["Interviewers", interview.interviewers.join(", ")] as [string, string]]
      : []),
  ];
}

/** The .ics attachment every copy of an interview email carries (one UID, the current sequence). */
export function calendarAttachment(interview: InvitationInterview, kind: InvitationKind) {
  return {
    filename: "interview.ics",
    contentType: ICS_CONTENT_TYPE,
    content: interviewCalendar(interview, kind === "cancelled"),
  };
}

export const HEADLINES: Record<InvitationKind, (what: string) => string> = {
  scheduled: (what) => `Interview scheduled: ${what}`,
  rescheduled: (what) => `Interview rescheduled: ${what}`,
  cancelled: (what) => `Interview cancelled: ${what}`,
};

/** The email to the candidate for a new, changed or cancelled interview, with the .ics attached. */
export function interviewInvitationEmail(interview: InvitationInterview, kind: InvitationKind): MailMessage {
  const portal = `${appConfig().APP_URL}/candidate/interviews`;
  const what = interview.job ? `${interview.job.title} at ${interview.job.company}` : BRAND.name;
  const title = HEADLINES[kind](what);
  const details = interviewDetails(interview, interview.timeZone);
  const opening =
    kind === "scheduled"
      ? "A recruiter has scheduled an interview for you."
      : kind === "rescheduled"
        ? "Your interview has a new time or details. The attached invite updates the one in your calendar."
        : "Your interview has been cancelled. The attached invite removes it from your calendar; your recruiter will be in touch about next steps.";
  const closing =
    kind === "cancelled"
      ? `See your interviews any time: ${portal}`
      : `Please confirm you can attend, or ask for another time, in your candidate portal: ${portal}`;

  const bodyText = [
    `Hi ${interview.candidate.name},`,
    opening,
    details.map(([label, value]) => `${label}: ${value}`).join("\n"),
    kind === "cancelled" ? "" : "The attached invite (interview.ics) adds the interview to your calendar.",
    closing,
  ]
    .filter(Boolean)
    .join("\n\n");
  const bodyHtml = [
    emailParagraphs([`Hi ${interview.candidate.name},`, opening]),
    emailDetails(details),
    ...(kind === "cancelled"
      ? []
      : [emailParagraphs(["The attached invite (interview.ics) adds the interview to your calendar."])]),
    emailParagraph(
      emailLink(portal, kind === "cancelled" ? "See your interviews" : "Confirm or ask to reschedule"),
    ),
  ].join("\n");

  return layoutEmail({
    to: interview.candidate.email,
    title,
    bodyHtml,
    bodyText,
    attachments: [calendarAttachment(interview, kind)],
  });
}
