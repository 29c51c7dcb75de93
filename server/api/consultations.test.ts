import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_MESSAGES as M } from "../../common/consultations";
import {
  callFrom,
  emailsTo,
  insertConsultationStaff,
  openSlots,
} from "../../tests/support/consultation-records";
import {
  EMAIL_CHECK_TEST_ZONE,
  startTestDnsServer,
  type TestDnsServer,
} from "../../tests/support/dns-server";
import {
  callAsEmployer,
  insertClientCompany,
  insertSignedInEmployer,
} from "../../tests/support/employer-records";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { consultations } from "../db/schema";
import { formatUtc, readCalendarProperties } from "../kernel/ics";
import { signManageToken } from "../modules/consultations";
import { clearMailRecordCache } from "../modules/email-check";

// The DNS server must be listening before setupTestApp reads DNS_SERVERS in its beforeAll.
const dns: TestDnsServer = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
const database = setupTestDatabase();
const app = setupTestApp({ DNS_SERVERS: dns.address });
afterAll(() => dns.close());

let ava: Awaited<ReturnType<typeof insertConsultationStaff>>;
let ben: Awaited<ReturnType<typeof insertConsultationStaff>>;
let visitorCount = 0;

beforeAll(async () => {
  clearMailRecordCache();
  ava = await insertConsultationStaff("Ava Reyes", { meetingUrl: "https://meet.example.com/ava-reyes" });
  ben = await insertConsultationStaff("Ben Ortiz", { types: ["employer"] });
});

/** A fresh visitor: their own address and client address, so no test uses up another's limits. */
function visitor() {
  visitorCount += 1;
  return { email: `visitor${visitorCount}@staffing-good.test`, ip: `203.0.113.${visitorCount}` };
}

function bookingBody(start: string | undefined, values: Record<string, unknown> = {}) {
  return {
    type: "employer",
    staffId: ava.id,
    start,
    timeZone: "America/Los_Angeles",
    format: "video",
    name: "Jordan Blake",
    phone: "(213) 555-0142",
    company: "Blake Logistics",
    topic: "We need three warehouse supervisors by March.",
    ...values,
  };
}

async function book(start: string | undefined, values: Record<string, unknown> = {}) {
  const who = visitor();
  const reply = await callFrom(
    app,
    who.ip,
    "POST",
    "/consultations",
    bookingBody(start, { email: who.email, ...values }),
  );
  return { ...reply, email: who.email };
}

describe("options and slots", () => {
  it("offers the three types with their lengths, the bookable staff by name only, and both offices", async () => {
    const { status, body } = await callFrom(app, "198.51.100.2", "GET", "/consultations/options");
    expect(status).toBe(200);
    expect(
      body.types.map((type: { value: string; durationMinutes: number }) => [
        type.value,
        type.durationMinutes,
      ]),
    ).toEqual([
      ["employer", 30],
      ["job-seeker", 30],
      ["payroll-hr", 45],
    ]);
    expect(body.staff).toEqual([
      { id: ava.id, name: "Ava Reyes", types: ["employer", "job-seeker", "payroll-hr"] },
      { id: ben.id, name: "Ben Ortiz", types: ["employer"] },
    ]);
    expect(body.offices.map((office: { name: string }) => office.name)).toEqual([
      "Miami office",
      "Fort Lauderdale office",
    ]);
  });

  it("refuses an unknown type or zone (400) and an unknown staff member (404)", async () => {
    const bad = await callFrom(
      app,
      "198.51.100.2",
      "GET",
      "/consultations/slots?type=lunch&timeZone=Mars/Base",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ type: M.type, timeZone: M.timeZone });
    const unknown = await callFrom(
      app,
      "198.51.100.2",
      "GET",
      "/consultations/slots?type=employer&timeZone=UTC&staff=00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.staffNotFound);
  });

  it("shows each slot in the visitor's zone with Eastern beside it", async () => {
    const [slot] = await openSlots(app, "employer", ava.id, "America/Los_Angeles");
    expect(String(slot?.eastern.time) >= "09:00").toBe(true);
    const hoursApart =
      Number(slot?.eastern.time.slice(0, 2)) -
      Number(slot?.local.time.slice(0, 2)) +
      (slot?.eastern.date === slot?.local.date ? 0 : 24);
    expect(hoursApart).toBe(3);
  });
});

describe("booking", () => {
  it("books a free slot: 201 with the consultation and its links, the invitation and the staff note queued", async () => {
    const [slot] = await openSlots(app, "employer", ava.id, "America/Los_Angeles");
    const { status, body, email } = await book(slot?.start);
    expect(status).toBe(201);
    expect(body.consultation).toMatchObject({
      type: "employer",
      status: "booked",
      start: slot?.start,
      end: slot?.end,
      timeZone: "America/Los_Angeles",
      staffName: "Ava Reyes",
      format: "video",
      meetingUrl: "https://meet.example.com/ava-reyes",
      email,
      company: "Blake Logistics",
    });
    expect(body.links.reschedule).toMatch(/\/schedule-consultation\/reschedule\/r\./);
    expect(body.links.cancel).toMatch(/\/schedule-consultation\/cancel\/c\./);

    const [confirmation] = await emailsTo(email);
    expect(confirmation?.subject).toBe("Your consultation is booked");
    expect(confirmation?.text).toContain("(America/Los_Angeles)");
    expect(confirmation?.text).toContain("in Florida");
    expect(confirmation?.text).toContain(body.links.reschedule);
    expect(confirmation?.text).toContain(body.links.cancel);
    expect(confirmation?.property("METHOD")).toBe("REQUEST");
    expect(confirmation?.property("UID")).toBe(
      `consultation-${body.consultation.id}@sunshinestaffing.example`,
    );
    expect(confirmation?.property("SEQUENCE")).toBe("0");
    expect(confirmation?.property("DTSTART")).toBe(formatUtc(new Date(String(slot?.start))));
    expect(confirmation?.property("DTEND")).toBe(formatUtc(new Date(String(slot?.end))));
    expect(confirmation?.property("ORGANIZER")).toBe("mailto:hello@sunshinestaffing.example");
    expect(confirmation?.property("ATTENDEE")).toBe(`mailto:${email}`);
    expect(confirmation?.property("URL")).toBe("https://meet.example.com/ava-reyes");
    expect(confirmation?.property("LOCATION")).toBe("https://meet.example.com/ava-reyes");
    expect(confirmation?.ics?.replace(/\r\n /g, "")).toContain(
      'ORGANIZER;CN="Ava Reyes, Sunshine Staffing":mailto:',
    );

    const [note] = await emailsTo(ava.email);
    expect(note?.subject).toBe("New consultation: Jordan Blake");
  });

  it("puts the office address in the invitation for an in-person consultation", async () => {
    const slot = (await openSlots(app, "employer", ava.id))[1];
    const { status, email } = await book(slot?.start, { format: "in-person", office: "fort-lauderdale" });
    expect(status).toBe(201);
    const [confirmation] = await emailsTo(email);
    expect(confirmation?.property("LOCATION")).toBe(
      "110 East Broward Boulevard\\, Suite 1700\\, Fort Lauderdale\\, FL 33301",
    );
    expect(confirmation?.property("URL")).toBeUndefined();
  });

  it("names each bad field with its message", async () => {
    const empty = await callFrom(app, "198.51.100.3", "POST", "/consultations", {});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      type: M.type,
      start: M.start,
      timeZone: M.timeZone,
      format: M.format,
      name: M.name,
      email: M.email,
      phone: M.phone,
      topic: M.topic,
    });
    const [slot] = await openSlots(app, "employer", ava.id);
    const missing = await callFrom(
      app,
      "198.51.100.3",
      "POST",
      "/consultations",
      bookingBody(slot?.start, { email: "x@staffing-good.test", format: "in-person", company: "" }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ office: M.office, company: M.company });
  });

  it("refuses an address that cannot receive mail or a throwaway one, with the live check's verdict", async () => {
    const [slot] = await openSlots(app, "employer", ava.id);
    for (const email of ["jordan@no-records.test", "jordan@mailinator.com"]) {
      const reply = await callFrom(
        app,
        "198.51.100.4",
        "POST",
        "/consultations",
        bookingBody(slot?.start, { email }),
      );
      expect(reply.status, email).toBe(400);
      expect(reply.body.fields).toEqual({ email: M.emailUndeliverable });
    }
  });

  it("refuses a time the rules never offer (400) and one that was just taken (409 with the fresh slots)", async () => {
    const [slot] = await openSlots(app, "employer", ava.id);
    const offGrid = new Date(new Date(String(slot?.start)).getTime() + 7 * 60_000).toISOString();
    const refused = await book(offGrid);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ start: M.slotUnavailable });

    const first = await book(slot?.start);
    expect(first.status).toBe(201);
    const again = await book(slot?.start);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.slotTaken);
    const fresh = again.body.slots.days.flatMap((day: { slots: { start: string }[] }) =>
      day.slots.map((s) => s.start),
    );
    expect(fresh.length).toBeGreaterThan(10);
    expect(fresh).not.toContain(slot?.start);
  });

  it("20 concurrent requests for one slot: exactly one booking, 19 × 409 with the message and fresh slots", async () => {
    const [slot] = await openSlots(app, "payroll-hr", ava.id);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => book(slot?.start, { type: "payroll-hr" })),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const conflicts = replies.filter((reply) => reply.status === 409);
    expect(conflicts).toHaveLength(19);
    for (const conflict of conflicts) {
      expect(conflict.body.error).toBe(M.slotTaken);
      expect(conflict.body.slots.type).toBe("payroll-hr");
      expect(conflict.body.slots.days.length).toBeGreaterThan(0);
    }
    const [stored] = await database
      .db()
      .select({ n: count() })
      .from(consultations)
      .where(eq(consultations.startsAt, new Date(String(slot?.start))));
    expect(stored?.n).toBe(1);
  });

  it("gives 'first available' to the least-booked eligible staff member that day", async () => {
    const slots = await openSlots(app, "employer", "any");
    // A day both have free from its first slot, and two starts on it far enough apart.
    const day = slots.filter((slot) => slot.eastern.date === slots.at(-1)?.eastern.date);
    const first = await book(day[0]?.start, { staffId: "any" });
    const second = await book(day[8]?.start, { staffId: "any" });
    expect([first.body.consultation.staffName, second.body.consultation.staffName].sort()).toEqual([
      "Ava Reyes",
      "Ben Ortiz",
    ]);
  });

  it("answers a filled honeypot like a booking and books nothing", async () => {
    const [slot] = await openSlots(app, "job-seeker", ava.id);
    const before = await database.db().select({ n: count() }).from(consultations);
    const bot = await book(slot?.start, { type: "job-seeker", website: "http://spam.example" });
    expect(bot.status).toBe(201);
    expect(bot.body.consultation.status).toBe("booked");
    expect(await database.db().select({ n: count() }).from(consultations)).toEqual(before);
    expect(await emailsTo(bot.email)).toEqual([]);
  });

  it("limits bookings per client address as the contact form does (429 with Retry-After)", async () => {
    const slots = await openSlots(app, "job-seeker", ava.id);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const reply = await callFrom(
        app,
        "192.0.2.77",
        "POST",
        "/consultations",
        bookingBody(slots[index * 4]?.start ?? "", {
          type: "job-seeker",
          email: `limit${index}@staffing-good.test`,
        }),
      );
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("the emailed links", () => {
  async function bookedWithLinks() {
    const slots = await openSlots(app, "employer", ava.id);
    const booked = await book(slots[20]?.start);
    expect(booked.status).toBe(201);
    const token = (purpose: "reschedule" | "cancel") =>
      booked.body.links[purpose].split("/").at(-1) as string;
    return { ...booked, slots, reschedule: token("reschedule"), cancel: token("cancel") };
  }

  it("reads the consultation a link is for, and what the link may do", async () => {
    const { body, reschedule } = await bookedWithLinks();
    const read = await callFrom(app, "198.51.100.9", "GET", `/consultations/links/${reschedule}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      purpose: "reschedule",
      expiresAt: body.consultation.start,
      staffId: ava.id,
    });
    expect(read.body.consultation.id).toBe(body.consultation.id);
  });

  it("reschedules with the reschedule link: same UID, SEQUENCE 1, and the old time is free again", async () => {
    const { body, email, slots, reschedule } = await bookedWithLinks();
    const newStart = slots[30]?.start;
    const moved = await callFrom(
      app,
      "198.51.100.9",
      "POST",
      `/consultations/links/${reschedule}/reschedule`,
      {
        start: newStart,
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: body.consultation.id, start: newStart, status: "booked" });
    const [, update] = await emailsTo(email);
    expect(update?.subject).toBe("Your consultation has a new time");
    expect(update?.property("METHOD")).toBe("REQUEST");
    expect(update?.property("UID")).toBe(`consultation-${body.consultation.id}@sunshinestaffing.example`);
    expect(update?.property("SEQUENCE")).toBe("1");
    expect(update?.property("DTSTART")).toBe(formatUtc(new Date(String(newStart))));
    const open = (await openSlots(app, "employer", ava.id)).map((slot) => slot.start);
    expect(open).toContain(body.consultation.start);
    expect(open).not.toContain(newStart);
  });

  it("cancels with the cancel link: METHOD:CANCEL with a higher SEQUENCE, then the links are gone (410)", async () => {
    const { body, email, cancel, reschedule } = await bookedWithLinks();
    const cancelled = await callFrom(app, "198.51.100.9", "POST", `/consultations/links/${cancel}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    const [, cancellation] = await emailsTo(email);
    expect(cancellation?.property("METHOD")).toBe("CANCEL");
    expect(cancellation?.property("STATUS")).toBe("CANCELLED");
    expect(cancellation?.property("SEQUENCE")).toBe("1");
    expect(cancellation?.property("UID")).toBe(
      `consultation-${body.consultation.id}@sunshinestaffing.example`,
    );
    for (const [method, path] of [
      ["GET", `/consultations/links/${reschedule}`],
      ["POST", `/consultations/links/${cancel}/cancel`],
    ] as const) {
      const gone = await callFrom(app, "198.51.100.9", method, path);
      expect(gone.status, path).toBe(410);
      expect(gone.body.error).toBe(M.alreadyCancelled);
    }
  });

  it("downloads the invitation as it stands with either link, and not once cancelled (410)", async () => {
    const { body, reschedule, cancel, slots } = await bookedWithLinks();
    const download = (token: string) =>
      fetch(`${app.url}/api/consultations/links/${token}/invitation.ics`, {
        headers: { "x-forwarded-for": "198.51.100.9" },
      });
    const moved = await callFrom(
      app,
      "198.51.100.9",
      "POST",
      `/consultations/links/${reschedule}/reschedule`,
      {
        start: slots[31]?.start,
      },
    );
    expect(moved.status).toBe(200);
    for (const token of [reschedule, cancel]) {
      const reply = await download(token);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(reply.headers.get("content-disposition")).toBe("attachment; filename=consultation.ics");
      const properties = readCalendarProperties(await reply.text());
      const value = (name: string) => properties.find((property) => property.name === name)?.value;
      expect(value("METHOD")).toBe("REQUEST");
      expect(value("UID")).toBe(`consultation-${body.consultation.id}@sunshinestaffing.example`);
      expect(value("SEQUENCE")).toBe("1");
      expect(value("DTSTART")).toBe(formatUtc(new Date(String(slots[31]?.start))));
    }
    expect((await download(`${reschedule.slice(0, -3)}abc`)).status).toBe(404);
    expect(
      (await callFrom(app, "198.51.100.9", "POST", `/consultations/links/${cancel}/cancel`)).status,
    ).toBe(200);
    const gone = await download(reschedule);
    expect(gone.status).toBe(410);
    expect((await gone.json()).error).toBe(M.alreadyCancelled);
  });

  it("keeps each link to its one purpose (403)", async () => {
    const { slots, cancel, reschedule } = await bookedWithLinks();
    const viaCancel = await callFrom(
      app,
      "198.51.100.9",
      "POST",
      `/consultations/links/${cancel}/reschedule`,
      {
        start: slots[40]?.start,
      },
    );
    expect(viaCancel.status).toBe(403);
    expect(viaCancel.body.error).toBe(M.linkWrongPurpose);
    const viaReschedule = await callFrom(
      app,
      "198.51.100.9",
      "POST",
      `/consultations/links/${reschedule}/cancel`,
    );
    expect(viaReschedule.status).toBe(403);
  });

  it("cannot be turned onto another consultation, another purpose or a later date (404), and expires (410)", async () => {
    const mine = await bookedWithLinks();
    const theirs = await bookedWithLinks();
    const [code, , seconds, signature] = mine.reschedule.split(".");
    const forged = [
      `${code}.${theirs.body.consultation.id}.${seconds}.${signature}`,
      `c.${mine.body.consultation.id}.${seconds}.${signature}`,
      `${code}.${mine.body.consultation.id}.${Number(seconds) + 86_400}.${signature}`,
      "r.not-a-token",
    ];
    for (const token of forged) {
      const reply = await callFrom(app, "198.51.100.9", "POST", `/consultations/links/${token}/reschedule`, {
        start: mine.slots[50]?.start,
      });
      expect(reply.status, token).toBe(404);
      expect(reply.body.error).toBe(M.linkUnknown);
    }
    const expired = await signManageToken(
      "reschedule",
      mine.body.consultation.id,
      new Date(Date.now() - 1000),
    );
    const reply = await callFrom(app, "198.51.100.9", "GET", `/consultations/links/${expired}`);
    expect(reply.status).toBe(410);
    expect(reply.body.error).toBe(M.linkExpired);
    const [row] = await database
      .db()
      .select()
      .from(consultations)
      .where(eq(consultations.id, theirs.body.consultation.id));
    expect(row?.startsAt.toISOString()).toBe(theirs.body.consultation.start);
  });
});

describe("the portals", () => {
  it("lists a signed-in candidate's consultations by their verified address, and nobody else's", async () => {
    const booked = await book((await openSlots(app, "job-seeker", ava.id))[60]?.start, {
      type: "job-seeker",
    });
    const owner = await insertSignedInCandidate(database.db(), { email: booked.email });
    const stranger = await insertSignedInCandidate(database.db(), { email: "stranger@staffing-good.test" });
    const unverified = visitor();
    const unverifiedBooking = await book((await openSlots(app, "job-seeker", ava.id))[64]?.start, {
      type: "job-seeker",
      email: unverified.email,
    });
    expect(unverifiedBooking.status).toBe(201);
    const unverifiedCandidate = await insertSignedInCandidate(database.db(), {
      email: unverified.email,
      emailVerifiedAt: null,
    });

    const list = (token: string) =>
      fetch(`${app.url}/api/candidates/consultations`, { headers: { authorization: `Bearer ${token}` } });
    const mine = await (await list(owner.token)).json();
    expect(mine.upcoming.map((item: { id: string }) => item.id)).toEqual([booked.body.consultation.id]);
    expect(mine.past).toEqual([]);
    // The account proves the address the links went to: the portal offers them while they work.
    expect(mine.upcoming[0].links).toEqual(booked.body.links);
    const cancelToken = booked.body.links.cancel.split("/").at(-1);
    expect(
      (await callFrom(app, "198.51.100.9", "POST", `/consultations/links/${cancelToken}/cancel`)).status,
    ).toBe(200);
    const afterCancel = await (await list(owner.token)).json();
    expect(afterCancel.upcoming[0]).toMatchObject({ status: "cancelled", links: null });
    expect(await (await list(stranger.token)).json()).toEqual({ upcoming: [], past: [] });
    expect(await (await list(unverifiedCandidate.token)).json()).toEqual({ upcoming: [], past: [] });
    expect((await fetch(`${app.url}/api/candidates/consultations`)).status).toBe(401);
  });

  it("lists a signed-in employer user's own consultations", async () => {
    const company = await insertClientCompany();
    const employer = await insertSignedInEmployer(company.id, "owner", {
      email: "dana.w@staffing-good.test",
    });
    const booked = await book((await openSlots(app, "employer", ben.id))[3]?.start, {
      staffId: ben.id,
      email: employer.email,
    });
    expect(booked.status).toBe(201);
    const reply = await callAsEmployer(app, employer, "GET", "/employers/consultations");
    expect(reply.status).toBe(200);
    expect(reply.body.upcoming).toEqual([
      expect.objectContaining({ id: booked.body.consultation.id, staffName: "Ben Ortiz" }),
    ]);
    expect((await callAsEmployer(app, null, "GET", "/employers/consultations")).status).toBe(401);
  });
});
