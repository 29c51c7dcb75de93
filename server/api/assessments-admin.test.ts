import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ASSURANT_SLUG, type StaffAttemptDetail, type StaffItemWithHistory } from "../../common/assessments";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog, assessments } from "../db/schema";
import { ensureAssessmentBanks } from "../modules/assessments";

const database = setupTestDatabase();
const app = setupTestApp();
// biome-ignore lint/suspicious/noExplicitAny: the replies are read field by field
const { call, asAdmin, adminCookie } = setupApiCaller<any>(app);

let assessmentId = "";
/** A closed sitting with a written answer and a paste event, by a candidate whose name looks like a formula. */
let sitting: { id: string; token: string; candidateId: string; writtenPosition: number } = {
  id: "",
  token: "",
  candidateId: "",
  writtenPosition: 0,
};

beforeAll(async () => {
  await ensureAssessmentBanks();
  const [row] = await database.db().select().from(assessments).where(eq(assessments.slug, ASSURANT_SLUG));
  assessmentId = row?.id ?? "";
  const { token, id } = await insertSignedInCandidate(database.db(), {
    email: "staffview@example.com",
    firstName: "=HYPERLINK(1)",
  });
  const started = await call("POST", `/assessments/${ASSURANT_SLUG}/attempts`, { token });
  const written = started.body.items.find((item: { kind: string }) => item.kind === "written");
  await call("PUT", `/assessments/attempts/${started.body.id}/answers/${written.position}`, {
    token,
    body: { answer: { text: "ok" }, timeSpentSeconds: 95 },
  });
  await call("POST", `/assessments/attempts/${started.body.id}/events`, {
    token,
    body: { kind: "paste", position: written.position },
  });
  await call("POST", `/assessments/attempts/${started.body.id}/submit`, { token });
  sitting = { id: started.body.id, token, candidateId: id, writtenPosition: written.position };
});

describe("staff only", () => {
  it("answers 401 without an admin session", async () => {
    for (const path of [
      "/admin/assessments",
      "/admin/assessments/attempts",
      "/admin/assessments/attempts/export.csv",
    ])
      expect((await call("GET", path)).status).toBe(401);
    expect(
      (
        await call("POST", `/admin/assessments/attempts/${sitting.id}/reset`, {
          body: { reason: "no admin" },
        })
      ).status,
    ).toBe(401);
  });
});

describe("sittings", () => {
  it("lists with filters and paging", async () => {
    const all = await asAdmin("GET", `/admin/assessments/attempts?assessment=${assessmentId}`);
    expect(all.status).toBe(200);
    expect(all.body.rows.map((row: { id: string }) => row.id)).toContain(sitting.id);
    const flagged = await asAdmin("GET", "/admin/assessments/attempts?flagged=yes&passed=no&maxScore=60");
    expect(flagged.body.rows.map((row: { id: string }) => row.id)).toEqual([sitting.id]);
    expect((await asAdmin("GET", "/admin/assessments/attempts?minScore=90")).body.total).toBe(0);
    // q finds part of the email or of the candidate's name.
    for (const q of ["staffview@", "hyperlink(1) test"])
      expect(
        (await asAdmin("GET", `/admin/assessments/attempts?q=${encodeURIComponent(q)}`)).body.rows.map(
          (row: { id: string }) => row.id,
        ),
      ).toEqual([sitting.id]);
    expect((await asAdmin("GET", "/admin/assessments/attempts?q=nobody-like-this")).body.total).toBe(0);
    expect((await asAdmin("GET", "/admin/assessments/attempts?from=yesterday")).status).toBe(400);
    expect((await asAdmin("GET", "/admin/assessments/attempts/not-an-id")).status).toBe(404);
  });

  it("shows each answer with its time and the events", async () => {
    const detail: StaffAttemptDetail = (await asAdmin("GET", `/admin/assessments/attempts/${sitting.id}`))
      .body;
    expect(detail.answers).toHaveLength(25);
    const written = detail.answers.find((answer) => answer.position === sitting.writtenPosition);
    expect(written).toMatchObject({
      kind: "written",
      timeSpentSeconds: 95,
      credit: 0,
      answer: { text: "ok" },
    });
    expect(detail.events).toEqual([
      expect.objectContaining({ kind: "paste", label: "Pasted text", position: sitting.writtenPosition }),
    ]);
    expect(detail.flaggedEvents).toBe(1);
  });

  it("overrides the written score with a reason, recomputes the result and audits it", async () => {
    expect(
      (
        await asAdmin("POST", `/admin/assessments/attempts/${sitting.id}/written-score`, {
          score: 120,
          reason: "x",
        })
      ).status,
    ).toBe(400);
    const overridden = await asAdmin("POST", `/admin/assessments/attempts/${sitting.id}/written-score`, {
      score: 80,
      reason: "Reply was fine but very short",
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.writtenOverride).toMatchObject({
      score: 80,
      ruleScore: 0,
      reason: "Reply was fine but very short",
    });
    expect(overridden.body.result.sections.find((s: { key: string }) => s.key === "written").score).toBe(80);
    const [audit] = await database
      .db()
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      action: "assessment_attempt.written_score_overridden",
      entityId: sitting.id,
      after: expect.objectContaining({ writtenScore: 80 }),
    });
    const view = await call("GET", `/assessments/attempts/${sitting.id}`, { token: sitting.token });
    expect(view.body.result.writtenScoreReviewed).toBe(true);

    // A second override: the sitting keeps the latest, the history keeps both (newest first).
    const again = await asAdmin("POST", `/admin/assessments/attempts/${sitting.id}/written-score`, {
      score: 60,
      reason: "Second reviewer: tone too flat",
    });
    expect(again.body.writtenOverride).toMatchObject({ score: 60, ruleScore: 0 });
    expect(again.body.writtenOverrideHistory).toEqual([
      expect.objectContaining({ previous: 80, score: 60, reason: "Second reviewer: tone too flat" }),
      expect.objectContaining({
        previous: 0,
        score: 80,
        reason: "Reply was fine but very short",
        by: "olivia.park@sunshinestaffing.example",
      }),
    ]);
    await asAdmin("POST", `/admin/assessments/attempts/${sitting.id}/written-score`, {
      score: 80,
      reason: "Back to the first review",
    });
  });

  it("exports CSV with spreadsheet formulas neutralised", async () => {
    const csv = await asAdminText(`/admin/assessments/attempts/export.csv?assessment=${assessmentId}`);
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toBe(
      "Sitting,Assessment,Email,Candidate,Status,Started,Closed,Extra time %,Section scores,Overall,Passed,Written score overridden,Flagged events,Reset",
    );
    const line = lines.find((l) => l.startsWith(sitting.id)) ?? "";
    expect(line).toContain("staffview@example.com");
    expect(line).toContain(",'=HYPERLINK(1) Tester,");
    expect(line).toContain("Written communication: 80");
  });

  it("resets a sitting: kept, marked reset, and the person may start again", async () => {
    expect(
      (await call("POST", `/assessments/${ASSURANT_SLUG}/attempts`, { token: sitting.token })).status,
    ).toBe(409);
    const reset = await asAdmin("POST", `/admin/assessments/attempts/${sitting.id}/reset`, {
      reason: "Power cut during sitting",
    });
    expect(reset.body).toMatchObject({ reset: true, resetInfo: { reason: "Power cut during sitting" } });
    expect(
      (await asAdmin("POST", `/admin/assessments/attempts/${sitting.id}/reset`, { reason: "Again please" }))
        .status,
    ).toBe(409);
    expect(
      (await call("POST", `/assessments/${ASSURANT_SLUG}/attempts`, { token: sitting.token })).status,
    ).toBe(201);
  });
});

describe("the question bank", () => {
  it("edits with history while old sittings keep the version they showed, and retired items stay in them", async () => {
    const detail: StaffAttemptDetail = (await asAdmin("GET", `/admin/assessments/attempts/${sitting.id}`))
      .body;
    const shown = detail.answers.find((answer) => answer.kind === "single-choice");
    if (!shown) throw new Error("the sitting has single-choice items");
    const before: StaffItemWithHistory = (await asAdmin("GET", `/admin/assessments/items/${shown.itemId}`))
      .body;
    const edited = await asAdmin("PUT", `/admin/assessments/items/${shown.itemId}`, {
      prompt: "Which option is right? (reworded by staff)",
      passage: before.current.passage,
      options: ["First", "Second", "Third"],
      correctOption: 2,
      changeNote: "Clearer wording",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.assessmentId).toBe(assessmentId);
    expect(edited.body.current).toMatchObject({
      version: 2,
      correctOption: "c",
      editedBy: "olivia.park@sunshinestaffing.example",
    });
    expect(edited.body.history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(
      (
        await asAdmin("PUT", `/admin/assessments/items/${shown.itemId}`, {
          prompt: "Too few options here",
          options: ["Only"],
        })
      ).status,
    ).toBe(400);

    expect(
      (await asAdmin("POST", `/admin/assessments/items/${shown.itemId}/retire`)).body.retiredAt,
    ).not.toBeNull();
    const after: StaffAttemptDetail = (await asAdmin("GET", `/admin/assessments/attempts/${sitting.id}`))
      .body;
    expect(after.answers.find((answer) => answer.position === shown.position)).toMatchObject({
      itemId: shown.itemId,
      itemVersion: 1,
      prompt: shown.prompt,
    });
    const retired = await asAdmin("GET", `/admin/assessments/${assessmentId}/items?status=retired`);
    expect(retired.body.map((item: { id: string }) => item.id)).toEqual([shown.itemId]);
    expect(
      (await asAdmin("POST", `/admin/assessments/items/${shown.itemId}/restore`)).body.retiredAt,
    ).toBeNull();
  });

  it("adds an item to a section and refuses to retire below what a sitting draws", async () => {
    const created = await asAdmin("POST", `/admin/assessments/${assessmentId}/items`, {
      sectionKey: "written",
      prompt: "A customer asks why their claim is taking long. Write your reply (40 to 150 words).",
      rubric: { minWords: 40, maxWords: 150, resolutionWords: ["update", "today"] },
    });
    expect(created.status).toBe(201);
    expect(
      (
        await asAdmin("POST", `/admin/assessments/${assessmentId}/items`, {
          sectionKey: "nope",
          prompt: "Long enough prompt",
        })
      ).status,
    ).toBe(400);
    const written = (await asAdmin("GET", `/admin/assessments/${assessmentId}/items`)).body.filter(
      (item: { sectionKey: string }) => item.sectionKey === "written",
    );
    const statuses = [];
    for (const item of written)
      statuses.push((await asAdmin("POST", `/admin/assessments/items/${item.id}/retire`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(409);
  });

  it("reports per-item statistics from closed sittings that were not reset", async () => {
    const before = await asAdmin("GET", `/admin/assessments/${assessmentId}/item-stats`);
    expect(before.body.every((item: { attempts: number }) => item.attempts === 0)).toBe(true);
    const portal = await call("GET", "/candidates/assessments", { token: sitting.token });
    await call("POST", `/assessments/attempts/${portal.body.inProgress[0].id}/submit`, {
      token: sitting.token,
    });
    const stats = await asAdmin("GET", `/admin/assessments/${assessmentId}/item-stats`);
    expect(stats.status).toBe(200);
    const seen = stats.body.filter((item: { attempts: number }) => item.attempts > 0);
    expect(seen.length).toBe(25);
    expect(seen.every((item: { pValue: number }) => item.pValue >= 0 && item.pValue <= 1)).toBe(true);
  });
});

async function asAdminText(path: string): Promise<string> {
  const response = await fetch(`${app.url}/api${path}`, { headers: { cookie: adminCookie() } });
  expect(response.headers.get("content-type")).toMatch(/text\/csv/);
  return response.text();
}
