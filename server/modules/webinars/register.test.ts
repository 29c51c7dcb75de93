import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { mailOutbox, webinarRegistrations, webinars } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { REGISTRATION_REFUSALS, registerForWebinar } from "./register";
import { listWebinars } from "./webinars";

const { db } = setupTestDatabase();
const app = setupTestApp();

const HOUR_MS = 3_600_000;
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

type WebinarValues = Partial<typeof webinars.$inferInsert> & { slug: string };

async function addWebinar(values: WebinarValues) {
  const [row] = await db()
    .insert(webinars)
    .values({
      title: `Webinar ${values.slug}`,
      summary: "How employers in Broward hire, with live Q&A.",
      audience: "employers",
      hostName: "Elena Marquez",
      hostTitle: "Director of Client Services",
      startsAt: fromNow(24 * 7),
      durationMinutes: 45,
      capacity: 100,
      ...values,
    })
    .returning();
  if (!row) throw new Error("no webinar");
  return row;
}

const person = (email: string) => ({ name: "Ana Torres", email, company: "Brickell Dental Group" });

async function registrationsOf(webinarId: number) {
  return db().select().from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, webinarId));
}

async function mailTo(address: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

function decode(content: string) {
  return Buffer.from(content, "base64").toString("utf8");
}

beforeEach(async () => {
  await db().execute(sql`TRUNCATE webinars, webinar_registrations, mail_outbox, rate_limit_counters CASCADE`);
});

describe("listWebinars", () => {
  it("lists upcoming soonest first and past most recent first, with seats left and why registration is closed", async () => {
    await addWebinar({ slug: "later", startsAt: fromNow(24 * 20) });
    await addWebinar({ slug: "sooner", startsAt: fromNow(24 * 2), capacity: 2 });
    await addWebinar({ slug: "cancelled", startsAt: fromNow(24 * 5), status: "cancelled" });
    await addWebinar({ slug: "last-month", startsAt: fromNow(-24 * 30) });
    await addWebinar({ slug: "last-week", startsAt: fromNow(-24 * 7) });
    await registerForWebinar("sooner", person("one@example.com"));
    await registerForWebinar("sooner", person("two@example.com"));
    await registerForWebinar("later", person("one@example.com"));

    const { upcoming, past } = await listWebinars();
    expect(upcoming.map((w) => [w.slug, w.seatsLeft, w.closedReason])).toEqual([
      ["sooner", 0, "full"],
      ["cancelled", 100, "cancelled"],
      ["later", 99, null],
    ]);
    expect(past.map((w) => [w.slug, w.closedReason])).toEqual([
      ["last-week", "past"],
      ["last-month", "past"],
    ]);
  });

  it("shows times in America/New_York with the zone abbreviation", async () => {
    await db().execute(sql`TRUNCATE webinars CASCADE`);
    const winter = await addWebinar({ slug: "winter", startsAt: new Date("2099-01-15T17:00:00Z") });
    const summer = await addWebinar({
      slug: "summer",
      startsAt: new Date("2099-07-15T22:00:00Z"),
      durationMinutes: 90,
    });
    const { upcoming } = await listWebinars();
    expect(upcoming.find((w) => w.slug === winter.slug)?.schedule).toEqual({
      date: "Thursday, January 15, 2099",
      time: "12:00 PM – 12:45 PM EST",
      duration: "45 minutes",
    });
    expect(upcoming.find((w) => w.slug === summer.slug)?.schedule).toEqual({
      date: "Wednesday, July 15, 2099",
      time: "6:00 PM – 7:30 PM EDT",
      duration: "1 hour 30 minutes",
    });
  });
});

describe("registerForWebinar", () => {
  it("refuses bad input with the form's messages, field by field", async () => {
    await addWebinar({ slug: "briefing" });
    const error = await registerForWebinar("briefing", { name: "  ", email: "ana@", company: "" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Invalid).fields).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
    });
    const missing = await registerForWebinar("briefing", {}).catch((caught: unknown) => caught);
    expect((missing as Invalid).fields).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
    });
  });

  it("stores the registration with a lower-cased email and queues the confirmation with an .ics invite", async () => {
    const webinar = await addWebinar({
      slug: "briefing",
      title: "Hiring in 2026: salaries, offers; and what's next",
      startsAt: new Date("2099-03-20T16:00:00Z"),
    });
    const result = await registerForWebinar("briefing", {
      name: "  Ana   Torres ",
      email: " Ana.Torres@Example.COM ",
      company: "",
    });
    expect(result).toMatchObject({
      created: true,
      webinar: { slug: "briefing" },
      registration: { name: "Ana Torres", email: "ana.torres@example.com", company: null },
    });

    const [registration] = await registrationsOf(webinar.id);
    expect(registration).toMatchObject({
      name: "Ana Torres",
      email: "ana.torres@example.com",
      company: null,
    });

    const [mail] = await mailTo("ana.torres@example.com");
    expect(mail?.subject).toBe("You're registered: Hiring in 2026: salaries, offers; and what's next");
    expect(mail?.textBody).toContain("Hi Ana Torres,");
    expect(mail?.textBody).toContain("Time: 12:00 PM – 12:45 PM EDT");
    expect(mail?.htmlBody).toContain(
      "<strong>Hiring in 2026: salaries, offers; and what&#39;s next</strong>",
    );
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment).toMatchObject({ filename: "webinar.ics", contentType: "text/calendar" });

    const ics = decode(attachment?.content ?? "");
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`UID:webinar-${webinar.id}-${registration?.id}@sunshinestaffing.example`);
    expect(lines).toContain("DTSTART:20990320T160000Z");
    expect(lines).toContain("DTEND:20990320T164500Z");
    expect(lines).toContain("SUMMARY:Hiring in 2026: salaries\\, offers\\; and what's next");
    expect(lines).toContain('ORGANIZER;CN="Sunshine Staffing":mailto:hello@sunshinestaffing.example');
    expect(lines.some((line) => line.startsWith('ATTENDEE;CN="Ana Torres"'))).toBe(true);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("counts the same address in any letter case once, and sends no second email", async () => {
    const webinar = await addWebinar({ slug: "briefing" });
    const first = await registerForWebinar("briefing", person("ana@example.com"));
    const again = await registerForWebinar("briefing", {
      name: "Someone Else",
      email: "ANA@Example.com",
      company: "Other Co",
    });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    // The repeat hears back what it sent, never the stored name or company.
    expect(again.registration).toEqual({
      name: "Someone Else",
      email: "ana@example.com",
      company: "Other Co",
    });
    const rows = await registrationsOf(webinar.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Ana Torres");
    expect(await mailTo("ana@example.com")).toHaveLength(1);
  });

  it("refuses unknown, cancelled, past and full webinars with a clear message", async () => {
    await addWebinar({ slug: "cancelled", status: "cancelled" });
    await addWebinar({ slug: "past", startsAt: fromNow(-1) });
    await addWebinar({ slug: "full", capacity: 1 });
    await registerForWebinar("full", person("first@example.com"));

    await expect(registerForWebinar("nope", person("a@example.com"))).rejects.toThrow(NotFound);
    await expect(registerForWebinar("cancelled", person("a@example.com"))).rejects.toThrow(
      new Conflict(REGISTRATION_REFUSALS.cancelled),
    );
    await expect(registerForWebinar("past", person("a@example.com"))).rejects.toThrow(
      new Conflict(REGISTRATION_REFUSALS.past),
    );
    await expect(registerForWebinar("full", person("a@example.com"))).rejects.toThrow(
      new Conflict(REGISTRATION_REFUSALS.full),
    );
    // Someone already registered for a full webinar is still registered.
    await expect(registerForWebinar("full", person("First@example.com"))).resolves.toMatchObject({
      created: false,
    });
    expect(await mailTo("a@example.com")).toHaveLength(0);
  });

  it("gives the last seat to exactly one of two simultaneous registrations", async () => {
    const webinar = await addWebinar({ slug: "last-seat", capacity: 1 });
    const outcomes = await Promise.allSettled(
      ["x@example.com", "y@example.com", "z@example.com"].map((email) =>
        registerForWebinar("last-seat", person(email)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await registrationsOf(webinar.id)).toHaveLength(1);
    expect(await db().$count(mailOutbox)).toBe(1);
  });

  it("writes the registration and its email in one transaction: no email, no registration", async () => {
    // A line break in the title makes the subject an invalid header, so queueing the email fails.
    const webinar = await addWebinar({ slug: "broken", title: "Line one\nLine two" });
    await expect(registerForWebinar("broken", person("ana@example.com"))).rejects.toThrow(Invalid);
    expect(await registrationsOf(webinar.id)).toHaveLength(0);
    expect(await db().$count(mailOutbox)).toBe(0);
  });
});

describe("POST /api/webinars/:slug/registrations", () => {
  const post = (slug: string, body: unknown) =>
    fetch(`${app.url}/api/webinars/${slug}/registrations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("answers 201 for a new registration and 200 for a repeat", async () => {
    await addWebinar({ slug: "briefing", title: "South Florida Hiring Briefing" });
    const created = await post("briefing", person("Ana@Example.com"));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      registration: {
        webinar: { slug: "briefing", title: "South Florida Hiring Briefing", startsAt: expect.any(String) },
        name: "Ana Torres",
        email: "ana@example.com",
        company: "Brickell Dental Group",
      },
      message:
        'You\'re registered for "South Florida Hiring Briefing". Check ana@example.com for your confirmation and calendar invite.',
    });
    const repeat = await post("briefing", person("ana@example.com"));
    expect(repeat.status).toBe(200);
    expect(await db().$count(webinarRegistrations)).toBe(1);
  });

  it("answers 400 with the field messages, 404 for an unknown webinar and 409 when full", async () => {
    await addWebinar({ slug: "full", capacity: 1 });
    const invalid = await post("full", { name: "", email: "not-an-email" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { name: "Please enter your name", email: "Please enter a valid email address" },
    });

    const unknown = await post("no-such-webinar", person("ana@example.com"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: REGISTRATION_REFUSALS.notFound });

    expect((await post("full", person("first@example.com"))).status).toBe(201);
    const full = await post("full", person("second@example.com"));
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: REGISTRATION_REFUSALS.full });
  });

  it("answers 429 with Retry-After once an address has sent 10 registrations in 15 minutes", async () => {
    await addWebinar({ slug: "briefing" });
    for (let index = 0; index < 10; index += 1) {
      expect((await post("briefing", person(`person${index}@example.com`))).status).toBe(201);
    }
    const limited = await post("briefing", person("one-more@example.com"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().$count(webinarRegistrations)).toBe(10);
    const rows = await db().select().from(webinarRegistrations).orderBy(asc(webinarRegistrations.createdAt));
    expect(rows.map((row) => row.email)).not.toContain("one-more@example.com");
  });

  it("answers 429 on the sixth request for one address in 15 minutes, whatever its letter case", async () => {
    await addWebinar({ slug: "briefing" });
    const statuses = [];
    for (const email of [
      "ana@example.com",
      "ANA@example.com",
      "Ana@Example.com",
      "ana@example.com",
      "ana@EXAMPLE.com",
    ]) {
      statuses.push((await post("briefing", person(email))).status);
    }
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    expect((await post("briefing", person("ana@example.com"))).status).toBe(429);
    expect(await mailTo("ana@example.com")).toHaveLength(1);
  });
});
