import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MATCHING_WEIGHTS, type MatchingOrder } from "../../../common/matching";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { candidates, matchingRankingEntries, matchingRankings } from "../../db/schema";
import { NotFound } from "../../errors";
import {
  anonymisedRanking,
  loggedRankingEntries,
  logRanking,
  matchingVersion,
  rankTalentPool,
  redactEvidence,
  saveMatchingChoices,
} from "./index";

const { db } = setupTestDatabase();
const TODAY = "2026-11-26";

const order: MatchingOrder = {
  title: "ICU Registered Nurse",
  description: "",
  mustHaveSkills: ["RN", "BLS", "ACLS"],
  niceToHaveSkills: ["Epic"],
  minYearsExperience: 2,
  level: null,
  workplaceType: "on-site",
  city: "Miami",
  state: "FL",
  payMin: 40,
  payMax: 55,
  payPeriod: "hour",
  startDate: null,
};

/** Test people with everything a client must never see: names, contacts, home, employers, schools, years. */
const PEOPLE = [
  {
    firstName: "Marisol",
    lastName: "Quintanilla",
    email: "marisol.quintanilla@example.com",
    phone: "(305) 555-0142",
    city: "Hialeah",
    employer: "Larkin Community Hospital",
    school: "Barry University",
    graduated: "2011",
    optedOut: false,
  },
  {
    firstName: "Thaddeus",
    lastName: "Okonkwo-Bright",
    email: "t.okonkwo@example.org",
    phone: "954-555-0199",
    city: "Pembroke Pines",
    employer: "Memorial Regional",
    school: "Nova Southeastern University",
    graduated: "2015",
    optedOut: false,
  },
  {
    firstName: "Genevieve",
    lastName: "Albright",
    email: "genevieve@example.net",
    phone: "305.555.0123",
    city: "Doral",
    employer: "Kendall Medical Center",
    school: "Florida Atlantic University",
    graduated: "2009",
    optedOut: true,
  },
];

const resumeOf = (person: (typeof PEOPLE)[number]) =>
  [
    `${person.firstName} ${person.lastName} · ${person.email} · ${person.phone} · ${person.city}, FL`,
    "Registered Nurse (RN), BLS and ACLS certified",
    `ICU Nurse, ${person.employer}, ${person.city}, 2016 – Present`,
    `- Charted every shift in Epic at ${person.employer} for a 30-bed intensive care unit`,
    `BSN, ${person.school}, ${person.graduated}`,
  ].join("\n");

const ids = new Map<string, string>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const [row] = await db()
      .insert(candidates)
      .values({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        passwordHash: "not-a-real-hash",
        consentTermsAt: new Date(),
        headline: `ICU Nurse at ${person.employer}`,
        city: person.city,
        state: "FL",
        skills: ["RN", "BLS", "ACLS"],
        preferredLocations: [person.city],
        desiredPay: 48,
        desiredPayPeriod: "hour",
        resumeText: resumeOf(person),
        automatedRankingOptOut: person.optedOut,
      })
      .returning({ id: candidates.id });
    if (row) ids.set(person.firstName, row.id);
  }
  await db().insert(candidates).values({
    firstName: "Other",
    lastName: "Person",
    email: "other@example.com",
    phone: "3055550100",
    passwordHash: "not-a-real-hash",
    consentTermsAt: new Date(),
    headline: "Forklift operator",
    resumeText: "Forklift operator, shipping and receiving",
  });
});

const rankedIds = async () =>
  (await rankTalentPool(order, { today: TODAY })).candidates.map((candidate) => candidate.candidateId);

describe("the talent pool", () => {
  it("ranks those who allow it and never those who opted out", async () => {
    const ranked = await rankedIds();
    expect(ranked).toHaveLength(2);
    expect(ranked).toContain(ids.get("Marisol"));
    expect(ranked).toContain(ids.get("Thaddeus"));
    expect(ranked).not.toContain(ids.get("Genevieve"));
  });

  it("follows a candidate's change of mind", async () => {
    const id = ids.get("Marisol") ?? "";
    const choose = (candidateId: string, automatedRankingOptOut: boolean) =>
      saveMatchingChoices(
        { sessionId: "test", candidateId },
        { automatedRankingOptOut, sex: null, raceEthnicity: null },
      );
    expect(await choose(id, true)).toMatchObject({ automatedRankingOptOut: true });
    expect(await rankedIds()).not.toContain(id);
    await choose(id, false);
    expect(await rankedIds()).toContain(id);
    await expect(choose("00000000-0000-4000-8000-000000000000", true)).rejects.toThrow(NotFound);
  });
});

describe("the ranking log", () => {
  it("stores the inputs, weights, version, candidates and scores of a ranking shown", async () => {
    const weights = { ...DEFAULT_MATCHING_WEIGHTS, location: 40 };
    const ranking = await rankTalentPool(order, { today: TODAY, weights });
    const logged = await logRanking(ranking, {
      subject: "copilot-order:test",
      shownTo: "member@example.com",
    });

    const [row] = await db().select().from(matchingRankings).where(eq(matchingRankings.id, logged.rankingId));
    expect(row).toMatchObject({
      version: matchingVersion(),
      subject: "copilot-order:test",
      shownTo: "member@example.com",
      weights,
      considered: 2,
    });
    expect(row?.orderSnapshot).toMatchObject({
      title: order.title,
      mustHaveSkillIds: ["registered-nurse", "basic-life-support", "advanced-cardiac-life-support"],
    });
    const entries = await loggedRankingEntries(logged.rankingId);
    expect(entries.map(({ candidateId, rank, score }) => ({ candidateId, rank, score }))).toEqual(
      ranking.candidates.map(({ candidateId, rank, score }) => ({ candidateId, rank, score })),
    );
    expect(entries.map((entry) => logged.entryIds.get(entry.candidateId))).toEqual(
      entries.map((entry) => entry.entryId),
    );
    const [stored] = await db()
      .select({ criteria: matchingRankingEntries.criteria })
      .from(matchingRankingEntries)
      .where(eq(matchingRankingEntries.id, entries[0]?.entryId ?? ""));
    expect(stored?.criteria).toHaveLength(9);
  });
});

describe("the anonymised candidate", () => {
  it("shows no stored personal detail, employer, school or year of any candidate", async () => {
    const ranking = await rankTalentPool(order, { today: TODAY });
    const logged = await logRanking(ranking, { subject: "copilot-order:anonymised" });
    const shown = await anonymisedRanking(ranking, logged);
    expect(shown).toHaveLength(2);
    expect(shown[0]?.matchedSkills.map((match) => match.skill)).toEqual([
      "Registered Nurse",
      "Basic Life Support",
      "Advanced Cardiac Life Support",
      "Epic Systems",
    ]);
    const output = JSON.stringify(shown);
    const stored = await db().select().from(candidates);
    for (const candidate of stored) {
      const person = PEOPLE.find((entry) => entry.firstName === candidate.firstName);
      const identifying = [
        candidate.id,
        candidate.firstName,
        candidate.lastName,
        candidate.email,
        candidate.phone,
        candidate.phone.replace(/\D/g, ""),
        candidate.passwordHash,
        candidate.city ?? "",
        candidate.headline ?? "",
        ...(person
          ? [person.employer, ...person.employer.split(" "), person.school, person.graduated, "2016"]
          : []),
      ].filter(
        (value) => value.length >= 3 && !["ICU", "Nurse", "Medical", "Center", "Community"].includes(value),
      );
      for (const value of identifying) expect(output, value).not.toContain(value);
    }
    expect(shown.map((candidate) => candidate.ref).sort()).toEqual([...logged.entryIds.values()].sort());
  });

  it("keeps the words of a resume line that show the skill", () => {
    const details = {
      firstName: "Marisol",
      lastName: "Quintanilla",
      email: "m@example.com",
      phone: "(305) 555-0142",
      city: "Hialeah",
      state: "FL",
    };
    expect(
      redactEvidence(
        "Charted every shift in Epic at Larkin Community Hospital, Hialeah, June 2019 – 2023",
        details,
      ),
    ).toBe("Charted every shift in Epic at …");
    expect(redactEvidence("Marisol led ACLS training; call (305) 555-0142 or m@example.com", details)).toBe(
      "… led ACLS training; call … or …",
    );
  });
});
