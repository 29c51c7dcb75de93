import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { createPlacedContractor } from "../../../tests/support/workforce-records";
import { placements } from "../../db/schema";

const { db } = setupTestDatabase();

it("createPlacedContractor makes a candidate with an active placement", async () => {
  const contractor = await createPlacedContractor();
  const second = await createPlacedContractor({ supervisorEmail: null });
  const [row] = await db().select().from(placements).where(eq(placements.id, contractor.placementId));
  expect(row?.candidateId).toBe(contractor.candidateId);
  expect(row?.status).toBe("active");
  expect(second.candidateId).not.toBe(contractor.candidateId);
  expect(contractor.token.length).toBeGreaterThan(10);
});
