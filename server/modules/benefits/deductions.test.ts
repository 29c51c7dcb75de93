import { describe, expect, it } from "vitest";
import { insertSignedInCandidate } from "../../../tests/support/records";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { benefitElections, benefitPlans } from "../../db/schema";
import { benefitDeductionsFor } from "./deductions";

const database = setupTestDatabase();

async function plan(
  values: Partial<typeof benefitPlans.$inferInsert> & {
    kind: "medical" | "dental" | "vision" | "retirement";
    name: string;
  },
) {
  const [row] = await database
    .db()
    .insert(benefitPlans)
    .values({ description: "A plan.", ...values })
    .returning();
  if (!row) throw new Error("plan insert failed");
  return row;
}

describe("benefitDeductionsFor", () => {
  it("gives each enrolled active plan's fixed cost or the 401(k) percentage of gross, and nothing for waived or inactive", async () => {
    const db = database.db();
    const { id } = await insertSignedInCandidate(db, { email: "deductions@example.com" });
    const other = await insertSignedInCandidate(db, { email: "other-deductions@example.com" });
    const medical = await plan({ kind: "medical", name: "Sunshine Bronze PPO", costPerPeriod: "38.50" });
    const dental = await plan({ kind: "dental", name: "Bright Smile Dental", costPerPeriod: "6.25" });
    const vision = await plan({
      kind: "vision",
      name: "Clear View Vision",
      costPerPeriod: "2.10",
      active: 0,
    });
    const retirement = await plan({ kind: "retirement", name: "401(k)", contributionPercent: "4.00" });
    await db.insert(benefitElections).values([
      { candidateId: id, kind: "medical", election: "enrolled", planId: medical.id },
      { candidateId: id, kind: "dental", election: "waived" },
      { candidateId: id, kind: "vision", election: "enrolled", planId: vision.id },
      { candidateId: id, kind: "retirement", election: "enrolled", planId: retirement.id },
      { candidateId: other.id, kind: "dental", election: "enrolled", planId: dental.id },
    ]);

    // 4% of 1000.13 = 40.0052 → 40.01; 4% of 1000.10 = 40.004 → 40.00; 4% of 12.50 = 0.50
    expect(await benefitDeductionsFor(db, id, "1000.13", "2026-11-20")).toEqual([
      { label: "Sunshine Bronze PPO", amount: "38.50" },
      { label: "401(k)", amount: "40.01" },
    ]);
    expect((await benefitDeductionsFor(db, id, "1000.10", "2026-11-20"))[1]).toEqual({
      label: "401(k)",
      amount: "40.00",
    });
    expect((await benefitDeductionsFor(db, id, "1.25", "2026-11-20"))[1]?.amount).toBe("0.05");
    expect(await benefitDeductionsFor(db, other.id, "500.00", "2026-11-20")).toEqual([
      { label: "Bright Smile Dental", amount: "6.25" },
    ]);
    const nobody = await insertSignedInCandidate(db, { email: "no-elections@example.com" });
    expect(await benefitDeductionsFor(db, nobody.id, "500.00", "2026-11-20")).toEqual([]);
  });
});
