/**
 * What visitors and staff are sent about a consultation, each through the outbox in the transaction
 * that makes the change. Every visitor email that changes the calendar carries the .ics: one UID for the
 * consultation's life, SEQUENCE raised with each change, METHOD:CANCEL when it is called off.
 */
import { BRAND } from "../../../common/brand";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_FORMAT_LABELS,
  CONSULTATION_TYPE_INFO,
  type ManageLinkPurpose,
} from "../../../common/consultations";
import { formatInZone } from "../../../common/interviews";
import type { Executor } from "../../db/client";
import { calendarOrganizer } from "../../kernel/calendar-organizer";
import { emailButton, emailDetails, emailParagraphs, siteLink } from "../../kernel/email-layout";
import { buildCalendarInvite, ICS_CONTENT_TYPE } from "../../kernel/ics";
import { layoutEmail } from "../../mail/action-email";
import { enqueueMail, type MailMessage } from "../../mail/outbox";
import { manageLinks } from "./manage-links";
import { type ConsultationRecord, meetingPlace } from "./records";

/** Why the visitor is written to. */
export type VisitorEmailKind = "booked" | "moved" | "cancelled" | "day-reminder" | "hour-reminder";

/** One UID for the consultation's whole life, so calendars update or remove the event they hold. */
export function consultationUid(consultationId: string): string {
  return `consultation-${consultationId}@${calendarOrganizer().domain}`;
}

function summaryOf(record: ConsultationRecord): string {
  return `${CONSULTATION_TYPE_INFO[record.type].label} with ${BRAND.name}`;
}

/** The consultation as an .ics: REQUEST while it stands, CANCEL once called off. */
export function consultationCalendar(record: ConsultationRecord, method: "REQUEST" | "CANCEL"): string {
  const place = meetingPlace(record);
  const video = record.format === "video" ? (record.staff.meetingUrl ?? undefined) : undefined;
  return buildCalendarInvite(
    {
      uid: consultationUid(record.id),
      start: record.startsAt,
      end: record.endsAt,
      summary: summaryOf(record),
      description: `${CONSULTATION_FORMAT_LABELS[record.format]} with ${record.staff.name}.\nTopic: ${record.topic}`,
      location: record.format === "phone" ? `Phone call to ${place}` : (place ?? video),
      url: video,
      organizer: { name: `${record.staff.name}, ${BRAND.name}`, email: calendarOrganizer().email },
      attendee: { name: record.visitorName, email: record.visitorEmail },
      sequence: record.sequence,
    },
    method,
  );
}

/** When (the visitor's zone, Eastern beside), with whom, how and where. */
function details(record: ConsultationRecord): [string, string][] {
  const visitorTime = `${formatInZone(record.startsAt, record.visitorTimeZone)} (${record.visitorTimeZone})`;
  const when =
    record.visitorTimeZone === BUSINESS_TIME_ZONE
      ? visitorTime
      : `${visitorTime} · ${formatInZone(record.startsAt, BUSINESS_TIME_ZONE)} in Florida`;
  const place = meetingPlace(record);
  return [
    ["Consultation", CONSULTATION_TYPE_INFO[record.type].label],
    ["When", when],
    ["Length", `${CONSULTATION_TYPE_INFO[record.type].durationMinutes} minutes`],
    ["With", record.staff.name],
    ["Format", CONSULTATION_FORMAT_LABELS[record.format]],
    ...(record.format === "video" && record.staff.meetingUrl
      ? [["Link", record.staff.meetingUrl] as [string, string]]
      : []),
    ...(record.format === "phone" && place ? [["We will call", place] as [string, string]] : []),
    ...(record.format === "in-person" && place ? [["Address", place] as [string, string]] : []),
  ];
}

const TITLES: Record<VisitorEmailKind, string> = {
  booked: "Your consultation is booked",
  moved: "Your consultation has a new time",
  cancelled: "Your consultation is cancelled",
  "day-reminder": "Reminder: your consultation is tomorrow",
  "hour-reminder": "Reminder: your consultation starts in an hour",
};

const OPENINGS: Record<VisitorEmailKind, string> = {
  booked:
    "Thank you for booking a consultation. The attached invitation (consultation.ics) adds it to your calendar.",
  moved:
    "Your consultation has a new time or details. The attached invitation updates the one in your calendar.",
  cancelled: "Your consultation has been cancelled. The attached file removes it from your calendar.",
  "day-reminder": "This is a reminder of your consultation with us tomorrow.",
  "hour-reminder": "This is a reminder that your consultation starts in about an hour.",
};

/** The visitor's email of this kind; the calendar-changing ones carry the .ics, the others the links. */
export async function visitorEmail(
  record: ConsultationRecord,
  kind: VisitorEmailKind,
  reason?: string | null,
): Promise<MailMessage> {
  const rows = details(record);
  const links = kind === "cancelled" ? null : await manageLinks(record.id, record.startsAt);
  const lines = [`Hi ${record.visitorName},`, OPENINGS[kind], ...(reason ? [`Reason: ${reason}`] : [])];
  const after =
    kind === "cancelled"
      ? [`You are welcome to book another time: ${siteLink("/schedule-consultation")}`]
      : ["Need another time, or cannot make it? Use the links below; no account needed."];
  const actions = links
    ? (Object.entries(links) as [ManageLinkPurpose, string][]).map(
        ([purpose, href]) => [purpose === "reschedule" ? "Reschedule" : "Cancel", href] as const,
      )
    : [];
  const calendarChanged = kind === "booked" || kind === "moved" || kind === "cancelled";
  return layoutEmail({
    to: record.visitorEmail,
    title: TITLES[kind],
    bodyHtml: [
      emailParagraphs(lines),
      emailDetails(rows),
      emailParagraphs(after),
      ...actions.map(([label, href]) => emailButton(href, label)),
    ].join("\n"),
    bodyText: [
      ...lines,
      rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
      ...after,
      ...actions.map(([label, href]) => `${label}: ${href}`),
    ].join("\n\n"),
    attachments: calendarChanged
      ? [
          {
            filename: "consultation.ics",
            contentType: ICS_CONTENT_TYPE,
            content: consultationCalendar(record, kind === "cancelled" ? "CANCEL" : "REQUEST"),
          },
        ]
      : [],
  });
}

/** The staff member's note of a new, moved or cancelled consultation, with a link to the agenda. */
function staffNotice(record: ConsultationRecord, kind: "booked" | "moved" | "cancelled"): MailMessage {
  const title = {
    booked: `New consultation: ${record.visitorName}`,
    moved: `Consultation moved: ${record.visitorName}`,
    cancelled: `Consultation cancelled: ${record.visitorName}`,
  }[kind];
  const rows: [string, string][] = [
    ["When", formatInZone(record.startsAt, BUSINESS_TIME_ZONE)],
    ["Type", CONSULTATION_TYPE_INFO[record.type].label],
    ["Format", CONSULTATION_FORMAT_LABELS[record.format]],
    ["Visitor", `${record.visitorName} <${record.visitorEmail}>, ${record.visitorPhone}`],
    ...(record.visitorCompany ? [["Company", record.visitorCompany] as [string, string]] : []),
    ["Topic", record.topic],
  ];
  const agenda = siteLink("/admin/consultations");
  return layoutEmail({
    to: record.staff.email,
    title,
    bodyHtml: [emailDetails(rows), emailButton(agenda, "Open the agenda")].join("\n"),
    bodyText: [
      rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
      `Open the agenda: ${agenda}`,
    ].join("\n\n"),
  });
}

/** Queues the visitor's email and the staff member's note of a change, in the caller's transaction. */
export async function sendChangeEmails(
  tx: Executor,
  record: ConsultationRecord,
  kind: "booked" | "moved" | "cancelled",
  reason?: string | null,
): Promise<void> {
  await enqueueMail(tx, await visitorEmail(record, kind, reason));
  await enqueueMail(tx, staffNotice(record, kind));
}
