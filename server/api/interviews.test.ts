import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INTERVIEW_MESSAGES } from "../../common/interviews";
import { setupAdminTestClient, testAdmin } from "../../tests/support/admin-test-client";
import { insertApplication, insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  applicationStageEvents,
  applications,
  candidates,
  interviews,
  mailOutbox,
  storedFiles,
} from "../db/schema";
import { readCalendarProperties } from "../kernel/ics";
import { fromZonedLocal, toZonedLocal } from "../modules/interviews";

const database = setupTestDatabase();
const app = setupTestApp({ MAIL_FROM: "Sunshine Staffing <hello@sunshinestaffing.example>" });
const MARIA_EMAIL = "maria.interviews@example.com";
const { call } = setupAdminTestClient(database, app, MARIA_EMAIL);
const db = () => database.db();

/** A second account: its token must never reach Maria's interviews. */
const other = { token: "", candidateId: "" };
let mariaId = "";
let jobId = "";
let fileId = "";

beforeAll(async () => {
  const [maria] = await db()
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.email, MARIA_EMAIL));
  mariaId = maria?.id ?? "";
  const ben = await insertSignedInCandidate(db(), {
    firstName: "Ben",
    lastName: "Ortiz",
    email: "ben.interviews@example.com",
    phone: "3055550101",
    emailVerifiedAt: null,
  });
  other.candidateId = ben.id;
  other.token = ben.token;
  jobId = (await insertJob(db())).id;
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: "resumes/interviews-test.pdf",
      originalName: "resume.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      purpose: "resume",
    })
    .returning({ id: storedFiles.id });
  fileId = file?.id ?? "";
});

beforeEach(async () => {
  await db().execute(sql`TRUNCATE applications, interviews, mail_outbox, admin_audit_log CASCADE`);
});

async function newApplication(values: Partial<typeof applications.$inferInsert> = {}): Promise<string> {
  const row = await insertApplication(db(), {
    jobId,
    candidateId: mariaId,
    fullName: "Maria Gonzalez",
    email: MARIA_EMAIL,
    resumeFileId: fileId,
    status: "screening",
    ...values,
  });
  return row.id;
}

/** Wall-clock date in New York some days ahead, for the forms' date field. */
const daysAhead = (days: number, timeZone = "America/New_York") =>
  toZonedLocal(new Date(Date.now() + days * 86_400_000), timeZone).date;

const videoInterview = () => ({
  date: daysAhead(3),
  time: "10:00",
  timeZone: "America/New_York",
  durationMinutes: 45,
  format: "video",
  meetingUrl: "https://meet.example.com/abc-defg-hij",
  interviewers: ["Olivia Park", "Dr. Sam Lee"],
});

async function schedule(applicationId: string, body: unknown = videoInterview()) {
  const response = await call("admin", "POST", `/api/admin/applications/${applicationId}/interviews`, body);
  return { status: response.status, body: await response.json() };
}

async function candidateCall(method: string, urlPath: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${app.url}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every email queued, oldest first, with its .ics parsed. */
async function sentInvites() {
  const rows = await db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => {
    const attachment = row.attachments[0];
    const ics = attachment ? Buffer.from(attachment.content, "base64").toString("utf8") : "";
    const properties = readCalendarProperties(ics);
    const value = (name: string) => properties.find((property) => property.name === name)?.value;
    return { row, attachment, ics, value };
  });
}

describe("scheduling an interview", () => {
  it("201: saves it, moves the application to 'interview', audits and emails a REQUEST invite", async () => {
    const applicationId = await newApplication();
    const { status, body } = await schedule(applicationId);
    expect(status).toBe(201);
    const expectedStart = fromZonedLocal(daysAhead(3), "10:00", "America/New_York");
    expect(body).toMatchObject({
      applicationId,
      startsAt: expectedStart?.toISOString(),
      endsAt: new Date((expectedStart?.getTime() ?? 0) + 45 * 60_000).toISOString(),
      timeZone: "America/New_York",
      format: "video",
      formatLabel: "Video",
      location: null,
      meetingUrl: "https://meet.example.com/abc-defg-hij",
      interviewers: ["Olivia Park", "Dr. Sam Lee"],
      status: "scheduled",
      sequence: 0,
      candidateResponse: "pending",
      localDate: daysAhead(3),
      localTime: "10:00",
      candidate: { name: "Maria Gonzalez", email: MARIA_EMAIL },
      job: { id: jobId, title: "ICU Nurse", company: "Harbor Health" },
    });

    const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(application?.status).toBe("interview");
    const events = await db()
      .select()
      .from(applicationStageEvents)
      .where(eq(applicationStageEvents.applicationId, applicationId));
    expect(events).toEqual([
      expect.objectContaining({
        fromStage: "screening",
        toStage: "interview",
        actor: "recruiter",
        actorEmail: testAdmin.email,
      }),
    ]);

    const [audit] = await db().select().from(adminAuditLog);
    expect(audit).toMatchObject({
      action: "interview.scheduled",
      entityType: "interview",
      entityId: body.id,
      actorEmail: testAdmin.email,
    });

    const [mail] = await sentInvites();
    expect(mail?.row).toMatchObject({
      toAddress: MARIA_EMAIL,
      subject: "Interview scheduled: ICU Nurse at Harbor Health",
    });
    expect(mail?.row.textBody).toContain("/candidate/interviews");
    expect(mail?.attachment).toMatchObject({ filename: "interview.ics", contentType: "text/calendar" });
    expect(mail?.value("METHOD")).toBe("REQUEST");
    expect(mail?.value("UID")).toBe(`interview-${body.id}@sunshinestaffing.example`);
    expect(mail?.value("SEQUENCE")).toBe("0");
    expect(mail?.value("DTSTART")).toBe(
      expectedStart
        ?.toISOString()
        .replace(/\.\d{3}Z$/, "Z")
        .replace(/[-:]/g, ""),
    );
    expect(mail?.value("DTEND")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(mail?.value("SUMMARY")).toBe("Interview: ICU Nurse at Harbor Health");
    expect(mail?.value("LOCATION")).toBe("https://meet.example.com/abc-defg-hij");
    expect(mail?.value("URL")).toBe("https://meet.example.com/abc-defg-hij");
    expect(mail?.value("ORGANIZER")).toBe("mailto:hello@sunshinestaffing.example");
    expect(mail?.value("ATTENDEE")).toBe(`mailto:${MARIA_EMAIL}`);
  });

  it("keeps an application already past 'interview' where it is, and takes an interview at 'interview' too", async () => {
    const offer = await newApplication({ status: "offer", jobId: null, source: "apply" });
    expect((await schedule(offer)).status).toBe(201);
    const [row] = await db().select().from(applications).where(eq(applications.id, offer));
    expect(row?.status).toBe("offer");
    const atInterview = await newApplication({ status: "interview" });
    expect((await schedule(atInterview)).status).toBe(201);
    expect(await db().select().from(applicationStageEvents)).toEqual([]);
  });

  it("names the agency in the summary for a general application (no job)", async () => {
    const applicationId = await newApplication({ jobId: null, source: "apply" });
    const { body } = await schedule(applicationId, {
      ...videoInterview(),
      format: "onsite",
      meetingUrl: undefined,
      location: "1450 Brickell Avenue, Suite 1800, Miami, FL",
    });
    expect(body).toMatchObject({
      job: null,
      format: "onsite",
      location: "1450 Brickell Avenue, Suite 1800, Miami, FL",
      meetingUrl: null,
    });
    const [mail] = await sentInvites();
    expect(mail?.value("SUMMARY")).toBe("Interview with Sunshine Staffing");
    expect(mail?.value("LOCATION")).toBe("1450 Brickell Avenue\\, Suite 1800\\, Miami\\, FL");
  });

  it("reads the date and time in the chosen zone", async () => {
    const applicationId = await newApplication();
    const date = daysAhead(5, "America/Los_Angeles");
    const { body } = await schedule(applicationId, {
      ...videoInterview(),
      date,
      time: "09:30",
      timeZone: "America/Los_Angeles",
      format: "phone",
      meetingUrl: undefined,
      location: "(305) 555-0100",
      interviewers: "Olivia Park\nSam Lee, Ana Ruiz",
    });
    expect(body.startsAt).toBe(fromZonedLocal(date, "09:30", "America/Los_Angeles")?.toISOString());
    expect(toZonedLocal(new Date(body.startsAt), "America/Los_Angeles")).toEqual({ date, time: "09:30" });
    expect(body.interviewers).toEqual(["Olivia Park", "Sam Lee", "Ana Ruiz"]);
  });

  it.each([
    ["an unknown time zone", { timeZone: "Florida/Miami" }, "timeZone"],
    ["an offset instead of a zone", { timeZone: "+05:00" }, "timeZone"],
    ["a start in the past", { date: "2020-01-06" }, "date"],
    ["a malformed date", { date: "06/01/2030" }, "date"],
    ["a malformed time", { time: "25:00" }, "time"],
    ["a video interview without its link", { meetingUrl: "" }, "meetingUrl"],
    ["a link that is not a web address", { meetingUrl: "javascript:alert(1)" }, "meetingUrl"],
    ["a phone interview without a number", { format: "phone", meetingUrl: undefined }, "location"],
    ["an on-site interview without an address", { format: "onsite", location: "  " }, "location"],
    ["an unknown format", { format: "carrier-pigeon" }, "format"],
    ["a duration out of range", { durationMinutes: 4 }, "durationMinutes"],
    ["a duration that is not a number", { durationMinutes: "long" }, "durationMinutes"],
    [
      "too many interviewers",
      { interviewers: Array.from({ length: 11 }, (_, i) => `Person ${i}`) },
      "interviewers",
    ],
    ["an unknown field", { salary: 100 }, "salary"],
  ])("400 with the field for %s, and nothing saved or sent", async (_, change, field) => {
    const applicationId = await newApplication();
    const { status, body } = await schedule(applicationId, { ...videoInterview(), ...change });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
    expect(await db().select().from(interviews)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    expect(await db().select().from(adminAuditLog)).toEqual([]);
  });

  it("400 for a missing body's required fields, never a 500", async () => {
    const applicationId = await newApplication();
    const { status, body } = await schedule(applicationId, {});
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual(
      expect.arrayContaining(["date", "time", "timeZone", "durationMinutes", "format"]),
    );
  });

  it("404 for an unknown or malformed application id; 409 for a closed application", async () => {
    expect((await schedule("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await schedule("not-a-uuid")).status).toBe(404);
    for (const stage of ["withdrawn", "not_selected", "placed"] as const) {
      const applicationId = await newApplication({ status: stage, jobId: null, source: "apply" });
      const { status, body } = await schedule(applicationId);
      expect(status).toBe(409);
      expect(body.error).toBe(INTERVIEW_MESSAGES.closedApplication);
    }
    expect(await db().select().from(interviews)).toEqual([]);
  });
});

describe("rescheduling and cancelling", () => {
  it("a reschedule keeps the UID, raises SEQUENCE and resets the candidate's answer; cancelling sends METHOD:CANCEL", async () => {
    const applicationId = await newApplication();
    const { body: created } = await schedule(applicationId);
    const confirmed = await call("candidate", "POST", `/api/candidates/interviews/${created.id}/confirm`);
    expect(confirmed.status).toBe(200);

    const moved = await call("admin", "PUT", `/api/admin/interviews/${created.id}`, {
      ...videoInterview(),
      date: daysAhead(4),
      time: "14:15",
      durationMinutes: 60,
    });
    expect(moved.status).toBe(200);
    const rescheduled = await moved.json();
    expect(rescheduled).toMatchObject({
      id: created.id,
      sequence: 1,
      candidateResponse: "pending",
      candidateNote: null,
      localDate: daysAhead(4),
      localTime: "14:15",
      durationMinutes: 60,
    });

    const cancel = await call("admin", "POST", `/api/admin/interviews/${created.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: "cancelled", sequence: 2 });

    const [first, second, third] = await sentInvites();
    expect(second?.row.subject).toBe("Interview rescheduled: ICU Nurse at Harbor Health");
    expect(third?.row.subject).toBe("Interview cancelled: ICU Nurse at Harbor Health");
    const uid = first?.value("UID");
    expect(second?.value("UID")).toBe(uid);
    expect(third?.value("UID")).toBe(uid);
    expect([first, second, third].map((mail) => Number(mail?.value("SEQUENCE")))).toEqual([0, 1, 2]);
    expect(second?.value("METHOD")).toBe("REQUEST");
    expect(second?.value("DTSTART")).toBe(
      fromZonedLocal(daysAhead(4), "14:15", "America/New_York")
        ?.toISOString()
        .replace(/\.\d{3}Z$/, "Z")
        .replace(/[-:]/g, ""),
    );
    expect(third?.value("METHOD")).toBe("CANCEL");
    expect(third?.value("STATUS")).toBe("CANCELLED");

    const actions = (await db().select().from(adminAuditLog).orderBy(asc(adminAuditLog.createdAt))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(["interview.scheduled", "interview.rescheduled", "interview.cancelled"]);
  });

  it("409 for changing or cancelling a cancelled interview or one already over; 400 on a bad reschedule; 404 unknown", async () => {
    const applicationId = await newApplication();
    const { body: created } = await schedule(applicationId);
    const bad = await call("admin", "PUT", `/api/admin/interviews/${created.id}`, {
      ...videoInterview(),
      timeZone: "Mars/Olympus",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty("timeZone");

    await call("admin", "POST", `/api/admin/interviews/${created.id}/cancel`);
    expect((await call("admin", "POST", `/api/admin/interviews/${created.id}/cancel`)).status).toBe(409);
    expect((await call("admin", "PUT", `/api/admin/interviews/${created.id}`, videoInterview())).status).toBe(
      409,
    );

    const [past] = await db()
      .insert(interviews)
      .values({
        applicationId,
        startsAt: new Date(Date.now() - 2 * 86_400_000),
        timeZone: "America/New_York",
        format: "phone",
        location: "305",
      })
      .returning({ id: interviews.id });
    expect((await call("admin", "POST", `/api/admin/interviews/${past?.id}/cancel`)).status).toBe(409);
    expect((await call("admin", "PUT", `/api/admin/interviews/${past?.id}`, videoInterview())).status).toBe(
      409,
    );

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("admin", "POST", `/api/admin/interviews/${unknown}/cancel`)).status).toBe(404);
    expect((await call("admin", "PUT", `/api/admin/interviews/nope`, videoInterview())).status).toBe(404);
  });
});

describe("the console's lists", () => {
  it("lists upcoming soonest first and past latest first, with candidate, job, response and note", async () => {
    const applicationId = await newApplication();
    const { body: later } = await schedule(applicationId, { ...videoInterview(), date: daysAhead(6) });
    const { body: sooner } = await schedule(applicationId, { ...videoInterview(), date: daysAhead(2) });
    await call("candidate", "POST", `/api/candidates/interviews/${sooner.id}/reschedule-request`, {
      note: "Mornings after 9 work best.",
    });
    await db()
      .insert(interviews)
      .values({
        applicationId,
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        timeZone: "America/Chicago",
        format: "onsite",
        location: "Miami office",
        candidateResponse: "confirmed",
      });

    const upcoming = await (await call("admin", "GET", "/api/admin/interviews?range=upcoming")).json();
    expect(upcoming).toMatchObject({ range: "upcoming", total: 2, page: 1 });
    expect(upcoming.rows.map((row: { id: string }) => row.id)).toEqual([sooner.id, later.id]);
    expect(upcoming.rows[0]).toMatchObject({
      candidate: { name: "Maria Gonzalez", email: MARIA_EMAIL },
      job: { title: "ICU Nurse", company: "Harbor Health" },
      candidateResponse: "reschedule_requested",
      candidateNote: "Mornings after 9 work best.",
    });
    const past = await (await call("admin", "GET", "/api/admin/interviews?range=past&page=1")).json();
    expect(past).toMatchObject({ range: "past", total: 1 });
    expect(past.rows[0]).toMatchObject({
      format: "onsite",
      timeZone: "America/Chicago",
      candidateResponse: "confirmed",
    });

    const forApplication = await (
      await call("admin", "GET", `/api/admin/applications/${applicationId}/interviews`)
    ).json();
    expect(forApplication.interviews).toHaveLength(3);
    expect((await call("admin", "GET", "/api/admin/applications/nope/interviews")).status).toBe(404);
  });

  const unknown = "00000000-0000-4000-8000-000000000000";
  const adminEndpoints: [string, string, unknown?][] = [
    ["GET", "/api/admin/interviews"],
    ["GET", `/api/admin/applications/${unknown}/interviews`],
    ["POST", `/api/admin/applications/${unknown}/interviews`, {}],
    ["PUT", `/api/admin/interviews/${unknown}`, {}],
    ["POST", `/api/admin/interviews/${unknown}/cancel`],
  ];
  it.each(adminEndpoints)(
    "%s %s: 401 anonymous, 403 with a candidate's token",
    async (method, urlPath, body) => {
      expect((await call("anonymous", method, urlPath, body)).status).toBe(401);
      expect((await call("candidate", method, urlPath, body)).status).toBe(403);
    },
  );
});

describe("the candidate's interviews", () => {
  it("lists only the candidate's own interviews, upcoming and past, with the shape the portal reads", async () => {
    const mine = await newApplication();
    const { body: upcoming } = await schedule(mine);
    const [past] = await db()
      .insert(interviews)
      .values({
        applicationId: mine,
        startsAt: new Date(Date.now() - 86_400_000),
        timeZone: "America/New_York",
        format: "phone",
        location: "(305) 555-0100",
      })
      .returning({ id: interviews.id });
    const bens = await newApplication({
      candidateId: other.candidateId,
      email: "ben.interviews@example.com",
      jobId: null,
      source: "apply",
    });
    await schedule(bens);

    const response = await call("candidate", "GET", "/api/candidates/interviews");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.upcoming).toEqual([
      {
        id: upcoming.id,
        startsAt: upcoming.startsAt,
        proposedTimes: [],
        endsAt: upcoming.endsAt,
        timeZone: "America/New_York",
        format: "video",
        formatLabel: "Video",
        location: null,
        meetingUrl: "https://meet.example.com/abc-defg-hij",
        interviewers: ["Olivia Park", "Dr. Sam Lee"],
        status: "scheduled",
        candidateResponse: "pending",
        candidateNote: null,
        job: { id: jobId, title: "ICU Nurse", company: "Harbor Health" },
      },
    ]);
    expect(body.past.map((row: { id: string }) => row.id)).toEqual([past?.id]);
    expect((await candidateCall("GET", "/api/candidates/interviews")).status).toBe(401);
  });

  it("confirms, then asks to reschedule with a note; 400 without a note or with a long one", async () => {
    const { body: created } = await schedule(await newApplication());
    const confirm = await call("candidate", "POST", `/api/candidates/interviews/${created.id}/confirm`);
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({
      id: created.id,
      candidateResponse: "confirmed",
      candidateNote: null,
    });

    const url = `/api/candidates/interviews/${created.id}/reschedule-request`;
    for (const body of [{}, { note: "   " }, { note: "x".repeat(1001) }]) {
      const refused = await call("candidate", "POST", url, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields).toHaveProperty("note");
    }
    const asked = await call("candidate", "POST", url, {
      note: "  I have a shift that day; Friday works.  ",
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({
      candidateResponse: "reschedule_requested",
      candidateNote: "I have a shift that day; Friday works.",
    });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, created.id));
    expect(row?.respondedAt).toBeInstanceOf(Date);

    // The recruiter who scheduled it is emailed the request with the note.
    const [notice] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, testAdmin.email));
    expect(notice?.subject).toBe("Reschedule requested: Maria Gonzalez, ICU Nurse at Harbor Health");
    expect(notice?.textBody).toContain("Their note: I have a shift that day; Friday works.");
    expect(notice?.textBody).toContain("/admin/interviews");
  });

  it("sends a reschedule request to the site's inbox when no recruiter is on record", async () => {
    const applicationId = await newApplication();
    const [seeded] = await db()
      .insert(interviews)
      .values({
        applicationId,
        startsAt: new Date(Date.now() + 86_400_000),
        timeZone: "America/New_York",
        format: "phone",
        location: "(305) 555-0100",
      })
      .returning({ id: interviews.id });
    const asked = await call(
      "candidate",
      "POST",
      `/api/candidates/interviews/${seeded?.id}/reschedule-request`,
      { note: "Next week?" },
    );
    expect(asked.status).toBe(200);
    const mails = await db().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Reschedule requested: Maria Gonzalez/);
    expect(mails[0]?.toAddress).toMatch(/@/);
    expect(mails[0]?.toAddress).not.toBe(MARIA_EMAIL);
  });

  it("409 for answering a cancelled interview or one already over", async () => {
    const applicationId = await newApplication();
    const { body: created } = await schedule(applicationId);
    await call("admin", "POST", `/api/admin/interviews/${created.id}/cancel`);
    const [past] = await db()
      .insert(interviews)
      .values({
        applicationId,
        startsAt: new Date(Date.now() - 86_400_000),
        timeZone: "America/New_York",
        format: "phone",
        location: "305",
      })
      .returning({ id: interviews.id });
    for (const id of [created.id, past?.id]) {
      expect((await call("candidate", "POST", `/api/candidates/interviews/${id}/confirm`)).status).toBe(409);
      const ask = await call("candidate", "POST", `/api/candidates/interviews/${id}/reschedule-request`, {
        note: "Later?",
      });
      expect(ask.status).toBe(409);
    }
  });

  it("downloads the .ics at its current sequence, and a cancelled one as METHOD:CANCEL", async () => {
    const { body: created } = await schedule(await newApplication());
    await call("admin", "PUT", `/api/admin/interviews/${created.id}`, { ...videoInterview(), time: "11:00" });
    const download = await call("candidate", "GET", `/api/candidates/interviews/${created.id}/ics`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="?interview\.ics"?$/);
    const properties = readCalendarProperties(await download.text());
    const value = (name: string) => properties.find((property) => property.name === name)?.value;
    expect(value("UID")).toBe(`interview-${created.id}@sunshinestaffing.example`);
    expect(value("SEQUENCE")).toBe("1");
    expect(value("METHOD")).toBe("REQUEST");

    await call("admin", "POST", `/api/admin/interviews/${created.id}/cancel`);
    const cancelled = readCalendarProperties(
      await (await call("candidate", "GET", `/api/candidates/interviews/${created.id}/ics`)).text(),
    );
    expect(cancelled).toEqual(
      expect.arrayContaining([
        { name: "METHOD", value: "CANCEL" },
        { name: "SEQUENCE", value: "2" },
      ]),
    );
  });

  it("404 for another candidate's interview on every call, and nothing changes", async () => {
    const { body: created } = await schedule(await newApplication());
    const urls: [string, string, unknown?][] = [
      ["GET", `/api/candidates/interviews/${created.id}/ics`],
      ["POST", `/api/candidates/interviews/${created.id}/confirm`],
      ["POST", `/api/candidates/interviews/${created.id}/reschedule-request`, { note: "Let me take it" }],
      ["POST", "/api/candidates/interviews/not-a-uuid/confirm"],
    ];
    for (const [method, url, body] of urls) {
      const response = await candidateCall(method, url, body, other.token);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe(INTERVIEW_MESSAGES.notFound);
      expect((await candidateCall(method, url, body)).status).toBe(401);
    }
    const list = await (
      await candidateCall("GET", "/api/candidates/interviews", undefined, other.token)
    ).json();
    expect(list).toEqual({ upcoming: [], past: [] });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, created.id));
    expect(row).toMatchObject({ candidateResponse: "pending", candidateNote: null });
  });
});
