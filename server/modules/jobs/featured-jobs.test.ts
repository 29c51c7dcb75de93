import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobValues } from "../../../tests/support/records";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { jobs } from "../../db/schema";
import { featuredJobs } from "./jobs";

const database = setupTestDatabase();

type JobInsert = typeof jobs.$inferInsert;
const job = (values: Partial<JobInsert> & { title: string; postedAt: string }): JobInsert =>
  jobValues({ description: "D", priority: "High", ...values });

beforeEach(async () => {
  await database.db().execute(sql`TRUNCATE jobs CASCADE`);
});

describe("featuredJobs (SPEC §9: at most 3, priority High only)", () => {
  it("returns the three newest open High-priority jobs", async () => {
    await database
      .db()
      .insert(jobs)
      .values([
        job({ title: "High 1", postedAt: "2026-11-01" }),
        job({ title: "High 2", postedAt: "2026-11-02" }),
        job({ title: "High 3", postedAt: "2026-11-03" }),
        job({ title: "High 4", postedAt: "2026-11-04" }),
        job({ title: "Normal, newest", postedAt: "2026-11-10", priority: "Normal" }),
        job({ title: "Low", postedAt: "2026-11-09", priority: "Low" }),
        job({ title: "High but filled", postedAt: "2026-11-08", status: "filled" }),
        job({ title: "High but closed", postedAt: "2026-11-07", status: "closed" }),
        job({ title: "High draft", postedAt: "2026-11-06", status: "draft" }),
      ]);
    const featured = await featuredJobs();
    expect(featured.map((item) => item.title)).toEqual(["High 4", "High 3", "High 2"]);
    expect(featured.every((item) => item.priority === "High" && item.status === "open")).toBe(true);
  });

  it("is empty when no open job is High priority", async () => {
    await database
      .db()
      .insert(jobs)
      .values([
        job({ title: "Normal", postedAt: "2026-11-01", priority: "Normal" }),
        job({ title: "High but closed", postedAt: "2026-11-02", status: "closed" }),
      ]);
    expect(await featuredJobs()).toEqual([]);
  });
});
