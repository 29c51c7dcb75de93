import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../../config";
import { benefitPlans, payrollSettings } from "../schema";
import { addDays } from "./dates";
import { seedDemoContent } from "./index";

const { db } = setupTestDatabase();
// The demo seed stores the demo candidate's resume: in a temporary DATA_DIR, not the working copy's.
const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-benefits-seed-"));
setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const silent = pino({ level: "silent" });
const now = new Date("2026-11-22T15:00:00Z");

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE jobs, candidates, site_settings, company_reviews, blog_posts, webinars, benefit_plans, pay_runs, demo_seed_runs RESTART IDENTITY CASCADE`,
  );
  await db().update(payrollSettings).set({ enrollmentOpensOn: null, enrollmentClosesOn: null });
});

describe("demo benefit plans and enrollment window", () => {
  it("seeds the four kinds of plans and an enrollment window covering today, once", async () => {
    await seedDemoContent(db(), silent, { now });
    const plans = await db().select().from(benefitPlans);
    expect(new Set(plans.map((plan) => plan.kind))).toEqual(
      new Set(["medical", "dental", "vision", "retirement"]),
    );
    expect(plans.find((plan) => plan.name === "Sunshine Bronze PPO")?.costPerPeriod).toBe("38.50");
    expect(plans.find((plan) => plan.kind === "retirement")?.contributionPercent).toBe("4.00");
    const [settings] = await db().select().from(payrollSettings);
    expect(settings?.enrollmentOpensOn).toBe(addDays("2026-11-22", -14));
    expect(settings?.enrollmentClosesOn).toBe(addDays("2026-11-22", 42));

    await db().update(payrollSettings).set({ enrollmentOpensOn: null, enrollmentClosesOn: null });
    await db().delete(benefitPlans);
    await seedDemoContent(db(), silent, { now });
    expect(await db().select().from(benefitPlans)).toEqual([]);
    const [after] = await db().select().from(payrollSettings);
    expect(after?.enrollmentOpensOn).toBeNull();
  });

  it("leaves a window staff already set", async () => {
    await db()
      .update(payrollSettings)
      .set({ enrollmentOpensOn: "2027-01-01", enrollmentClosesOn: "2027-01-31" });
    await seedDemoContent(db(), silent, { now });
    const [settings] = await db().select().from(payrollSettings);
    expect(settings).toMatchObject({ enrollmentOpensOn: "2027-01-01", enrollmentClosesOn: "2027-01-31" });
  });
});
