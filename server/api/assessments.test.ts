import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ASSURANT_SLUG, type AssessmentAttemptView } from "../../common/assessments";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertApplicationWithResume } from "../../tests/support/employer-records";
import { lastEmailTo } from "../../tests/support/outbox-mail";
import { insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  assessmentAttemptItems,
  assessmentAttempts,
  assessmentEmailVerifications,
  assessmentItemVersions,
  assessments,
  talentSettings,
} from "../db/schema";
import {
  claimAssessmentAttempts,
  closeExpiredSittings,
  ensureAssessmentBanks,
  retireExpiredBadges,
} from "../modules/assessments";

const database = setupTestDatabase();
const app = setupTestApp();
const { call } = setupApiCaller<Record<string, unknown> & AssessmentAttemptView>(app);

beforeAll(async () => {
  await ensureAssessmentBanks();
});

const BASE = `/assessments/${ASSURANT_SLUG}`;

async function candidate(email: string, firstName = "Ana") {
  return insertSignedInCandidate(database.db(), { email, firstName });
}

async function startAsCandidate(token: string) {
  return call("POST", `${BASE}/attempts`, { token });
}

/** A request as a visitor's browser: our own Origin and, when given, the sitting's cookie. */
async function asVisitor(
  method: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { Origin: new URL(app.config.APP_URL).origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function visitorStart(email: string) {
  expect((await asVisitor("POST", `${BASE}/verification`, { body: { email } })).status).toBe(202);
  const { code } = await lastEmailTo(database.db(), email);
  const started = await asVisitor("POST", `${BASE}/attempts`, { body: { email, code } });
  const cookie = started.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { started, cookie };
}

/** The key of each item of a sitting, read from the database (never from the API). */
async function keysOf(attemptId: string) {
  return database
    .db()
    .select({ position: assessmentAttemptItems.position, key: assessmentItemVersions.answerKey })
    .from(assessmentAttemptItems)
    .innerJoin(assessmentItemVersions, eq(assessmentItemVersions.id, assessmentAttemptItems.itemVersionId))
    .where(eq(assessmentAttemptItems.attemptId, attemptId));
}

describe("the listing", () => {
  it("shows the Assurant assessment: 30 minutes, 25 questions, retake rule, sections and accommodations", async () => {
    const { status, body } = await call("GET", "/assessments");
    expect(status).toBe(200);
    const listing = (body as unknown as Record<string, unknown>[]).find((a) => a.slug === ASSURANT_SLUG);
    expect(listing).toMatchObject({ minutes: 30, itemsPerSitting: 25, retakeDays: 30, passThreshold: 70 });
    expect(listing?.sections).toHaveLength(4);
    expect((await call("GET", "/assessments/no-such-thing")).status).toBe(404);
  });

  it("puts the bank in once: a second ensure adds nothing", async () => {
    expect(await ensureAssessmentBanks()).toBe(0);
  });
});

describe("a candidate's sitting", () => {
  it("starts at once with 25 items without their keys, saves answers idempotently and scores as hand-scored", async () => {
    const { token } = await candidate("scored@example.com");
    const { status, body: sitting } = await startAsCandidate(token);
    expect(status).toBe(201);
    expect(sitting.items).toHaveLength(25);
    expect(JSON.stringify(sitting)).not.toMatch(/answerKey|"correct"|"best":"|rubric|resolutionWords/);
    expect(sitting.remainingSeconds).toBeGreaterThan(29 * 60);
    expect((await startAsCandidate(token)).status).toBe(200);

    // Hand-scored: every scenario right, every policy answer wrong, data entry right, no written reply:
    // sections 100, 0, 100, 0 → overall 50, not passed.
    const keys = await keysOf(sitting.id);
    for (const item of sitting.items) {
      const key = keys.find((k) => k.position === item.position)?.key ?? {};
      const wrong = item.options.find((option) => option.id !== key.correct)?.id ?? null;
      const answer =
        item.kind === "best-worst"
          ? { best: key.best ?? null, worst: key.worst ?? null }
          : item.kind === "written"
            ? { text: "" }
            : { choice: item.sectionKey === "policy" ? wrong : (key.correct ?? null) };
      // Saved twice, as a retry after a dropped connection would: the same answer, an older time.
      for (const timeSpentSeconds of [20, 12]) {
        const saved = await call("PUT", `/assessments/attempts/${sitting.id}/answers/${item.position}`, {
          token,
          body: { answer, timeSpentSeconds },
        });
        expect(saved.status).toBe(200);
      }
    }

    const wrongShape = await call("PUT", `/assessments/attempts/${sitting.id}/answers/1`, {
      token,
      body: { answer: { choice: "z" } },
    });
    expect(wrongShape.status).toBe(400);
    expect(
      (
        await call("PUT", `/assessments/attempts/${sitting.id}/answers/99`, {
          token,
          body: { answer: { text: "x" } },
        })
      ).status,
    ).toBe(404);

    const submitted = await call("POST", `/assessments/attempts/${sitting.id}/submit`, { token });
    expect(submitted.status).toBe(200);
    expect(submitted.body.result).toMatchObject({
      sections: [
        { key: "customer-scenarios", score: 100 },
        { key: "policy", score: 0 },
        { key: "data-entry", score: 100 },
        { key: "written", score: 0 },
      ],
      overall: 50,
      passed: false,
    });
    expect(submitted.body.items).toEqual([]);
    const [row] = await database
      .db()
      .select()
      .from(assessmentAttemptItems)
      .where(and(eq(assessmentAttemptItems.attemptId, sitting.id), eq(assessmentAttemptItems.position, 1)));
    expect(row?.timeSpentSeconds).toBe(20);

    const late = await call("PUT", `/assessments/attempts/${sitting.id}/answers/2`, {
      token,
      body: { answer: { choice: null } },
    });
    expect(late.status).toBe(409);
  });

  it("refuses a second sitting within 30 days with the date it is allowed again", async () => {
    const { token } = await candidate("retake@example.com");
    const { body: sitting } = await startAsCandidate(token);
    await call("POST", `/assessments/attempts/${sitting.id}/submit`, { token });
    const refused = await startAsCandidate(token);
    expect(refused.status).toBe(409);
    const retakeFrom = new Date(String(refused.body.retakeFrom)).getTime();
    expect(retakeFrom - new Date(sitting.startedAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(refused.body.error).toMatch(/You can take it again from/);

    await database
      .db()
      .update(assessmentAttempts)
      .set({ startedAt: sql`now() - interval '31 days'` })
      .where(eq(assessmentAttempts.id, sitting.id));
    expect((await startAsCandidate(token)).status).toBe(201);
  });

  it("enforces the deadline: a save after it is refused and the sitting is closed and scored", async () => {
    const { token } = await candidate("late@example.com");
    const { body: sitting } = await startAsCandidate(token);
    await database
      .db()
      .update(assessmentAttempts)
      .set({ deadlineAt: sql`now() - interval '1 minute'` })
      .where(eq(assessmentAttempts.id, sitting.id));
    const refused = await call("PUT", `/assessments/attempts/${sitting.id}/answers/1`, {
      token,
      body: { answer: { choice: null } },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/has ended/);
    const view = await call("GET", `/assessments/attempts/${sitting.id}`, { token });
    expect(view.body).toMatchObject({ status: "timed_out", result: { overall: 0, passed: false } });
  });

  it("is closed by the worker when nobody comes back, once however many workers run", async () => {
    const { token } = await candidate("gone@example.com");
    const { body: sitting } = await startAsCandidate(token);
    await database
      .db()
      .update(assessmentAttempts)
      .set({ deadlineAt: sql`now() - interval '1 minute'` })
      .where(eq(assessmentAttempts.id, sitting.id));
    const closed = await Promise.all([closeExpiredSittings(), closeExpiredSittings()]);
    expect(closed.reduce((sum, n) => sum + n, 0)).toBe(1);
    const [row] = await database
      .db()
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, sitting.id));
    expect(row).toMatchObject({ status: "timed_out", overallScore: 0, passed: false });
  });

  it("lets only its owner reach it: another candidate's and a visitor's requests are 404s", async () => {
    const owner = await candidate("owner@example.com");
    const other = await candidate("other@example.com");
    const { body: sitting } = await startAsCandidate(owner.token);
    const path = `/assessments/attempts/${sitting.id}`;
    expect((await call("GET", path, { token: other.token })).status).toBe(404);
    expect(
      (await call("PUT", `${path}/answers/1`, { token: other.token, body: { answer: { choice: null } } }))
        .status,
    ).toBe(404);
    expect(
      (await call("POST", `${path}/events`, { token: other.token, body: { kind: "paste" } })).status,
    ).toBe(404);
    expect((await call("POST", `${path}/submit`, { token: other.token })).status).toBe(404);
    expect(
      (await asVisitor("GET", path, { cookie: "assessment_visitor=not-a-real-token-at-all" })).status,
    ).toBe(404);
    expect((await asVisitor("GET", path)).status).toBe(401);
    expect((await call("GET", "/assessments/attempts/not-a-uuid", { token: owner.token })).status).toBe(404);
    await call("POST", `${path}/submit`, { token: owner.token });
    const sharing = await call("PUT", `/candidates/assessments/${sitting.id}/sharing`, {
      token: other.token,
      body: { shared: true },
    });
    expect(sharing.status).toBe(404);
  });
});

describe("a visitor's sitting", () => {
  it("verifies the address by code, reaches the sitting by its cookie only, and keeps the result on registering", async () => {
    const email = "visitor@example.com";
    const wrongFirst = await (async () => {
      await asVisitor("POST", `${BASE}/verification`, { body: { email } });
      return asVisitor("POST", `${BASE}/attempts`, { body: { email, code: "000000" } });
    })();
    expect(wrongFirst.status).toBe(400);
    expect(wrongFirst.body.fields.code).toBeTruthy();

    const { started, cookie } = await visitorStart(email);
    expect(started.status).toBe(201);
    expect(started.headers.get("set-cookie")).toMatch(/assessment_visitor=.*HttpOnly/);
    const path = `/assessments/attempts/${started.body.id}`;
    expect((await asVisitor("GET", path, { cookie })).body.items).toHaveLength(25);

    const event = await asVisitor("POST", `${path}/events`, {
      cookie,
      body: { kind: "left-page", position: 3 },
    });
    expect(event.status).toBe(204);
    const crossSite = await fetch(`${app.url}/api${path}/events`, {
      method: "POST",
      headers: { cookie, Origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ kind: "paste" }),
    });
    expect(crossSite.status).toBe(403);

    const other = await visitorStart("someone-else@example.com");
    expect((await asVisitor("GET", path, { cookie: other.cookie })).status).toBe(404);

    const done = await asVisitor("POST", `${path}/submit`, { cookie });
    expect(done.body.result).toMatchObject({ passed: false });

    const account = await insertSignedInCandidate(database.db(), { email, emailVerifiedAt: null });
    await database.db().transaction((tx) => claimAssessmentAttempts(tx, account.id, email));
    const portal = await call("GET", "/candidates/assessments", { token: account.token });
    expect((portal.body as unknown as { results: { id: string }[] }).results.map((r) => r.id)).toEqual([
      started.body.id,
    ]);
  });

  it("refuses an expired code, and every try once the attempt limit is reached", async () => {
    const email = "expired@example.com";
    await asVisitor("POST", `${BASE}/verification`, { body: { email } });
    const { code } = await lastEmailTo(database.db(), email);
    await database
      .db()
      .update(assessmentEmailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(assessmentEmailVerifications.email, email));
    const expired = await asVisitor("POST", `${BASE}/attempts`, { body: { email, code } });
    expect(expired.status).toBe(400);
    expect(expired.body.fields.code).toMatch(/expired/i);

    const limited = "limited@example.com";
    await asVisitor("POST", `${BASE}/verification`, { body: { email: limited } });
    const right = (await lastEmailTo(database.db(), limited)).code;
    const wrong = right === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i += 1)
      await asVisitor("POST", `${BASE}/attempts`, { body: { email: limited, code: wrong } });
    const blocked = await asVisitor("POST", `${BASE}/attempts`, { body: { email: limited, code: right } });
    expect(blocked.status).toBe(400);
    expect(blocked.body.fields.code).toMatch(/too many/i);
  });

  it("limits code requests per address", async () => {
    const email = "flood@example.com";
    for (let i = 0; i < 3; i += 1)
      expect((await asVisitor("POST", `${BASE}/verification`, { body: { email } })).status).toBe(202);
    const limited = await asVisitor("POST", `${BASE}/verification`, { body: { email } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await asVisitor("POST", `${BASE}/verification`, { body: { email: "nope" } })).status).toBe(400);
  });
});

describe("results in the portal and on applications", () => {
  it("lists the candidate's results, lets them share, and marks applications within 12 months as assessed", async () => {
    const { token, id } = await candidate("applies@example.com");
    const { body: sitting } = await startAsCandidate(token);
    await call("POST", `/assessments/attempts/${sitting.id}/submit`, { token });
    const shared = await call("PUT", `/candidates/assessments/${sitting.id}/sharing`, {
      token,
      body: { shared: true },
    });
    expect(shared.body).toMatchObject({ sharedWithEmployers: true, overall: 0 });
    // The public candidate database holds the shared result as a badge, and drops it when unshared.
    const badges = async () =>
      (await database.db().select().from(talentSettings).where(eq(talentSettings.candidateId, id)))[0]
        ?.sharedBadges;
    expect(await badges()).toEqual([
      expect.objectContaining({ assessmentSlug: ASSURANT_SLUG, score: 0, passed: false }),
    ]);
    await call("PUT", `/candidates/assessments/${sitting.id}/sharing`, { token, body: { shared: false } });
    expect(await badges()).toEqual([]);
    await call("PUT", `/candidates/assessments/${sitting.id}/sharing`, { token, body: { shared: true } });

    // Twelve months on, the badge leaves the public database with the deadline worker's next round:
    // the sitting is moved back a year in the database, and the round is run as if a year had passed.
    expect(await retireExpiredBadges()).toBe(0);
    const longAgo = sql`now() - interval '12 months 1 day'`;
    await database
      .db()
      .update(assessmentAttempts)
      .set({ startedAt: longAgo, closedAt: longAgo })
      .where(eq(assessmentAttempts.id, sitting.id));
    const retiredNow = await retireExpiredBadges(new Date(Date.now() + 400 * 86_400_000));
    expect(retiredNow).toBeGreaterThanOrEqual(1);
    expect(await badges()).toEqual([]);
    await database
      .db()
      .update(assessmentAttempts)
      .set({ startedAt: sql`now() - interval '1 hour'`, closedAt: sql`now()` })
      .where(eq(assessmentAttempts.id, sitting.id));
    await call("PUT", `/candidates/assessments/${sitting.id}/sharing`, { token, body: { shared: true } });

    const job = await insertJob(database.db());
    await insertApplicationWithResume({
      jobId: job.id,
      fullName: "Ana Tester",
      email: "applies@example.com",
      candidateId: id,
    });
    const applications = await call("GET", "/candidates/applications", { token });
    expect(
      (applications.body as unknown as { applications: { assessments: unknown[] }[] }).applications[0]
        ?.assessments,
    ).toEqual([expect.objectContaining({ assessmentSlug: ASSURANT_SLUG, score: 0, passed: false })]);
  });
});

describe("accommodations", () => {
  it("extend the deadline by the extra time staff granted", async () => {
    const { token, id } = await candidate("extra@example.com");
    const [assessment] = await database
      .db()
      .select()
      .from(assessments)
      .where(eq(assessments.slug, ASSURANT_SLUG));
    const granted = await call("POST", "/admin/assessments/accommodations", {
      admin: true,
      body: { assessmentId: assessment?.id, candidateId: id, extraTimePercent: 50 },
    });
    expect(granted.status).toBe(201);
    const { body: sitting } = await startAsCandidate(token);
    expect(new Date(sitting.deadlineAt).getTime() - new Date(sitting.startedAt).getTime()).toBe(
      45 * 60 * 1000,
    );
    expect(sitting.extraTimePercent).toBe(50);
  });
});
