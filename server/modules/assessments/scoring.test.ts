import { describe, expect, it } from "vitest";
import { ASSURANT_CUSTOMER_SERVICE as BANK } from "./bank/assurant-customer-service";
import { itemContent } from "./item-content";
import { drawSitting, scoreAnswer, scoreSitting, scoreWrittenReply } from "./scoring";

const rubric = { minWords: 40, maxWords: 150, resolutionWords: ["refund", "refunded", "next bill"] };

/** A reply a person might write: greeting, apology, resolution, courtesy; 56 words. */
const GOOD_REPLY =
  "Hello Ms. Rivera, thank you for writing to us. I am sorry about the late fee: your payment arrived on the 8th, inside the grace period, so the fee was charged by mistake. It has been refunded to your card today and will show within a few days. Please write back if anything else looks wrong.";

describe("written replies are scored by five rules of 20 points", () => {
  it("gives full marks to a greeting, an apology, a resolution and courtesy at the right length", () => {
    expect(scoreWrittenReply(GOOD_REPLY, rubric)).toEqual({
      words: 56,
      length: true,
      greeting: true,
      apology: true,
      resolution: true,
      tone: true,
      score: 100,
    });
  });

  it("takes points off for each rule missed, and for dismissive words", () => {
    const curt =
      "Your payment was late so the fee stands, obviously. Check the policy next time and pay earlier, whatever the reason was, because we cannot change the billing system for one account and the rules are the same for every customer who has a policy with us today.";
    const scored = scoreWrittenReply(curt, rubric);
    expect(scored).toMatchObject({
      length: true,
      greeting: false,
      apology: false,
      resolution: false,
      tone: false,
    });
    expect(scored.score).toBe(20);
  });

  it("gives nothing to a few keywords typed in a row", () => {
    expect(scoreWrittenReply("Hi sorry refund thanks", rubric).score).toBe(0);
  });

  it("counts a resolution phrase only as whole words", () => {
    const base = `Hello, I am sorry and thank you. ${"word ".repeat(40)}`;
    expect(scoreWrittenReply(`${base} refundable`, rubric).resolution).toBe(false);
    expect(scoreWrittenReply(`${base} on your next   bill`, rubric).resolution).toBe(true);
  });
});

describe("answers", () => {
  it("scores best and worst by halves, and a single choice as right or wrong", () => {
    const key = { best: "a", worst: "c" };
    expect(scoreAnswer("best-worst", key, { kind: "best-worst", best: "a", worst: "c" }).credit).toBe(1);
    expect(scoreAnswer("best-worst", key, { kind: "best-worst", best: "a", worst: "b" }).credit).toBe(0.5);
    expect(scoreAnswer("best-worst", key, { kind: "best-worst", best: null, worst: "c" }).credit).toBe(0.5);
    expect(scoreAnswer("best-worst", key, null).credit).toBe(0);
    expect(
      scoreAnswer("single-choice", { correct: "b" }, { kind: "single-choice", choice: "b" }).credit,
    ).toBe(1);
    expect(
      scoreAnswer("single-choice", { correct: "b" }, { kind: "single-choice", choice: "a" }).credit,
    ).toBe(0);
    expect(scoreAnswer("single-choice", { correct: "b" }, null).credit).toBe(0);
  });
});

const SECTIONS = BANK.sections.map(({ key, title, kind }) => ({ key, title, kind }));

describe("a hand-scored sitting", () => {
  // Scenarios: 8 items, credits 1,1,1,0.5,0.5,1,0,1 = 6/8 = 75. Policy: 5 of 7 right = 71.4 → 71.
  // Data entry: 9 of 9 = 100. Written: 60 by the rules. Overall: (75 + 71 + 100 + 60) / 4 = 76.5 → 77.
  const credits = [
    ...[1, 1, 1, 0.5, 0.5, 1, 0, 1].map((credit) => ({ sectionKey: "customer-scenarios", credit })),
    ...[1, 1, 0, 1, 1, 0, 1].map((credit) => ({ sectionKey: "policy", credit })),
    ...Array.from({ length: 9 }, () => ({ sectionKey: "data-entry", credit: 1 })),
    { sectionKey: "written", credit: 0.6 },
  ];

  it("gives each section its share and the overall their mean", () => {
    expect(scoreSitting(SECTIONS, credits, { passThreshold: 70 })).toEqual({
      sections: [
        { key: "customer-scenarios", title: "Customer scenarios", score: 75 },
        { key: "policy", title: "Reading and following a policy", score: 71 },
        { key: "data-entry", title: "Computer and data-entry accuracy", score: 100 },
        { key: "written", title: "Written communication", score: 60 },
      ],
      overall: 77,
      passed: true,
      writtenRuleScore: 60,
    });
  });

  it("uses staff's written score when overridden, and the pass follows", () => {
    const overridden = scoreSitting(SECTIONS, credits, { passThreshold: 70, writtenOverride: 0 });
    expect(overridden.sections[3]?.score).toBe(0);
    expect(overridden.overall).toBe(62);
    expect(overridden.passed).toBe(false);
    expect(overridden.writtenRuleScore).toBe(60);
  });

  it("fails an empty sitting", () => {
    const empty = credits.map((credit) => ({ ...credit, credit: 0 }));
    expect(scoreSitting(SECTIONS, empty, { passThreshold: 70 })).toMatchObject({ overall: 0, passed: false });
  });
});

describe("the shipped Assurant bank", () => {
  it("has at least 60 items, enough in every section, each with a key that fits its section", () => {
    expect(BANK.items.length).toBeGreaterThanOrEqual(60);
    expect(BANK.sections.reduce((sum, section) => sum + section.itemsPerSitting, 0)).toBe(25);
    expect(new Set(BANK.items.map((item) => item.key)).size).toBe(BANK.items.length);
    for (const section of BANK.sections) {
      const items = BANK.items.filter((item) => item.section === section.key);
      expect(items.length).toBeGreaterThan(section.itemsPerSitting);
      for (const item of items)
        expect(() => itemContent(section.kind, { ...item, options: item.options ?? [] })).not.toThrow();
    }
  });

  it("draws 25 items by the blueprint, without repeats, the written reply last", () => {
    const items = BANK.items.map((item) => ({
      key: item.key,
      sectionKey: item.section,
      kind: BANK.sections.find((section) => section.key === item.section)?.kind ?? "single-choice",
    }));
    const randomInt = (below: number) => Math.floor(Math.random() * below);
    const drawn = drawSitting(BANK.sections, items, randomInt);
    expect(drawn).toHaveLength(25);
    expect(new Set(drawn.map((item) => item.key)).size).toBe(25);
    for (const section of BANK.sections)
      expect(drawn.filter((item) => item.sectionKey === section.key)).toHaveLength(section.itemsPerSitting);
    expect(drawn.at(-1)?.kind).toBe("written");
  });
});
