import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderDraftSchema } from "../../../common/copilot-drafting-schemas";
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from "../../../tests/support/chat-completions-server";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../../config";
import { jobs } from "../../db/schema";
import { demoJobRows } from "../../db/seed/jobs-data";
import { agencyContext, builtInDraft } from "./built-in-drafter";
import { explainRanking } from "./explanation";
import { draftOrder, rankDemoSamplePool } from "./index";
import { modelSettings } from "./model-client";
import { draftWithModelOrBuiltIn } from "./model-drafter";
import { readRole } from "./text-reading";

const database = setupTestDatabase();
let model: ChatCompletionsServer;

beforeAll(async () => {
  await database.db().insert(jobs).values(demoJobRows("2026-11-26"));
  model = await startChatCompletionsServer();
});
afterAll(() => model.close());

const withoutModel = () => setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
const withModel = () =>
  setAppConfig(
    loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      COPILOT_LLM_URL: model.url,
      COPILOT_LLM_MODEL: "test-model",
      COPILOT_LLM_API_KEY: "sk-test",
    }),
  );

beforeEach(() => {
  withoutModel();
  model.requests.length = 0;
});

const THREE_SENTENCES =
  "We need two forklift operators for our Doral warehouse. Night shift, 5 years of experience with RF scanners and inventory counts. Bilingual Spanish is a plus.";

describe("reading a client's words", () => {
  it("finds the title, skills, years, level, schedule, place and nice-to-haves", () => {
    const facts = readRole(THREE_SENTENCES);
    expect(facts.titlePhrase).toBe("forklift operator");
    expect(facts.minYears).toBe(5);
    expect(facts.level).toBe("mid");
    expect(facts.hours).toBe("night shift");
    expect(facts).toMatchObject({ city: "Doral", state: "FL", metro: "Miami–Fort Lauderdale" });
    expect(facts.niceToHaveSkills.length).toBeGreaterThan(0);
    expect(facts.mustHaveSkills).not.toEqual(expect.arrayContaining(facts.niceToHaveSkills));
  });

  it("reads remote, hybrid, contract-to-hire, part-time and degrees", () => {
    expect(readRole("Hiring a senior React developer, fully remote, contract to hire.")).toMatchObject({
      workplaceType: "remote",
      workType: "contract-to-hire",
      level: "senior",
    });
    expect(readRole("Part-time receptionist, hybrid, Mon-Fri 8am-12pm").hours).toContain("8am-12pm");
    expect(readRole("Looking for an accountant with a bachelor's degree in accounting.").education).toBe(
      "Bachelor's degree in accounting",
    );
  });

  it("normalises skill aliases through the catalogue (JS is JavaScript, RN is Registered Nurse)", () => {
    expect(readRole("We need a developer who knows JS.").mustHaveSkills).toContain("JavaScript");
    expect(readRole("Looking for an RN for our ICU.").mustHaveSkills).toContain("Registered Nurse");
  });

  it("reads years written as words and ranges, and not ages or degree lengths", () => {
    expect(readRole("Two years of experience with payroll.").minYears).toBe(2);
    expect(readRole("Needs at least three years in a warehouse.").minYears).toBe(3);
    expect(readRole("A year of experience is enough.").minYears).toBe(1);
    expect(readRole("Three to five years in accounting.").minYears).toBe(3);
    expect(readRole("2 or 3 yrs on a forklift.").minYears).toBe(2);
    expect(readRole("Must be 18 years old, with a 4 year degree.").minYears).toBeNull();
  });

  it("marks only the skills a clause calls a plus as nice to have", () => {
    const facts = readRole("Must know QuickBooks and payroll and Spanish is a plus.");
    expect(facts.mustHaveSkills).toEqual(expect.arrayContaining(["QuickBooks", "Payroll Processing"]));
    expect(facts.niceToHaveSkills).toEqual(["Spanish"]);
    const listed = readRole("Excel is required; ideally Spanish and QuickBooks.");
    expect(listed.mustHaveSkills).toContain("Microsoft Excel");
    expect(listed.niceToHaveSkills).toEqual(expect.arrayContaining(["Spanish", "QuickBooks"]));
    expect(listed.mustHaveSkills).not.toContain("Spanish");
  });

  it("does not list the role it names as a skill, but keeps a licence written as one (RN)", () => {
    const facts = readRole("We need a medical receptionist for our Hialeah clinic who knows Epic.");
    expect(facts.titlePhrase).toBe("medical receptionist");
    expect(facts.mustHaveSkills).toEqual(["Epic Systems"]);
    expect(readRole("Hiring an RN for nights.").mustHaveSkills).toContain("Registered Nurse");
  });
});

describe("the built-in drafter", () => {
  it("drafts every field from three sentences, with the agency's title, duties and pay", async () => {
    const draft = builtInDraft(
      await agencyContext(
        "We are hiring a staff accountant in Plantation. Month-end close and reconciliations in QuickBooks. 3 years of experience.",
      ),
    );
    expect(orderDraftSchema.parse(draft)).toEqual(draft);
    expect(draft.title).toBe("Staff Accountant");
    expect(draft.responsibilities.length).toBeGreaterThanOrEqual(3);
    expect(draft.experience).toEqual({ minYears: 3, level: "mid" });
    expect(draft.location).toEqual({ workplaceType: "on-site", city: "Plantation", state: "FL" });
    // The seeded Staff Accountant in Plantation pays $62,000–$75,000 a year.
    expect(draft.pay).toMatchObject({ min: 62_000, max: 75_000, period: "year", basedOn: 1 });
    expect(draft.pay.note).toContain("Miami–Fort Lauderdale");
    expect(draft.screeningQuestions).toContain("Are you authorized to work in the United States?");
  });

  it("says clearly when no agency job is comparable, and still drafts", async () => {
    const draft = builtInDraft(await agencyContext("We need a zookeeper for our lemur enclosure."));
    expect(draft.title).toBe("Zookeeper");
    expect(draft.pay).toMatchObject({ min: null, max: null, basedOn: 0 });
    expect(draft.pay.note).toMatch(/^No comparable jobs/);
    expect(orderDraftSchema.safeParse(draft).success).toBe(true);
  });

  it("drafts responsibilities from the client's own duties when no agency job is similar", async () => {
    const draft = builtInDraft(
      await agencyContext(
        "We need a zookeeper for our lemur enclosure. You will feed the animals and clean the habitats daily. Pay is $18 per hour.",
      ),
    );
    expect(draft.responsibilities).toContain("Feed the animals and clean the habitats daily");
    expect(draft.responsibilities.join(" ")).not.toContain("$18");
    const named = builtInDraft(await agencyContext("We need a zookeeper."));
    expect(named.responsibilities[0]).toBe("Carry out the day-to-day duties of the Zookeeper role");
    const unnamed = builtInDraft(await agencyContext("Someone for weekends."));
    expect(unnamed.title).toBe("Open Position");
    expect(unnamed.responsibilities[0]).toBe("Carry out the role's day-to-day duties");
  });

  it("gives a valid draft for any text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.string({ unit: "grapheme", maxLength: 200 }),
          fc
            .array(
              fc.constantFrom(
                "need",
                "a",
                "nurse",
                "hiring",
                "remote",
                "5 years",
                "Miami",
                "JS",
                "night shift",
                "$",
                "'",
                "%",
                ":*",
                "\n",
                "degree",
                "contract",
                "?",
              ),
              { maxLength: 40 },
            )
            .map((words) => words.join(" ")),
        ),
        async (text) => {
          if (!/[\p{L}\p{N}]/u.test(text)) return;
          const { draft } = await draftOrder({ text });
          expect(orderDraftSchema.safeParse(draft).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

const MODEL_DRAFT = {
  title: "Forklift Operator",
  summary: "A night-shift forklift operator for a Doral warehouse.",
  responsibilities: ["Move pallets safely", "Count inventory with RF scanners"],
  mustHaveSkills: ["forklift", "RF scanner"],
  niceToHaveSkills: ["Spanish"],
  experience: { minYears: 5, level: "mid" },
  education: "High school diploma or GED",
  schedule: { workType: "full-time", hours: "Night shift" },
  location: { workplaceType: "on-site", city: "Doral", state: "FL" },
  screeningQuestions: ["Do you hold a forklift certification?"],
};

describe("the model drafter", () => {
  it("asks the configured model, validates its JSON and keeps pay from the agency's jobs", async () => {
    withModel();
    model.reply({
      content: `Here is the draft:\n\`\`\`json\n${JSON.stringify({ ...MODEL_DRAFT, pay: { min: 999, max: 9999 } })}\n\`\`\``,
    });
    const result = await draftOrder({ text: THREE_SENTENCES });
    expect(result.drafter).toBe("model");
    expect(result.model).toBe("test-model");
    expect(result.draft.title).toBe("Forklift Operator");
    expect(result.draft.pay.min).not.toBe(999);
    expect(result.draft.pay.note).toMatch(/agency/);
    expect(model.requests[0]?.body.model).toBe("test-model");
    expect(model.requests[0]?.authorization).toBe("Bearer sk-test");
    expect(model.requests[0]?.body.messages.at(-1)?.content).toContain("forklift operators");
  });

  it("normalises the model's skills through the catalogue and takes pay from the agency", async () => {
    withModel();
    model.reply({
      content: JSON.stringify({
        ...MODEL_DRAFT,
        title: "Staff Accountant",
        mustHaveSkills: ["quickbooks", "QuickBooks Online", "JS"],
        location: { workplaceType: "on-site", city: "Plantation", state: "FL" },
      }),
    });
    const { draft, drafter } = await draftOrder({ text: "A staff accountant in Plantation." });
    expect(drafter).toBe("model");
    expect(draft.mustHaveSkills).toContain("JavaScript");
    expect(new Set(draft.mustHaveSkills).size).toBe(draft.mustHaveSkills.length);
    expect(draft.pay).toMatchObject({ min: 62_000, max: 75_000, basedOn: 1 });
  });

  it.each([
    ["a malformed answer", { content: "Sure! The role is a forklift operator." }],
    [
      "JSON of the wrong shape",
      { content: JSON.stringify({ ...MODEL_DRAFT, schedule: { workType: "gig" } }) },
    ],
    ["an HTTP error", { status: 500, body: '{"error":"overloaded"}' }],
    ["a body that is not JSON", { rawBody: "<html>bad gateway</html>" }],
    ["no choices", { rawBody: '{"choices":[]}' }],
  ])("falls back to the built-in drafter on %s", async (_, reply) => {
    withModel();
    model.reply(reply);
    const result = await draftOrder({ text: THREE_SENTENCES });
    expect(model.requests).toHaveLength(1);
    expect(result).toMatchObject({ drafter: "built-in", model: null });
    expect(orderDraftSchema.safeParse(result.draft).success).toBe(true);
  });

  it("falls back to the built-in drafter when the model is slower than the timeout", async () => {
    withModel();
    model.reply({ content: JSON.stringify(MODEL_DRAFT), delayMs: 2_000 });
    const started = Date.now();
    const result = await draftWithModelOrBuiltIn(
      await agencyContext(THREE_SENTENCES),
      THREE_SENTENCES,
      modelSettings(),
      {
        timeoutMs: 300,
      },
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.drafter).toBe("built-in");
  });

  it("does not call a model when none is configured", async () => {
    const result = await draftOrder({ text: THREE_SENTENCES });
    expect(result.drafter).toBe("built-in");
    expect(model.requests).toHaveLength(0);
  });
});

describe("explanations", () => {
  const reasons = [
    "Must-have skills: Has 2 of 3 must-have skills (shown: Forklift, RF Scanner; not found: Spanish).",
    "Location: 4 miles from the site.",
    "Pay: Asks $19 an hour, inside the range.",
  ];

  it("are the ranker's own sentences without a model", async () => {
    expect(await explainRanking(reasons, null)).toEqual({ text: reasons.join(" "), by: "ranker" });
  });

  it("are the model's wording when it adds no figures, sent only the reasons", async () => {
    withModel();
    model.reply({
      content: "Has 2 of the 3 must-have skills, lives 4 miles away and asks for pay inside the range.",
    });
    const explanation = await explainRanking(reasons, modelSettings());
    expect(explanation.by).toBe("model");
    expect(model.requests[0]?.body.messages.at(-1)?.content).toBe(
      reasons.map((reason) => `- ${reason}`).join("\n"),
    );
  });

  it("fall back to the ranker's sentences when the model invents a figure, fails or is slow", async () => {
    withModel();
    model.reply({ content: "A strong fit with 12 years of experience." });
    expect((await explainRanking(reasons, modelSettings())).by).toBe("ranker");
    model.reply({ status: 503, body: "" });
    expect((await explainRanking(reasons, modelSettings())).by).toBe("ranker");
    model.reply({ content: "Fine.", delayMs: 1_000 });
    expect((await explainRanking(reasons, modelSettings(), { timeoutMs: 200 })).by).toBe("ranker");
  });
});

describe("the demo's sample pool", () => {
  it("ranks fictional candidates with scores and reasons, and weights change the order", async () => {
    const { draft } = await draftOrder({ text: THREE_SENTENCES });
    const ranking = await rankDemoSamplePool({ draft });
    expect(ranking.considered).toBe(60);
    expect(ranking.candidates).toHaveLength(10);
    const [first] = ranking.candidates;
    expect(first?.label).toMatch(/^Sample candidate \d+$/);
    expect(first?.reasons.length).toBeGreaterThan(0);
    expect(first?.explainedBy).toBe("ranker");
    const locationOnly = Object.fromEntries(
      Object.keys(ranking.weights).map((key) => [key, key === "location" ? 100 : 0]),
    );
    const reranked = await rankDemoSamplePool({ draft, weights: locationOnly });
    expect(reranked.candidates.map((c) => c.ref)).not.toEqual(ranking.candidates.map((c) => c.ref));
  });
});
