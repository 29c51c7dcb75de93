import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { adminAuditLog } from "../../db/schema";
import { recordAudit } from ".";

const { db } = setupTestDatabase();
const actor = { email: "ops@sunshinestaffing.example", name: "Olivia Park" };

describe("recordAudit", () => {
  it("stores who did what to which record, with the record before and after", async () => {
    await recordAudit(db(), actor, {
      action: "settings.updated",
      entityType: "settings",
      entityId: "1",
      before: { contactPhone: "(305) 555-0100" },
      after: { contactPhone: "(305) 555-0199" },
    });
    const [entry] = await db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.id));
    expect(entry).toMatchObject({
      actorEmail: actor.email,
      actorName: actor.name,
      action: "settings.updated",
      entityType: "settings",
      entityId: "1",
      before: { contactPhone: "(305) 555-0100" },
      after: { contactPhone: "(305) 555-0199" },
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it("is undone with the transaction it was written in", async () => {
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(tx, actor, { action: "job.created", entityType: "job", entityId: "x", after: {} });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, "x"))).toEqual([]);
  });
});
