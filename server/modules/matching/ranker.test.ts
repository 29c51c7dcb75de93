import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MATCHING_WEIGHTS,
  MATCHING_CRITERIA,
  type MatchingOrder,
  type MatchingWeights,
} from "../../../common/matching";
import { matchingOrderSchema, matchingWeightsSchema } from "../../../common/matching-schemas";
import type { CandidateForMatching } from "./candidate";
import { levelNamedIn, yearsOfExperience } from "./experience";
import { matchingVersion, rankCandidates } from "./ranker";

const TODAY = "2026-11-26";

const order = (values: Partial<MatchingOrder> = {}): MatchingOrder => ({
  title: "ICU Registered Nurse",
  description: "Night shift in a 30-bed ICU.",
  mustHaveSkills: ["RN", "BLS", "ACLS"],
  niceToHaveSkills: ["Epic"],
  minYearsExperience: 3,
  level: null,
  workplaceType: "on-site",
  city: "Miami",
  state: "FL",
  payMin: 40,
  payMax: 55,
  payPeriod: "hour",
  startDate: null,
  ...values,
});

const candidate = (id: string, values: Partial<CandidateForMatching> = {}): CandidateForMatching => ({
  id,
  headline: "ICU Nurse",
  skills: [],
  resumeText: "",
  city: "Miami",
  state: "FL",
  preferredLocations: [],
  desiredPay: 45,
  desiredPayPeriod: "hour",
  availableFrom: null,
  textRelevance: 0.5,
  ...values,
});

const strongNurse = candidate("00000000-0000-4000-8000-000000000001", {
  city: "West Palm Beach",
  resumeText: [
    "Registered Nurse, BLS and ACLS certified",
    "Critical care nurse, 2018 - Present",
    "Charted every shift in Epic for a 30-bed intensive care unit",
  ].join("\n"),
});
const nearbyNurse = candidate("00000000-0000-4000-8000-000000000002", {
  city: "Miami",
  resumeText: "Registered Nurse since 2022\nBLS certified",
});

const rank = (
  candidates: CandidateForMatching[],
  weights: MatchingWeights = DEFAULT_MATCHING_WEIGHTS,
  values: Partial<MatchingOrder> = {},
) => rankCandidates(order(values), candidates, { weights, today: TODAY });

describe("skills", () => {
  it("matches aliases and quotes the resume line that shows each skill", () => {
    const [ranked] = rank([strongNurse]).candidates;
    expect(ranked?.matchedSkills).toEqual([
      {
        skillId: "registered-nurse",
        skill: "Registered Nurse",
        requirement: "must",
        evidence: "Registered Nurse, BLS and ACLS certified",
        source: "resume",
      },
      expect.objectContaining({
        skillId: "basic-life-support",
        evidence: "Registered Nurse, BLS and ACLS certified",
      }),
      expect.objectContaining({ skillId: "advanced-cardiac-life-support" }),
      expect.objectContaining({
        skillId: "epic-systems",
        requirement: "nice",
        evidence: "Charted every shift in Epic for a 30-bed intensive care unit",
      }),
    ]);
    expect(ranked?.missingSkills).toEqual([]);
  });

  it("names the missing must-haves in the reason", () => {
    const [ranked] = rank([nearbyNurse]).candidates;
    const must = ranked?.criteria.find((criterion) => criterion.criterion === "mustHaveSkills");
    expect(must?.value).toBeCloseTo(2 / 3, 2);
    expect(must?.reason).toBe(
      "Has 2 of 3 must-have skills (shown: Registered Nurse, Basic Life Support; not found: Advanced Cardiac Life Support).",
    );
    expect(ranked?.missingSkills.map((missing) => missing.skill)).toEqual([
      "Advanced Cardiac Life Support",
      "Epic Systems",
    ]);
  });

  it("matches a skill the catalogue does not know by its words", () => {
    const [ranked] = rank(
      [candidate("c", { resumeText: "Ran the Zephyr Widget line for two years" })],
      undefined,
      {
        mustHaveSkills: ["zephyr widget"],
        niceToHaveSkills: [],
      },
    ).candidates;
    expect(ranked?.matchedSkills).toEqual([
      expect.objectContaining({
        skillId: null,
        skill: "zephyr widget",
        evidence: "Ran the Zephyr Widget line for two years",
      }),
    ]);
  });
});

describe("weights", () => {
  it("changing a weight changes the order as expected", () => {
    const byDefault = rank([strongNurse, nearbyNurse]).candidates.map((ranked) => ranked.candidateId);
    expect(byDefault).toEqual([strongNurse.id, nearbyNurse.id]);
    const locationOnly = Object.fromEntries(
      MATCHING_CRITERIA.map((criterion) => [criterion, criterion === "location" ? 100 : 0]),
    ) as MatchingWeights;
    const byLocation = rank([strongNurse, nearbyNurse], locationOnly).candidates.map(
      (ranked) => ranked.candidateId,
    );
    expect(byLocation).toEqual([nearbyNurse.id, strongNurse.id]);
  });

  it("returns the weights used, and a score that is the sum of the criteria's points", () => {
    const weights = { ...DEFAULT_MATCHING_WEIGHTS, pay: 40 };
    const ranking = rank([strongNurse, nearbyNurse], weights);
    expect(ranking.weights).toEqual(weights);
    expect(ranking.version).toBe(matchingVersion());
    for (const ranked of ranking.candidates) {
      const points = ranked.criteria.reduce((sum, criterion) => sum + criterion.points, 0);
      expect(Math.abs(points - ranked.score)).toBeLessThanOrEqual(0.5);
      const pointsByLabel = new Map(ranked.criteria.map((criterion) => [criterion.label, criterion.points]));
      const reasonPoints = ranked.reasons.map((reason) => pointsByLabel.get(reason.split(":")[0] ?? ""));
      expect(reasonPoints).toEqual([...reasonPoints].sort((a = 0, b = 0) => b - a));
    }
  });

  it("keeps every score within 0–100 and equal to its points, whatever the weights", () => {
    const weightArbitrary = fc.record(
      Object.fromEntries(
        MATCHING_CRITERIA.map((criterion) => [criterion, fc.integer({ min: 0, max: 100 })]),
      ) as {
        [K in keyof MatchingWeights]: fc.Arbitrary<number>;
      },
    );
    fc.assert(
      fc.property(
        weightArbitrary.filter((weights) => Object.values(weights).some((weight) => weight > 0)),
        (weights) => {
          for (const ranked of rank([strongNurse, nearbyNurse], weights).candidates) {
            expect(ranked.score).toBeGreaterThanOrEqual(0);
            expect(ranked.score).toBeLessThanOrEqual(100);
            const points = ranked.criteria.reduce((sum, criterion) => sum + criterion.points, 0);
            expect(Math.abs(points - ranked.score)).toBeLessThanOrEqual(0.6);
            for (const criterion of ranked.criteria)
              expect(criterion.points).toBeLessThanOrEqual(criterion.maxPoints);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("validates a client's weights: whole numbers 0–100, not all zero, defaults for the rest", () => {
    expect(matchingWeightsSchema.parse({ pay: 50 })).toEqual({ ...DEFAULT_MATCHING_WEIGHTS, pay: 50 });
    for (const bad of [{ pay: 101 }, { pay: -1 }, { pay: 2.5 }, { pay: "10" }, { unknown: 3 }]) {
      expect(matchingWeightsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    const allZero = Object.fromEntries(MATCHING_CRITERIA.map((criterion) => [criterion, 0]));
    expect(matchingWeightsSchema.safeParse(allZero).error?.issues[0]?.message).toBe(
      "Please give at least one criterion a weight above 0",
    );
  });
});

describe("the order", () => {
  it("needs a title, fills defaults and names a bad field", () => {
    expect(matchingOrderSchema.parse({ title: "Line Cook" })).toMatchObject({
      mustHaveSkills: [],
      workplaceType: "on-site",
      payPeriod: "hour",
      startDate: null,
    });
    const inverted = matchingOrderSchema.safeParse({ title: "Cook", payMin: 30, payMax: 20 });
    expect(inverted.error?.issues[0]).toMatchObject({
      path: ["payMin"],
      message: "The lowest pay must not be above the highest",
    });
    expect(matchingOrderSchema.safeParse({ title: "" }).success).toBe(false);
    expect(matchingOrderSchema.safeParse({ title: "Cook", startDate: "2026-02-30" }).success).toBe(false);
  });
});

describe("the other criteria", () => {
  const criterion = (ranked: ReturnType<typeof rank>["candidates"][number] | undefined, name: string) =>
    ranked?.criteria.find((entry) => entry.criterion === name);

  it("reads distance from the region table, and remote roles from preferences", () => {
    const [far] = rank([strongNurse]).candidates;
    expect(criterion(far, "location")?.reason).toBe(
      "Lives about 66 miles from the work site, in the same metro area.",
    );
    const [remote] = rank([candidate("r", { preferredLocations: ["Remote"] })], undefined, {
      workplaceType: "remote",
    }).candidates;
    expect(criterion(remote, "location")).toMatchObject({
      value: 1,
      reason: "Remote role, and they are looking for remote work.",
    });
  });

  it("scores pay across hourly and yearly figures", () => {
    const [within] = rank([candidate("a", { desiredPay: 100_000, desiredPayPeriod: "year" })]).candidates;
    expect(criterion(within, "pay")?.value).toBe(1);
    const [above] = rank([candidate("b", { desiredPay: 66 })]).candidates;
    expect(criterion(above, "pay")).toMatchObject({
      reason: "Asks about 20% more than the top of the order's range.",
    });
    expect(criterion(above, "pay")?.value).toBeCloseTo(1 / 3, 2);
  });

  it("scores availability against the start date", () => {
    const [late] = rank([candidate("late", { availableFrom: "2027-01-07" })], undefined, {
      startDate: "2026-12-10",
    }).candidates;
    expect(criterion(late, "availability")).toMatchObject({
      reason: "Available about 4 weeks after the start date.",
    });
    expect(criterion(late, "availability")?.value).toBeCloseTo(1 - 28 / 90, 2);
  });

  it("counts shared assessment results on the order's skills, neutral when none are shared", () => {
    const assessments = new Map([
      [nearbyNurse.id, [{ name: "ACLS written test", skillId: "advanced-cardiac-life-support", score: 92 }]],
    ]);
    const ranking = rankCandidates(order(), [strongNurse, nearbyNurse], { today: TODAY, assessments });
    const shared = ranking.candidates.find((ranked) => ranked.candidateId === nearbyNurse.id);
    const none = ranking.candidates.find((ranked) => ranked.candidateId === strongNurse.id);
    expect(criterion(shared, "assessments")).toMatchObject({
      value: 0.92,
      reason: "Shared 1 assessment result on the order's skills, averaging 92/100: ACLS written test.",
    });
    expect(criterion(none, "assessments")?.value).toBe(0.5);
  });

  it("is deterministic, whatever order the pool comes in", () => {
    const pool = [strongNurse, nearbyNurse, candidate("00000000-0000-4000-8000-000000000003")];
    const first = rank(pool);
    expect(rank([...pool].reverse())).toEqual(first);
  });
});

describe("experience", () => {
  it("merges overlapping job dates, counts 'present' and ignores education", () => {
    const resume = [
      "Staff Nurse, Jan 2015 - Dec 2018",
      "Travel Nurse, 2017 – 2019",
      "Charge Nurse, 2021 to Present",
      "Bachelor of Science in Nursing, 2010 - 2014",
    ].join("\n");
    // 2015.0 to 2019.5 (the two overlapping jobs), then 2021.0 to November 2026: 4.5 + 5.8 years.
    expect(yearsOfExperience(resume, TODAY)).toBe(10.3);
    expect(yearsOfExperience("Over 12 years of experience in logistics", TODAY)).toBe(12);
    expect(yearsOfExperience("No dates here", TODAY)).toBeNull();
  });

  it("reads the level a title names", () => {
    expect(levelNamedIn("Senior Accountant")).toBe("senior");
    expect(levelNamedIn("Warehouse Lead")).toBe("lead");
    expect(levelNamedIn("Junior Developer")).toBe("junior");
    expect(levelNamedIn("Accountant")).toBeNull();
  });
});
