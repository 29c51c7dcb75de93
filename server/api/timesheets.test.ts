import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, mondayOf, todayInFlorida } from "../../common/timesheets";
import { setupAdminTestClient, testAdmin } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createPlacedContractor } from "../../tests/support/workforce-records";
import { adminAuditLog, mailOutbox, placements, timesheetApprovalLinks, timesheets } from "../db/schema";
import {
  APPROVAL_LINK_MESSAGES,
  APPROVAL_REQUEST_SUBJECT,
  decideByToken,
  reviewByToken,
  TIMESHEET_APPROVED_SUBJECT,
  TIMESHEET_REJECTED_SUBJECT,
} from "../modules/timesheets";

const database = setupTestDatabase();
const { db } = database;
const app = setupTestApp();
const admin = setupAdminTestClient(database, app, "not.a.contractor@example.com");

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are read field by field in assertions.
type Json = Record<string, any>;

const thisMonday = mondayOf(todayInFlorida());
const lastMonday = addDays(thisMonday, -7);

function call(token: string, method: string, path: string, body?: unknown) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      Origin: new URL(app.config.APP_URL).origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const week = (placementId: string, monday = lastMonday) =>
  `/api/candidates/timesheets?placement=${placementId}&week=${monday}`;
const days = (hours: number[], extra: Partial<{ breakMinutes: number; note: string }> = {}) =>
  hours.map((h) => ({ hours: h, breakMinutes: extra.breakMinutes ?? 30, note: extra.note ?? "" }));
const FULL_WEEK = [8, 8, 8, 8, 8, 2.5, 0];

async function submitWeek(contractor: { token: string; placementId: string }, hours = FULL_WEEK) {
  expect(
    (await call(contractor.token, "PUT", week(contractor.placementId), { days: days(hours) })).status,
  ).toBe(200);
  const response = await call(
    contractor.token,
    "POST",
    week(contractor.placementId).replace("timesheets?", "timesheets/submit?"),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

/** The token from the latest approval email to this supervisor. */
async function emailedToken(to: string): Promise<string> {
  const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const mail = rows.filter((row) => row.subject.startsWith(APPROVAL_REQUEST_SUBJECT)).at(-1);
  const token = /\/timesheets\/review\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no approval email to ${to}`);
  return token;
}

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE timesheets, timesheet_approval_links, mail_outbox, admin_audit_log CASCADE`,
  );
});

describe("candidate placements", () => {
  it("lists only the candidate's own assignments, without the bill rate", async () => {
    const contractor = await createPlacedContractor({ client: "Bay Clinic", billRate: "99.00" });
    await createPlacedContractor({ client: "Someone Else's Client" });
    const response = await call(contractor.token, "GET", "/api/candidates/placements");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json;
    expect(body.current).toHaveLength(1);
    expect(body.past).toHaveLength(0);
    expect(body.current[0]).toMatchObject({
      id: contractor.placementId,
      client: "Bay Clinic",
      payRate: "45.00",
    });
    expect(JSON.stringify(body)).not.toContain("billRate");
    expect(JSON.stringify(body)).not.toContain("99.00");
  });

  it("needs a candidate session", async () => {
    expect((await fetch(`${app.url}/api/candidates/placements`)).status).toBe(401);
  });
});

describe("timesheet rules", () => {
  it("returns an empty editable week, then saves a draft with totals and overtime", async () => {
    const contractor = await createPlacedContractor();
    const empty = (await (await call(contractor.token, "GET", week(contractor.placementId))).json()) as Json;
    expect(empty).toMatchObject({
      id: null,
      status: "draft",
      editable: true,
      totalHours: 0,
      weekStart: lastMonday,
    });
    expect(empty.days).toHaveLength(7);
    expect(empty.nextWeek).toBe(thisMonday);
    const response = await call(contractor.token, "PUT", week(contractor.placementId), {
      days: days([10, 10, 10, 10, 2.75, 0, 0], { note: "Night shift" }),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Json;
    expect(saved).toMatchObject({
      status: "draft",
      totalHours: 42.75,
      regularHours: 40,
      overtimeHours: 2.75,
    });
    expect(saved.days[0]).toMatchObject({ hours: 10, breakMinutes: 30, note: "Night shift" });
    const [row] = await db().select().from(timesheets).where(eq(timesheets.id, saved.id));
    expect(row?.totalHours).toBe("42.75");
  });

  it("defaults to the current assignment and this week", async () => {
    const contractor = await createPlacedContractor();
    const body = (await (await call(contractor.token, "GET", "/api/candidates/timesheets")).json()) as Json;
    expect(body).toMatchObject({
      weekStart: thisMonday,
      nextWeek: null,
      placement: { id: contractor.placementId },
    });
  });

  it("refuses hours out of bounds or not in quarter hours, breaks and notes too long, with per-day fields", async () => {
    const contractor = await createPlacedContractor();
    const bad = days([8, 8, 8, 8, 8, 0, 0]);
    bad[0] = { hours: 24.25, breakMinutes: 0, note: "" };
    bad[1] = { hours: 7.3, breakMinutes: 0, note: "" };
    bad[2] = { hours: -1, breakMinutes: 0, note: "" };
    bad[3] = { hours: 8, breakMinutes: 1441, note: "" };
    bad[4] = { hours: 8, breakMinutes: 0, note: "x".repeat(501) };
    const response = await call(contractor.token, "PUT", week(contractor.placementId), { days: bad });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Json;
    expect(Object.keys(body.fields).sort()).toEqual(
      ["days.0.hours", "days.1.hours", "days.2.hours", "days.3.breakMinutes", "days.4.note"].sort(),
    );
    const short = await call(contractor.token, "PUT", week(contractor.placementId), { days: days([8]) });
    expect(short.status).toBe(400);
    const edges = await call(contractor.token, "PUT", week(contractor.placementId), {
      days: [24, 0.25, 0, 0, 0, 0, 0].map((hours) => ({ hours, breakMinutes: 1440, note: "y".repeat(500) })),
    });
    expect(edges.status).toBe(200);
  });

  it("refuses a future week and a week that is not a Monday", async () => {
    const contractor = await createPlacedContractor();
    const future = await call(contractor.token, "PUT", week(contractor.placementId, addDays(thisMonday, 7)), {
      days: days(FULL_WEEK),
    });
    expect(future.status).toBe(400);
    expect(((await future.json()) as Json).fields.week).toBeTruthy();
    expect(
      (await call(contractor.token, "GET", week(contractor.placementId, addDays(thisMonday, 7)))).status,
    ).toBe(400);
    expect(
      (await call(contractor.token, "GET", week(contractor.placementId, addDays(lastMonday, 1)))).status,
    ).toBe(400);
    expect(
      (
        await call(contractor.token, "PUT", week(contractor.placementId, thisMonday), {
          days: days([0, 0, 0, 0, 0, 0, 0]),
        })
      ).status,
    ).toBe(200);
  });

  it("refuses hours on days outside the placement's dates", async () => {
    const contractor = await createPlacedContractor({
      startDate: addDays(lastMonday, 2),
      endDate: addDays(lastMonday, 4),
    });
    const view = (await (await call(contractor.token, "GET", week(contractor.placementId))).json()) as Json;
    expect(view.days.map((day: Json) => day.inPlacement)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    const response = await call(contractor.token, "PUT", week(contractor.placementId), {
      days: days([4, 0, 8, 8, 8, 0, 1]),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Json).fields).sort()).toEqual([
      "days.0.hours",
      "days.6.hours",
    ]);
    expect(
      (
        await call(contractor.token, "PUT", week(contractor.placementId), {
          days: days([0, 0, 8, 8, 8, 0, 0]),
        })
      ).status,
    ).toBe(200);
  });

  it("makes a submitted week read-only (409), approval too; a rejected week is editable again", async () => {
    const contractor = await createPlacedContractor();
    const submitted = await submitWeek(contractor);
    expect(submitted).toMatchObject({ status: "submitted", editable: false, totalHours: 42.5 });
    expect(submitted.submittedAt).toBeTruthy();
    expect(
      (await call(contractor.token, "PUT", week(contractor.placementId), { days: days(FULL_WEEK) })).status,
    ).toBe(409);
    const again = await call(
      contractor.token,
      "POST",
      week(contractor.placementId).replace("timesheets?", "timesheets/submit?"),
    );
    expect(again.status).toBe(409);

    const reject = await admin.call("admin", "POST", `/api/admin/timesheets/${submitted.id}/reject`, {
      reason: "Friday was 6 hours",
    });
    expect(reject.status).toBe(200);
    const rejected = (await (
      await call(contractor.token, "GET", week(contractor.placementId))
    ).json()) as Json;
    expect(rejected).toMatchObject({
      status: "rejected",
      editable: true,
      rejectionReason: "Friday was 6 hours",
    });
    const resubmitted = await submitWeek(contractor, [8, 8, 8, 8, 6, 0, 0]);
    expect(resubmitted).toMatchObject({ status: "submitted", totalHours: 38, rejectionReason: null });

    expect((await admin.call("admin", "POST", `/api/admin/timesheets/${submitted.id}/approve`)).status).toBe(
      200,
    );
    const approved = (await (
      await call(contractor.token, "GET", week(contractor.placementId))
    ).json()) as Json;
    expect(approved).toMatchObject({ status: "approved", editable: false });
    expect(
      (await call(contractor.token, "PUT", week(contractor.placementId), { days: days(FULL_WEEK) })).status,
    ).toBe(409);
  });

  it("refuses to submit a week with nothing saved", async () => {
    const contractor = await createPlacedContractor();
    const response = await call(
      contractor.token,
      "POST",
      week(contractor.placementId).replace("timesheets?", "timesheets/submit?"),
    );
    expect(response.status).toBe(409);
  });

  it("answers 404 for another contractor's placement and unknown ids", async () => {
    const owner = await createPlacedContractor();
    const other = await createPlacedContractor();
    await submitWeek(owner);
    expect((await call(other.token, "GET", week(owner.placementId))).status).toBe(404);
    expect((await call(other.token, "PUT", week(owner.placementId), { days: days(FULL_WEEK) })).status).toBe(
      404,
    );
    const submit = await call(
      other.token,
      "POST",
      week(owner.placementId).replace("timesheets?", "timesheets/submit?"),
    );
    expect(submit.status).toBe(404);
    expect((await call(other.token, "GET", week("not-a-uuid"))).status).toBe(404);
    expect((await call(other.token, "GET", week("00000000-0000-4000-8000-000000000000"))).status).toBe(404);
  });
});

describe("the supervisor's emailed link", () => {
  it("emails a one-time link (hash stored) that approves the week once and tells the contractor", async () => {
    const contractor = await createPlacedContractor({ supervisorEmail: "boss@client.example" });
    const submitted = await submitWeek(contractor);
    const token = await emailedToken("boss@client.example");
    const [link] = await db()
      .select()
      .from(timesheetApprovalLinks)
      .where(eq(timesheetApprovalLinks.timesheetId, submitted.id));
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.tokenHash).toHaveLength(64);
    const days7 = (link?.expiresAt.getTime() ?? 0) - Date.now();
    expect(days7).toBeGreaterThan(6.9 * 86_400_000);
    expect(days7).toBeLessThanOrEqual(7 * 86_400_000);

    const review = await reviewByToken(token);
    expect(review).toMatchObject({
      id: submitted.id,
      totalHours: 42.5,
      overtimeHours: 2.5,
      client: "Harbor Health",
    });
    await decideByToken(token, { decision: "approve" });
    const [row] = await db().select().from(timesheets).where(eq(timesheets.id, submitted.id));
    expect(row).toMatchObject({ status: "approved", approvedBy: "boss@client.example" });
    expect(row?.approvedAt).toBeTruthy();
    const outcome = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, contractor.email));
    expect(outcome.map((mail) => mail.subject)).toContain(TIMESHEET_APPROVED_SUBJECT);

    await expect(reviewByToken(token)).rejects.toMatchObject({
      status: 410,
      message: APPROVAL_LINK_MESSAGES.used,
    });
    await expect(decideByToken(token, { decision: "reject", reason: "late" })).rejects.toMatchObject({
      status: 410,
    });
  });

  it("rejects with a required reason, and the contractor is emailed it", async () => {
    const contractor = await createPlacedContractor({ supervisorEmail: "lead@client.example" });
    const submitted = await submitWeek(contractor);
    const token = await emailedToken("lead@client.example");
    await expect(decideByToken(token, { decision: "reject", reason: "  " })).rejects.toMatchObject({
      status: 400,
    });
    await decideByToken(token, { decision: "reject", reason: "Tuesday was a holiday" });
    const [row] = await db().select().from(timesheets).where(eq(timesheets.id, submitted.id));
    expect(row).toMatchObject({ status: "rejected", rejectionReason: "Tuesday was a holiday" });
    const outcome = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, contractor.email));
    const mail = outcome.find((m) => m.subject === TIMESHEET_REJECTED_SUBJECT);
    expect(mail?.textBody).toContain("Tuesday was a holiday");
  });

  it("expires after 7 days and refuses a wrong token", async () => {
    const contractor = await createPlacedContractor({ supervisorEmail: "late@client.example" });
    const submitted = await submitWeek(contractor);
    const token = await emailedToken("late@client.example");
    await db()
      .update(timesheetApprovalLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(timesheetApprovalLinks.timesheetId, submitted.id));
    await expect(reviewByToken(token)).rejects.toMatchObject({
      status: 410,
      message: APPROVAL_LINK_MESSAGES.expired,
    });
    await expect(decideByToken(token, { decision: "approve" })).rejects.toMatchObject({ status: 410 });
    await expect(reviewByToken(`${token.slice(0, -2)}xx`)).rejects.toMatchObject({ status: 404 });
    await expect(reviewByToken("short")).rejects.toMatchObject({ status: 404 });
    const [row] = await db().select().from(timesheets).where(eq(timesheets.id, submitted.id));
    expect(row?.status).toBe("submitted");
  });

  it("sends no link without a supervisor email, and a staff decision uses up an open link", async () => {
    const quiet = await createPlacedContractor({ supervisorEmail: null });
    await submitWeek(quiet);
    expect(await db().select().from(timesheetApprovalLinks)).toHaveLength(0);
    const contractor = await createPlacedContractor({ supervisorEmail: "chief@client.example" });
    const submitted = await submitWeek(contractor);
    const token = await emailedToken("chief@client.example");
    expect((await admin.call("admin", "POST", `/api/admin/timesheets/${submitted.id}/approve`)).status).toBe(
      200,
    );
    await expect(reviewByToken(token)).rejects.toMatchObject({ status: 410 });
  });
});

describe("staff", () => {
  it("lists submitted weeks oldest first and approves (audited, contractor emailed)", async () => {
    const first = await createPlacedContractor();
    const second = await createPlacedContractor();
    const a = await submitWeek(first);
    const b = await submitWeek(second);
    const list = (await (await admin.call("admin", "GET", "/api/admin/timesheets")).json()) as Json;
    expect(list.rows.map((row: Json) => row.id)).toEqual([a.id, b.id]);
    expect(list.rows[0].days).toHaveLength(7);
    const response = await admin.call("admin", "POST", `/api/admin/timesheets/${a.id}/approve`);
    expect(response.status).toBe(200);
    const [row] = await db().select().from(timesheets).where(eq(timesheets.id, a.id));
    expect(row).toMatchObject({ status: "approved", approvedBy: testAdmin.email });
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, a.id));
    expect(audit.map((entry) => entry.action)).toEqual(["timesheet.approved"]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, first.email));
    expect(mails.map((mail) => mail.subject)).toContain(TIMESHEET_APPROVED_SUBJECT);
    expect((await admin.call("admin", "POST", `/api/admin/timesheets/${a.id}/approve`)).status).toBe(409);
    const remaining = (await (await admin.call("admin", "GET", "/api/admin/timesheets")).json()) as Json;
    expect(remaining.rows.map((r: Json) => r.id)).toEqual([b.id]);
  });

  it("rejects only with a reason (audited)", async () => {
    const contractor = await createPlacedContractor();
    const submitted = await submitWeek(contractor);
    expect(
      (await admin.call("admin", "POST", `/api/admin/timesheets/${submitted.id}/reject`, {})).status,
    ).toBe(400);
    expect(
      (
        await admin.call("admin", "POST", `/api/admin/timesheets/${submitted.id}/reject`, {
          reason: "Check Monday",
        })
      ).status,
    ).toBe(200);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, submitted.id));
    expect(audit[0]).toMatchObject({ action: "timesheet.rejected" });
    expect((await admin.call("admin", "POST", "/api/admin/timesheets/not-an-id/approve")).status).toBe(404);
  });

  it("lists, searches, shows, edits the supervisor of and ends placements (audited)", async () => {
    const contractor = await createPlacedContractor({ client: "Unique Client Zeta", billRate: "77.50" });
    const list = (await (await admin.call("admin", "GET", "/api/admin/placements?q=zeta")).json()) as Json;
    expect(list.rows.map((row: Json) => row.id)).toEqual([contractor.placementId]);
    const ended = (await (
      await admin.call("admin", "GET", "/api/admin/placements?status=ended&q=zeta")
    ).json()) as Json;
    expect(ended.total).toBe(0);
    const detail = (await (
      await admin.call("admin", "GET", `/api/admin/placements/${contractor.placementId}`)
    ).json()) as Json;
    expect(detail).toMatchObject({ billRate: "77.50", contractorEmail: contractor.email });

    const bad = await admin.call(
      "admin",
      "POST",
      `/api/admin/placements/${contractor.placementId}/supervisor`,
      {
        supervisorName: "New Boss",
        supervisorEmail: "not-an-email",
      },
    );
    expect(bad.status).toBe(400);
    const changed = await admin.call(
      "admin",
      "POST",
      `/api/admin/placements/${contractor.placementId}/supervisor`,
      {
        supervisorName: "New Boss",
        supervisorEmail: "New.Boss@Client.example",
      },
    );
    expect(changed.status).toBe(200);
    expect((await changed.json()) as Json).toMatchObject({ supervisorEmail: "new.boss@client.example" });

    const tooEarly = await admin.call(
      "admin",
      "POST",
      `/api/admin/placements/${contractor.placementId}/end`,
      {
        endDate: "2000-01-01",
      },
    );
    expect(tooEarly.status).toBe(400);
    const end = await admin.call("admin", "POST", `/api/admin/placements/${contractor.placementId}/end`, {
      endDate: lastMonday,
    });
    expect(end.status).toBe(200);
    const [row] = await db().select().from(placements).where(eq(placements.id, contractor.placementId));
    expect(row).toMatchObject({ status: "ended", endDate: lastMonday });
    expect(
      (
        await admin.call("admin", "POST", `/api/admin/placements/${contractor.placementId}/end`, {
          endDate: lastMonday,
        })
      ).status,
    ).toBe(409);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, contractor.placementId));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "placement.ended",
      "placement.supervisor_changed",
    ]);
    const mine = (await (await call(contractor.token, "GET", "/api/candidates/placements")).json()) as Json;
    expect(mine.past.map((p: Json) => p.id)).toEqual([contractor.placementId]);
    expect(
      (await admin.call("admin", "GET", "/api/admin/placements/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });

  it("refuses anonymous and candidate callers on every admin endpoint", async () => {
    const contractor = await createPlacedContractor();
    const paths: [string, string][] = [
      ["GET", "/api/admin/placements"],
      ["GET", `/api/admin/placements/${contractor.placementId}`],
      ["POST", `/api/admin/placements/${contractor.placementId}/supervisor`],
      ["POST", `/api/admin/placements/${contractor.placementId}/end`],
      ["GET", "/api/admin/timesheets"],
      ["POST", "/api/admin/timesheets/00000000-0000-4000-8000-000000000000/approve"],
      ["POST", "/api/admin/timesheets/00000000-0000-4000-8000-000000000000/reject"],
    ];
    for (const [method, path] of paths) {
      const body = method === "POST" ? {} : undefined;
      expect((await admin.call("anonymous", method, path, body)).status, path).toBe(401);
      expect((await admin.call("candidate", method, path, body)).status, path).toBe(403);
      expect((await call(contractor.token, method, path, body)).status, path).toBe(403);
    }
  });
});
