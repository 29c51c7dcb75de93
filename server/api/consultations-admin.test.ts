import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_MESSAGES as M } from "../../common/consultations";
import { fromZonedLocal, toZonedLocal } from "../../common/time-zones";
import { setupApiCaller, testAdmin } from "../../tests/support/admin-test-client";
import {
  callFrom,
  emailsTo,
  FULL_WEEK,
  insertConsultationStaff,
  openSlots,
} from "../../tests/support/consultation-records";
import { EMAIL_CHECK_TEST_ZONE, startTestDnsServer } from "../../tests/support/dns-server";
import { insertClientCompany } from "../../tests/support/employer-records";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, clientCompanies, consultations } from "../db/schema";

const dns = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
afterAll(() => dns.close());
const database = setupTestDatabase();
const app = setupTestApp({ DNS_SERVERS: dns.address });
// biome-ignore lint/suspicious/noExplicitAny: replies are read field by field
const { call, asAdmin } = setupApiCaller<any>(app);

let ava: Awaited<ReturnType<typeof insertConsultationStaff>>;
let bookings = 0;

beforeAll(async () => {
  ava = await insertConsultationStaff("Ava Reyes");
});

/** A visitor's booking through the public API: its id, start and the visitor's address. */
async function bookAsVisitor(slotIndex: number) {
  bookings += 1;
  const email = `guest${bookings}@staffing-good.test`;
  const slot = (await openSlots(app, "employer", ava.id))[slotIndex];
  const reply = await callFrom(app, `203.0.113.${bookings}`, "POST", "/consultations", {
    type: "employer",
    staffId: ava.id,
    start: slot?.start,
    timeZone: "Europe/Madrid",
    format: "phone",
    name: "Lucia Moreno",
    email,
    phone: "+34 600 555 014",
    company: "Moreno Foods",
    topic: "Bilingual sales staff for our Miami branch.",
  });
  expect(reply.status).toBe(201);
  return { id: reply.body.consultation.id as string, start: slot?.start as string, email };
}

async function auditActions(entityId: string) {
  const rows = await database
    .db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.entityId, entityId))
    .orderBy(asc(adminAuditLog.id));
  for (const row of rows) expect(row.actorEmail).toBe(testAdmin.email);
  return rows.map((row) => row.action);
}

const schedule = {
  email: "Carlos.Vega@SunshineStaffing.example",
  name: "Carlos Vega",
  types: ["payroll-hr"],
  weeklyHours: { "1": [{ start: "09:00", end: "12:00" }] },
  meetingUrl: "https://meet.example.com/carlos",
};

describe("staff schedules and holidays", () => {
  it("creates, updates and lists a staff member's schedule, audited; refuses bad hours and a taken email", async () => {
    const created = await asAdmin("POST", "/admin/consultations/staff", schedule);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: "carlos.vega@sunshinestaffing.example",
      active: true,
      timeOff: [],
    });
    const id = created.body.id as string;

    const taken = await asAdmin("POST", "/admin/consultations/staff", schedule);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(M.staffEmailTaken);

    const bad = await asAdmin("PUT", `/admin/consultations/staff/${id}`, {
      ...schedule,
      types: [],
      weeklyHours: { "1": [{ start: "08:00", end: "12:00" }], "6": [{ start: "09:00", end: "10:00" }] },
      meetingUrl: "http://insecure.example",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ types: M.staffTypes, meetingUrl: M.meetingUrl });
    expect(Object.values(bad.body.fields ?? {})).toContain(M.weeklyHours);

    const updated = await asAdmin("PUT", `/admin/consultations/staff/${id}`, {
      ...schedule,
      weeklyHours: FULL_WEEK,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.weeklyHours).toEqual(FULL_WEEK);
    const list = await asAdmin("GET", "/admin/consultations/staff");
    expect(list.body.map((member: { name: string }) => member.name)).toEqual(["Ava Reyes", "Carlos Vega"]);
    expect(await auditActions(id)).toEqual(["consultation-staff.created", "consultation-staff.updated"]);
  });

  it("adds and removes time off, only the staff member's own (404 for another's or an unknown id)", async () => {
    const other = await insertConsultationStaff("Dana Cruz");
    const added = await asAdmin("POST", `/admin/consultations/staff/${ava.id}/time-off`, {
      startsAt: "2027-01-04T14:00:00Z",
      endsAt: "2027-01-08T23:00:00Z",
      note: "Annual leave",
    });
    expect(added.status).toBe(201);
    const timeOffId = added.body.timeOff[0].id as string;
    expect(
      (await asAdmin("DELETE", `/admin/consultations/staff/${other.id}/time-off/${timeOffId}`)).status,
    ).toBe(404);
    const backwards = await asAdmin("POST", `/admin/consultations/staff/${ava.id}/time-off`, {
      startsAt: "2027-01-08T14:00:00Z",
      endsAt: "2027-01-04T14:00:00Z",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ endsAt: M.timeOff });
    const removed = await asAdmin("DELETE", `/admin/consultations/staff/${ava.id}/time-off/${timeOffId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.timeOff).toEqual([]);
    expect(await auditActions(ava.id)).toEqual([
      "consultation-time-off.created",
      "consultation-time-off.deleted",
    ]);
  });

  it("closes a company holiday to bookings; one date once (409); removable", async () => {
    const slots = await openSlots(app, "employer", ava.id);
    const date = slots.at(-1)?.eastern.date as string;
    const added = await asAdmin("POST", "/admin/consultations/holidays", { date, name: "Founders' Day" });
    expect(added.status).toBe(201);
    expect((await asAdmin("POST", "/admin/consultations/holidays", { date, name: "Again" })).status).toBe(
      409,
    );
    expect((await openSlots(app, "employer", ava.id)).some((slot) => slot.eastern.date === date)).toBe(false);
    expect((await asAdmin("GET", "/admin/consultations/holidays")).body).toEqual([added.body]);
    expect((await asAdmin("DELETE", `/admin/consultations/holidays/${added.body.id}`)).status).toBe(204);
    expect((await asAdmin("DELETE", `/admin/consultations/holidays/${added.body.id}`)).status).toBe(404);
    expect(await auditActions(added.body.id)).toEqual(["company-holiday.created", "company-holiday.deleted"]);
  });
});

describe("the agenda and what staff do with a booking", () => {
  it("shows a booking in its day and its week, and by staff member", async () => {
    const booked = await bookAsVisitor(2);
    const date = toZonedLocal(new Date(booked.start), "America/New_York").date;
    const day = await asAdmin("GET", `/admin/consultations/agenda?view=day&date=${date}`);
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ view: "day", from: date, to: date });
    expect(day.body.consultations.map((item: { id: string }) => item.id)).toContain(booked.id);
    const week = await asAdmin("GET", `/admin/consultations/agenda?view=week&date=${date}&staff=${ava.id}`);
    expect(week.body.consultations.map((item: { id: string }) => item.id)).toContain(booked.id);
    expect(week.body.consultations[0]).toMatchObject({ staffEmail: ava.email, timeZone: "Europe/Madrid" });
    expect((await asAdmin("GET", "/admin/consultations/agenda?view=month")).status).toBe(400);
  });

  it("moves a booking: the visitor gets the update (same UID, SEQUENCE 1); a held time is 409 with fresh slots", async () => {
    const booked = await bookAsVisitor(6);
    const held = await bookAsVisitor(12);
    const taken = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/move`, {
      start: held.start,
    });
    expect(taken.status).toBe(409);
    expect((taken.body as unknown as { slots: { days: unknown[] } }).slots.days.length).toBeGreaterThan(0);

    const target = (await openSlots(app, "employer", ava.id))[16]?.start as string;
    const moved = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/move`, { start: target });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: target, sequence: 1 });
    const update = (await emailsTo(booked.email)).at(-1);
    expect(update?.property("METHOD")).toBe("REQUEST");
    expect(update?.property("SEQUENCE")).toBe("1");
    expect(update?.property("UID")).toBe(`consultation-${booked.id}@sunshinestaffing.example`);
    expect(update?.text).toContain("(Europe/Madrid)");
    expect(await auditActions(booked.id)).toEqual(["consultation.moved"]);
  });

  it("cancels a booking with a reason: METHOD:CANCEL to the visitor; a second cancel is 409", async () => {
    const booked = await bookAsVisitor(20);
    const cancelled = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/cancel`, {
      reason: "Our office is closed for a storm.",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      cancelReason: "Our office is closed for a storm.",
    });
    const cancellation = (await emailsTo(booked.email)).at(-1);
    expect(cancellation?.property("METHOD")).toBe("CANCEL");
    expect(cancellation?.text).toContain("Our office is closed for a storm.");
    const again = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.notBooked);
    expect(await auditActions(booked.id)).toEqual(["consultation.cancelled"]);
  });

  it("marks completed or no-show with notes once begun (409 before)", async () => {
    const ahead = await bookAsVisitor(24);
    const early = await asAdmin("POST", `/admin/consultations/bookings/${ahead.id}/outcome`, {
      status: "completed",
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(M.notStarted);
    const bad = await asAdmin("POST", `/admin/consultations/bookings/${ahead.id}/outcome`, {
      status: "maybe",
    });
    expect(bad.status).toBe(400);

    const startsAt = fromZonedLocal("2026-11-02", "10:00", "America/New_York") as Date;
    const [past] = await database
      .db()
      .insert(consultations)
      .values({
        type: "job-seeker",
        staffId: ava.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        format: "phone",
        visitorName: "Past Visitor",
        visitorEmail: "past@staffing-good.test",
        visitorPhone: "3055550111",
        topic: "A consultation that has taken place.",
        visitorTimeZone: "America/New_York",
      })
      .returning();
    const done = await asAdmin("POST", `/admin/consultations/bookings/${past?.id}/outcome`, {
      status: "no_show",
      notes: "Called twice, no answer.",
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "no_show", notes: "Called twice, no answer." });
    expect(await auditActions(past?.id as string)).toEqual(["consultation.no-show"]);
  });

  it("links a booking to an existing candidate or client company, or creates a pending company from it", async () => {
    const booked = await bookAsVisitor(28);
    const candidate = await insertSignedInCandidate(database.db(), { email: "linked@staffing-good.test" });
    const company = await insertClientCompany();
    const both = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/link`, {
      candidateId: candidate.id,
      clientCompanyId: company.id,
    });
    expect(both.status).toBe(400);
    const unknown = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/link`, {
      candidateId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    const linked = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/link`, {
      candidateId: candidate.id,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.candidateId).toBe(candidate.id);

    const created = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/client-company`, {
      legalName: "Moreno Foods LLC",
      industry: "Manufacturing",
      sizeBand: "51-200",
      street: "800 Brickell Avenue",
      city: "Miami",
      state: "FL",
      zip: "33131",
    });
    expect(created.status).toBe(201);
    const [row] = await database
      .db()
      .select()
      .from(clientCompanies)
      .where(eq(clientCompanies.id, created.body.clientCompanyId as string));
    expect(row).toMatchObject({ legalName: "Moreno Foods LLC", status: "pending" });
    const twice = await asAdmin("POST", `/admin/consultations/bookings/${booked.id}/client-company`, {
      legalName: "Moreno Foods LLC",
      industry: "Manufacturing",
      sizeBand: "51-200",
      street: "800 Brickell Avenue",
      city: "Miami",
      state: "FL",
      zip: "33131",
    });
    expect(twice.status).toBe(409);
    expect(await auditActions(booked.id)).toEqual(["consultation.linked", "consultation.linked"]);
  });

  it("answers 404 on every :id route for an unknown or malformed id, changing nothing", async () => {
    const routes: [string, string, unknown][] = [
      ["GET", "/admin/consultations/bookings/:id", undefined],
      ["POST", "/admin/consultations/bookings/:id/outcome", { status: "completed" }],
      ["POST", "/admin/consultations/bookings/:id/cancel", {}],
      [
        "POST",
        "/admin/consultations/bookings/:id/move",
        { start: new Date(Date.now() + 86_400_000).toISOString() },
      ],
      [
        "POST",
        "/admin/consultations/bookings/:id/link",
        { candidateId: "00000000-0000-4000-8000-000000000000" },
      ],
      [
        "POST",
        "/admin/consultations/bookings/:id/client-company",
        {
          legalName: "X Co",
          industry: "Manufacturing",
          sizeBand: "1-10",
          street: "1 Main St",
          city: "Miami",
          state: "FL",
          zip: "33131",
        },
      ],
      ["PUT", "/admin/consultations/staff/:id", schedule],
      [
        "POST",
        "/admin/consultations/staff/:id/time-off",
        { startsAt: "2027-01-04T14:00:00Z", endsAt: "2027-01-05T14:00:00Z" },
      ],
      ["DELETE", "/admin/consultations/holidays/:id", undefined],
    ];
    const auditBefore = (await database.db().select().from(adminAuditLog)).length;
    for (const [method, path, body] of routes) {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        const reply = await asAdmin(method, path.replace(":id", id), body);
        expect(reply.status, `${method} ${path} ${id}`).toBe(404);
      }
    }
    expect((await database.db().select().from(adminAuditLog)).length).toBe(auditBefore);
    expect((await call("GET", "/admin/consultations/agenda")).status).toBe(401);
  });
});
