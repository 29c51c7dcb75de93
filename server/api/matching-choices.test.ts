import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MATCHING_CHOICES_MESSAGES as M } from "../../common/matching-choices";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidateSelfIdentification, candidates } from "../db/schema";

const database = setupTestDatabase();
const app = setupTestApp();
const { call } = setupApiCaller(app);

const URL = "/candidates/matching-choices";

describe("a candidate's choices about automated ranking", () => {
  it("starts ranked and unanswered, saves both choices, and keeps them apart from the profile", async () => {
    const { token, id } = await insertSignedInCandidate(database.db(), { email: "choices@example.com" });
    const first = await call("GET", URL, { token });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(first.body).toEqual({ automatedRankingOptOut: false, sex: null, raceEthnicity: null });

    const saved = await call("PUT", URL, {
      token,
      body: { automatedRankingOptOut: true, sex: "female", raceEthnicity: "hispanic_latino" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      automatedRankingOptOut: true,
      sex: "female",
      raceEthnicity: "hispanic_latino",
    });
    const [profile] = await database.db().select().from(candidates).where(eq(candidates.id, id));
    expect(profile?.automatedRankingOptOut).toBe(true);
    const [identification] = await database
      .db()
      .select()
      .from(candidateSelfIdentification)
      .where(eq(candidateSelfIdentification.candidateId, id));
    expect(identification).toMatchObject({ sex: "female", raceEthnicity: "hispanic_latino" });

    // "Prefer not to say" (blank) clears an answer; the data export holds what is stored.
    const cleared = await call("PUT", URL, {
      token,
      body: { automatedRankingOptOut: false, sex: "", raceEthnicity: "white" },
    });
    expect(cleared.body).toEqual({ automatedRankingOptOut: false, sex: null, raceEthnicity: "white" });
    const exported = await call("GET", "/candidates/export", { token });
    expect(exported.body.automatedRanking).toEqual(cleared.body);
  });

  it("refuses answers outside the lists, a missing switch, and anyone without a session", async () => {
    const { token } = await insertSignedInCandidate(database.db(), { email: "refused@example.com" });
    const wrong = await call("PUT", URL, {
      token,
      body: { automatedRankingOptOut: "yes", sex: "unknown", raceEthnicity: 7 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      automatedRankingOptOut: M.optOut,
      sex: M.sex,
      raceEthnicity: M.raceEthnicity,
    });
    expect((await call("GET", URL)).status).toBe(401);
    expect(
      (await call("PUT", URL, { body: { automatedRankingOptOut: true, sex: null, raceEthnicity: null } }))
        .status,
    ).toBe(401);
  });

  it("changes only the signed-in candidate's record", async () => {
    const first = await insertSignedInCandidate(database.db(), { email: "first-owner@example.com" });
    const second = await insertSignedInCandidate(database.db(), { email: "second-owner@example.com" });
    await call("PUT", URL, {
      token: second.token,
      body: { automatedRankingOptOut: true, sex: "male", raceEthnicity: "asian" },
    });
    expect((await call("GET", URL, { token: first.token })).body).toEqual({
      automatedRankingOptOut: false,
      sex: null,
      raceEthnicity: null,
    });
  });
});
