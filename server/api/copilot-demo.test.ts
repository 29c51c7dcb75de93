import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DRAFTING_LIMITS, DRAFTING_MESSAGES, orderDraftSchema } from "../../common/copilot-drafting-schemas";
import { MATCHING_CRITERIA } from "../../common/matching";
import { MATCHING_MESSAGES } from "../../common/matching-schemas";
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from "../../tests/support/chat-completions-server";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { jobs } from "../db/schema";
import { demoJobRows } from "../db/seed/jobs-data";
import { DEMO_DRAFT_LIMIT_PER_IP } from "../modules/copilot-drafting";

let model: ChatCompletionsServer;
const env: Record<string, string> = { COPILOT_LLM_MODEL: "test-model" };
// Started before the app reads its configuration, so the app is configured with this model server.
beforeAll(async () => {
  model = await startChatCompletionsServer();
  env.COPILOT_LLM_URL = model.url;
});
afterAll(() => model.close());

const database = setupTestDatabase();
const app = setupTestApp(env);

beforeAll(async () => {
  await database.db().insert(jobs).values(demoJobRows("2026-11-26"));
});
beforeEach(async () => {
  await database.db().execute(sql`TRUNCATE rate_limit_counters`);
  model.requests.length = 0;
  model.reply({ content: "not a draft" });
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/copilot/demo/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const TEXT =
  "We need a pharmacy technician in Miramar. Part-time evenings, 2 years of experience. Bilingual Spanish preferred.";

describe("POST /api/copilot/demo/draft", () => {
  it("drafts with the model when it answers a valid draft, pay from the agency", async () => {
    model.reply({
      content: JSON.stringify({
        title: "Pharmacy Technician",
        summary: "A part-time pharmacy technician for evenings in Miramar.",
        responsibilities: ["Fill prescriptions accurately"],
        mustHaveSkills: ["pharmacy technician"],
        niceToHaveSkills: ["Spanish"],
        experience: { minYears: 2, level: "junior" },
        education: "High school diploma or GED",
        schedule: { workType: "part-time", hours: "Evenings" },
        location: { workplaceType: "on-site", city: "Miramar", state: "FL" },
        screeningQuestions: ["Are you a registered pharmacy technician in Florida?"],
      }),
    });
    const { status, body } = await post("draft", { text: TEXT });
    expect(status).toBe(200);
    expect(body).toMatchObject({ drafter: "model", model: "test-model" });
    // The seeded Pharmacy Technician in Miramar pays $18–$22 an hour.
    expect(body.draft.pay).toMatchObject({ min: 18, max: 22, period: "hour", basedOn: 1 });
  });

  it("falls back to the built-in drafter when the model's answer is malformed, and says so", async () => {
    const { status, body } = await post("draft", { text: TEXT });
    expect(status).toBe(200);
    expect(body).toMatchObject({ drafter: "built-in", model: null });
    expect(orderDraftSchema.parse(body.draft).title).toBe("Pharmacy Technician");
    expect(model.requests).toHaveLength(1);
  });

  it.each([
    ["no text", {}],
    ["empty text", { text: "" }],
    ["only spaces and punctuation", { text: "  ?! " }],
    ["a number", { text: 42 }],
    ["text over the limit", { text: "a".repeat(DRAFTING_LIMITS.text + 1) }],
  ])("refuses %s with 400 and the field's message", async (_, body) => {
    const response = await post("draft", body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ text: DRAFTING_MESSAGES.text });
  });

  it("refuses unknown fields, a body that is not an object and malformed JSON with 400", async () => {
    expect((await post("draft", { text: TEXT, extra: 1 })).body.fields).toEqual({
      extra: "This field is not recognised.",
    });
    expect((await post("draft", [TEXT])).status).toBe(400);
    expect((await post("draft", "{not json")).status).toBe(400);
    expect((await post("draft", { text: "nul\u0000byte" })).status).toBe(400);
  });

  it("limits drafts per address with 429 and Retry-After", async () => {
    for (let i = 0; i < DEMO_DRAFT_LIMIT_PER_IP.limit; i++)
      expect((await post("draft", {})).status).toBe(400);
    const response = await fetch(`${app.url}/api/copilot/demo/draft`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: TEXT }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("POST /api/copilot/demo/rank", () => {
  async function draftFor(text: string) {
    return (await post("draft", { text })).body.draft;
  }

  it("ranks the fictional sample pool, anonymised, with scores, reasons and the weights used", async () => {
    const draft = await draftFor(TEXT);
    const { status, body } = await post("rank", { draft });
    expect(status).toBe(200);
    expect(body.considered).toBe(60);
    expect(body.candidates).toHaveLength(10);
    for (const candidate of body.candidates) {
      expect(candidate.label).toMatch(/^Sample candidate \d+$/);
      expect(candidate.criteria).toHaveLength(9);
      expect(Object.keys(candidate)).not.toEqual(
        expect.arrayContaining(["candidateId", "firstName", "email"]),
      );
    }
    const scores = body.candidates.map((candidate: { score: number }) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("re-ranks with other weights", async () => {
    const draft = await draftFor("Hiring a senior software engineer, remote, TypeScript and React, 6 years.");
    const before = (await post("rank", { draft })).body;
    const after = (
      await post("rank", { draft, weights: { mustHaveSkills: 0, title: 0, location: 100, pay: 100 } })
    ).body;
    expect(after.weights).toMatchObject({ mustHaveSkills: 0, location: 100 });
    expect(after.candidates.map((c: { ref: string }) => c.ref)).not.toEqual(
      before.candidates.map((c: { ref: string }) => c.ref),
    );
  });

  it("refuses an invalid draft or weights with 400 naming each field", async () => {
    const draft = await draftFor(TEXT);
    const zero = Object.fromEntries(MATCHING_CRITERIA.map((criterion) => [criterion, 0]));
    const cases: [unknown, Record<string, string>][] = [
      [{ draft: { ...draft, title: " " } }, { "draft.title": MATCHING_MESSAGES.title }],
      [
        { draft: { ...draft, pay: { ...draft.pay, min: 30, max: 10 } } },
        { "draft.pay.min": MATCHING_MESSAGES.payRange },
      ],
      [
        { draft: { ...draft, schedule: { ...draft.schedule, workType: "gig" } } },
        { "draft.schedule.workType": DRAFTING_MESSAGES.workType },
      ],
      [
        { draft: { ...draft, mustHaveSkills: Array(31).fill("Excel") } },
        { "draft.mustHaveSkills": MATCHING_MESSAGES.skills },
      ],
      [{ draft, weights: zero }, { weights: MATCHING_MESSAGES.allZero }],
      [{ draft, weights: { pay: 101 } }, { "weights.pay": MATCHING_MESSAGES.weight("pay") }],
      [{ draft, weights: { pay: null } }, { "weights.pay": MATCHING_MESSAGES.weight("pay") }],
      [{ draft, weights: { charm: 5 } }, { charm: "This field is not recognised." }],
    ];
    for (const [body, fields] of cases) {
      const response = await post("rank", body);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.fields).toMatchObject(fields);
    }
    expect((await post("rank", {})).status).toBe(400);
    expect((await post("rank", { draft: "x" })).status).toBe(400);
  });
});
