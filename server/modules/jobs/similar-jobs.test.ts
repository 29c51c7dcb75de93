import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { jobs } from "../../db/schema";
import { similarJobs } from "./jobs";

const database = setupTestDatabase();

const base = {
  company: "Harbor Health",
  state: "FL",
  workplaceType: "on-site" as const,
  employmentType: "full-time" as const,
  description: "D",
  status: "open" as const,
};

describe("similarJobs", () => {
  it("ranks open jobs by industry, then shared skills, then city, leaving out the job itself and closed ones", async () => {
    const rows = await database
      .db()
      .insert(jobs)
      .values([
        { ...base, title: "ICU Nurse", industry: "Healthcare", city: "Miami", skills: ["ACLS", "Epic"] },
        {
          ...base,
          title: "Two skills",
          industry: "Healthcare",
          city: "Tampa",
          skills: ["Epic", "ACLS", "BLS"],
        },
        { ...base, title: "One skill", industry: "Healthcare", city: "Tampa", skills: ["Epic"] },
        { ...base, title: "Same city", industry: "Healthcare", city: "Miami", skills: [] },
        { ...base, title: "Other industry", industry: "Finance", city: "Miami", skills: ["Epic", "ACLS"] },
        {
          ...base,
          title: "Filled",
          industry: "Healthcare",
          city: "Miami",
          skills: ["ACLS", "Epic"],
          status: "filled",
        },
      ])
      .returning();
    const nurse = rows.find((row) => row.title === "ICU Nurse");
    if (!nurse) throw new Error("seeded job missing");

    const similar = await similarJobs(nurse);
    expect(similar.map((job) => job.title)).toEqual(["Two skills", "One skill", "Same city"]);
  });

  it("works for a job without skills", async () => {
    const [job] = await database
      .db()
      .insert(jobs)
      .values({ ...base, title: "No skills", industry: "Legal", city: "Miami", skills: [] })
      .returning();
    if (!job) throw new Error("seeded job missing");
    expect((await similarJobs(job)).length).toBeGreaterThan(0);
  });
});
