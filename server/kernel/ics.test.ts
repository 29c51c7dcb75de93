import { describe, expect, it } from "vitest";
import { buildCalendarInvite, escapeText, foldLine, formatUtc, readCalendarProperties } from "./ics";

const event = {
  uid: "webinar-7-3f2a@sunshinestaffing.example",
  start: new Date("2025-03-20T16:00:00Z"),
  end: new Date("2025-03-20T16:45:00Z"),
  stamp: new Date("2025-03-01T12:30:05.250Z"),
  summary: "South Florida Hiring Briefing",
  organizer: { name: "Sunshine Staffing", email: "hello@sunshinestaffing.example" },
  attendee: { name: "Ana Torres", email: "ana@example.com" },
};

/** Unfolds RFC 5545 continuation lines, as a calendar client does. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("buildCalendarInvite", () => {
  it("writes one VEVENT with UTC times, the organizer and the attendee", () => {
    const lines = unfold(buildCalendarInvite(event));
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Sunshine Staffing//Website//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
    ]);
    expect(lines).toContain("UID:webinar-7-3f2a@sunshinestaffing.example");
    expect(lines).toContain("DTSTAMP:20250301T123005Z");
    expect(lines).toContain("DTSTART:20250320T160000Z");
    expect(lines).toContain("DTEND:20250320T164500Z");
    expect(lines).toContain("SUMMARY:South Florida Hiring Briefing");
    expect(lines).toContain('ORGANIZER;CN="Sunshine Staffing":mailto:hello@sunshinestaffing.example');
    expect(lines).toContain(
      'ATTENDEE;CN="Ana Torres";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ana@example.com',
    );
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
  });

  it("ends every line with CRLF and never a bare LF", () => {
    const ics = buildCalendarInvite({ ...event, description: "Line one\nLine two" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const description = `Bienvenidos a la sesión — ${"información útil, ".repeat(20)}`;
    const ics = buildCalendarInvite({ ...event, description });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    expect(unfold(ics)).toContain(`DESCRIPTION:${escapeText(description)}`);
  });

  it("escapes commas, semicolons, backslashes and newlines in text", () => {
    const lines = unfold(
      buildCalendarInvite({
        ...event,
        summary: "Hiring, retention; and C:\\payroll",
        description: "First line\r\nSecond line\nThird",
        location: "Online, link in your email",
      }),
    );
    expect(lines).toContain("SUMMARY:Hiring\\, retention\\; and C:\\\\payroll");
    expect(lines).toContain("DESCRIPTION:First line\\nSecond line\\nThird");
    expect(lines).toContain("LOCATION:Online\\, link in your email");
  });

  it("keeps quotes and line breaks out of names, which could otherwise break the property", () => {
    const lines = unfold(
      buildCalendarInvite({ ...event, attendee: { name: 'Ana "AT" Torres\r\nX-EVIL:1', email: "a@b.co" } }),
    );
    expect(lines.find((line) => line.startsWith("ATTENDEE"))).toBe(
      'ATTENDEE;CN="Ana AT TorresX-EVIL:1";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:a@b.co',
    );
    expect(lines.some((line) => line.startsWith("X-EVIL"))).toBe(false);
  });

  it("adds a reminder, and cancels with the same UID", () => {
    const reminded = unfold(buildCalendarInvite({ ...event, reminderMinutesBefore: 15 }));
    expect(reminded).toEqual(
      expect.arrayContaining(["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"]),
    );
    const cancelled = unfold(buildCalendarInvite({ ...event, sequence: 1 }, "CANCEL"));
    expect(cancelled).toEqual(
      expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:1", `UID:${event.uid}`]),
    );
  });

  it("states the attendee's reply as still needed when asked (interviews)", () => {
    const lines = unfold(buildCalendarInvite({ ...event, attendeeStatus: "NEEDS-ACTION" }));
    expect(lines).toContain(
      'ATTENDEE;CN="Ana Torres";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:ana@example.com',
    );
  });

  it("refuses an event that ends before it starts", () => {
    expect(() => buildCalendarInvite({ ...event, end: event.start })).toThrow(/end after it starts/);
  });
});

describe("helpers", () => {
  it("reads properties back: unfolded, parameters dropped, quoted colons kept in the parameters", () => {
    const ics = buildCalendarInvite({
      ...event,
      organizer: { name: "Team: Miami", email: "hello@sunshinestaffing.example" },
      description: "x".repeat(200),
    });
    const properties = readCalendarProperties(ics);
    const value = (name: string) => properties.find((property) => property.name === name)?.value;
    expect(value("UID")).toBe(event.uid);
    expect(value("ORGANIZER")).toBe("mailto:hello@sunshinestaffing.example");
    expect(value("DESCRIPTION")).toBe("x".repeat(200));
    expect(value("METHOD")).toBe("REQUEST");
  });

  it("formats instants in UTC basic format", () => {
    expect(formatUtc(new Date("2025-11-02T06:30:00.999Z"))).toBe("20251102T063000Z");
  });

  it("leaves short lines alone and continues long ones with a space", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`X:${"a".repeat(200)}`);
    const [first, ...rest] = folded.split("\r\n");
    expect(first).toHaveLength(75);
    for (const line of rest) expect(line.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`X:${"a".repeat(200)}`);
  });
});
