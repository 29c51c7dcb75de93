/**
 * iCalendar (RFC 5545) invitations small enough to read in one sitting: one event per file, times in
 * UTC, CRLF line endings, lines folded at 75 octets, TEXT values escaped. Webinar confirmations and
 * interview invitations (their updates and cancellations too) use it.
 */

export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  /** Globally unique and stable for the event, so a re-sent invite updates the first one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendee?: CalendarPerson;
  /**
   * The attendee's participation as the invite states it: ACCEPTED (the default: a webinar seat the
   * person took) or NEEDS-ACTION (an interview the candidate has yet to confirm).
   */
  attendeeStatus?: "ACCEPTED" | "NEEDS-ACTION";
  /** Raise it each time the event changes after it was sent. */
  sequence?: number;
  status?: "CONFIRMED" | "CANCELLED";
  /** When this copy was made (DTSTAMP); the clock by default. */
  stamp?: Date;
  /** A reminder this many minutes before the start. */
  reminderMinutesBefore?: number;
};

/** REQUEST invites the attendee, PUBLISH only informs, CANCEL withdraws an earlier REQUEST. */
export type CalendarMethod = "REQUEST" | "PUBLISH" | "CANCEL";

export const ICS_CONTENT_TYPE = "text/calendar";

const PRODUCT_ID = "-//Sunshine Staffing//Website//EN";
const MAX_LINE_OCTETS = 75;
const CRLF = "\r\n";

/** The .ics text of one event, ready to attach as invite.ics. */
export function buildCalendarInvite(event: CalendarEvent, method: CalendarMethod = "REQUEST"): string {
  if (!(event.end.getTime() > event.start.getTime())) {
    throw new Error("A calendar event must end after it starts.");
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp ?? new Date())}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : (event.status ?? "CONFIRMED")}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional("DESCRIPTION", event.description),
    ...optional("LOCATION", event.location),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendeeStatus ?? "ACCEPTED"};RSVP=FALSE:mailto:${event.attendee.email}`,
        ]
      : []),
    ...reminder(event.reminderMinutesBefore, event.summary),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The properties of an .ics text as a calendar client reads them: lines unfolded, each split into its
 * name (parameters dropped) and raw value. For checking what was sent; TEXT values stay escaped.
 */
export function readCalendarProperties(ics: string): { name: string; value: string }[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      // The value starts after the first colon outside a quoted parameter (CN="A: B").
      let quoted = false;
      let colon = -1;
      for (let i = 0; i < line.length && colon < 0; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ":" && !quoted) colon = i;
      }
      const head = colon < 0 ? line : line.slice(0, colon);
      return {
        name: (head.split(";")[0] ?? "").toUpperCase(),
        value: colon < 0 ? "" : line.slice(colon + 1),
      };
    });
}

/** 2025-03-20T15:00:00.000Z → 20250320T150000Z (UTC "form #2" of RFC 5545 §3.3.5). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and one space.
 * Counted in UTF-8 bytes, and never inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function optional(name: string, value: string | undefined): string[] {
  return value ? [`${name}:${escapeText(value)}`] : [];
}

/** Parameter values cannot contain quotes or control characters; quoting allows ":", ";" and ",". */
function quoteParam(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").trim()}"`;
}

function reminder(minutes: number | undefined, summary: string): string[] {
  if (minutes === undefined) return [];
  return [
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(summary)}`,
    `TRIGGER:-PT${Math.max(0, Math.round(minutes))}M`,
    "END:VALARM",
  ];
}
