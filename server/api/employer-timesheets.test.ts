import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER_ROLE_REFUSAL } from "../../common/employer-options";
import type { EmployerTimesheets } from "../../common/employer-timesheets";
import {
  callAsEmployer,
  insertClientCompany,
  insertSignedInEmployer,
  insertSubmittedWeek,
  placeContractorWith,
  type SignedInEmployer,
} from "../../tests/support/employer-records";
import { lastEmailTo } from "../../tests/support/outbox-mail";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { timesheets } from "../db/schema";
import { TIMESHEET_APPROVED_SUBJECT, TIMESHEET_REJECTED_SUBJECT } from "../modules/timesheets";

const { db } = setupTestDatabase();
const app = setupTestApp();

const FULL_WEEK = [8, 8, 8, 8, 8, 0, 0];
const LONG_WEEK = [10, 10, 10, 10, 6.5, 0, 0];

let approver: SignedInEmployer;
let owner: SignedInEmployer;
let hiringManager: SignedInEmployer;
let otherApprover: SignedInEmployer;
let contractor: { email: string; placementId: string };
let otherPlacementId: string;

const as = (employer: SignedInEmployer | null, method: string, path: string, body?: unknown) =>
  callAsEmployer(app, employer, method, path, body);

const statusOf = async (id: string) => {
  const [row] = await db().select().from(timesheets).where(eq(timesheets.id, id));
  return row;
};

beforeAll(async () => {
  const mangrove = await insertClientCompany({ legalName: "Mangrove Health Partners" });
  const beacon = await insertClientCompany({ legalName: "Beacon Logistics LLC" });
  approver = await insertSignedInEmployer(mangrove.id, "timesheet_approver");
  owner = await insertSignedInEmployer(mangrove.id, "owner");
  hiringManager = await insertSignedInEmployer(mangrove.id, "hiring_manager");
  otherApprover = await insertSignedInEmployer(beacon.id, "timesheet_approver");
  contractor = await placeContractorWith(mangrove.id, { firstName: "Maria", startDate: "2026-08-31" });
  otherPlacementId = (await placeContractorWith(beacon.id, { firstName: "Omar", startDate: "2026-08-31" }))
    .placementId;
});

describe("GET /api/employers/timesheets", () => {
  it("lists only the company's contractors' waiting weeks, day by day, oldest first", async () => {
    const first = await insertSubmittedWeek(contractor.placementId, "2026-09-07", FULL_WEEK);
    const second = await insertSubmittedWeek(contractor.placementId, "2026-09-14", LONG_WEEK);
    const elsewhere = await insertSubmittedWeek(otherPlacementId, "2026-09-07", FULL_WEEK);

    const { status, body } = await as(approver, "GET", "/employers/timesheets");
    expect(status).toBe(200);
    const { waiting } = body as unknown as EmployerTimesheets;
    expect(waiting.map((week) => week.id)).toEqual([first.id, second.id]);
    expect(waiting.map((week) => week.id)).not.toContain(elsewhere.id);
    const long = waiting[1];
    expect(long?.days.map((day) => day.hours)).toEqual(LONG_WEEK);
    expect(long).toMatchObject({ totalHours: 46.5, overtimeHours: 6.5, contractorName: "Maria Contractor" });

    const theirs = (await as(otherApprover, "GET", "/employers/timesheets"))
      .body as unknown as EmployerTimesheets;
    expect(theirs.waiting.map((week) => week.id)).toEqual([elsewhere.id]);
  });

  it("is for approvers and owners: a hiring manager gets 403, nobody 401", async () => {
    expect((await as(owner, "GET", "/employers/timesheets")).status).toBe(200);
    const refused = await as(hiringManager, "GET", "/employers/timesheets");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
    expect((await as(null, "GET", "/employers/timesheets")).status).toBe(401);
  });
});

describe("deciding one week", () => {
  it("approves with the approver's email, tells the contractor, and an approved week cannot change (409)", async () => {
    const week = await insertSubmittedWeek(contractor.placementId, "2026-09-21", FULL_WEEK);
    const approved = await as(approver, "POST", `/employers/timesheets/${week.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: week.id, status: "approved", totalHours: 40 });
    expect(await statusOf(week.id)).toMatchObject({ status: "approved", approvedBy: approver.email });
    expect((await lastEmailTo(db(), contractor.email)).subject).toBe(TIMESHEET_APPROVED_SUBJECT);

    for (const [action, body] of [
      ["approve", undefined],
      ["reject", { reason: "Hours on Friday are wrong" }],
    ] as const) {
      const again = await as(owner, "POST", `/employers/timesheets/${week.id}/${action}`, body);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("This week is already approved: an approved week cannot be changed.");
    }
    expect(await statusOf(week.id)).toMatchObject({ status: "approved", approvedBy: approver.email });
  });

  it("rejects only with a reason, which the contractor is told", async () => {
    const week = await insertSubmittedWeek(contractor.placementId, "2026-09-28", FULL_WEEK);
    for (const body of [{}, { reason: "   " }]) {
      const refused = await as(approver, "POST", `/employers/timesheets/${week.id}/reject`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.reason).toBe("Give a reason for the rejection.");
    }
    expect((await statusOf(week.id))?.status).toBe("submitted");

    const rejected = await as(approver, "POST", `/employers/timesheets/${week.id}/reject`, {
      reason: "Wednesday was a holiday at our site",
    });
    expect(rejected.status).toBe(200);
    expect(await statusOf(week.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Wednesday was a holiday at our site",
      approvedBy: null,
    });
    const email = await lastEmailTo(db(), contractor.email);
    expect(email.subject).toBe(TIMESHEET_REJECTED_SUBJECT);
    expect(email.textBody).toContain("Wednesday was a holiday at our site");

    const recent = (await as(approver, "GET", "/employers/timesheets")).body as unknown as EmployerTimesheets;
    expect(recent.recent.find((entry) => entry.id === week.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Wednesday was a holiday at our site",
    });
  });

  it("answers 404 for another company's week (left unchanged) and for ids that are not weeks", async () => {
    const theirs = await insertSubmittedWeek(otherPlacementId, "2026-09-14", FULL_WEEK);
    for (const action of ["approve", "reject"]) {
      const refused = await as(approver, "POST", `/employers/timesheets/${theirs.id}/${action}`, {
        reason: "Not ours",
      });
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe("We could not find that timesheet.");
    }
    expect((await statusOf(theirs.id))?.status).toBe("submitted");
    expect((await as(approver, "POST", "/employers/timesheets/not-a-week/approve")).status).toBe(404);
  });

  it("refuses roles that do not approve hours (403) before looking at the week", async () => {
    const week = await insertSubmittedWeek(contractor.placementId, "2026-10-05", FULL_WEEK);
    const refused = await as(hiringManager, "POST", `/employers/timesheets/${week.id}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
    expect((await statusOf(week.id))?.status).toBe("submitted");
  });
});

describe("POST /api/employers/timesheets/approve (bulk)", () => {
  it("approves each week on its own and says per week why one was not approved", async () => {
    const a = await insertSubmittedWeek(contractor.placementId, "2026-10-12", FULL_WEEK);
    const b = await insertSubmittedWeek(contractor.placementId, "2026-10-19", LONG_WEEK);
    const decided = await insertSubmittedWeek(contractor.placementId, "2026-10-26", FULL_WEEK);
    expect((await as(approver, "POST", `/employers/timesheets/${decided.id}/approve`)).status).toBe(200);
    const theirs = await insertSubmittedWeek(otherPlacementId, "2026-10-12", FULL_WEEK);

    const { status, body } = await as(approver, "POST", "/employers/timesheets/approve", {
      ids: [a.id, theirs.id, b.id, decided.id],
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: a.id, outcome: "approved" },
      { id: theirs.id, outcome: "refused", status: 404, message: "We could not find that timesheet." },
      { id: b.id, outcome: "approved" },
      {
        id: decided.id,
        outcome: "refused",
        status: 409,
        message: "This week is already approved: an approved week cannot be changed.",
      },
    ]);
    expect(await statusOf(a.id)).toMatchObject({ status: "approved", approvedBy: approver.email });
    expect(await statusOf(b.id)).toMatchObject({ status: "approved", approvedBy: approver.email });
    expect((await statusOf(theirs.id))?.status).toBe("submitted");
  });

  it("needs between 1 and 100 weeks (400) and an approver's role (403)", async () => {
    for (const body of [{}, { ids: [] }, { ids: "all" }]) {
      const refused = await as(approver, "POST", "/employers/timesheets/approve", body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.ids).toBe("Choose between 1 and 100 weeks to approve.");
    }
    const week = await insertSubmittedWeek(contractor.placementId, "2026-11-02", FULL_WEEK);
    const refused = await as(hiringManager, "POST", "/employers/timesheets/approve", { ids: [week.id] });
    expect(refused.status).toBe(403);
    expect((await statusOf(week.id))?.status).toBe("submitted");
  });
});
