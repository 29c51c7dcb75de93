import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { candidates, jobAlerts } from "../../../server/db/schema";
import { createJobAlert } from "../../../server/modules/candidate-portal";
import { unsubscribeToken } from "../../../server/modules/candidate-portal/unsubscribe-token";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { action, loader } from "./job-alert-unsubscribe";

const { db } = setupTestDatabase();

type Args = Parameters<typeof loader>[0];
const argsFor = (token: string, method = "GET") =>
  ({
    request: new Request(`http://localhost/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method,
    }),
    params: {},
    context: {},
  }) as unknown as Args;

describe("/job-alerts/unsubscribe", () => {
  it("asks first (a GET changes nothing), unsubscribes on the POST, and says so again afterwards", async () => {
    const [candidate] = await db()
      .insert(candidates)
      .values({
        firstName: "Nora",
        lastName: "Diaz",
        email: "nora.diaz@example.com",
        phone: "(954) 555-0100",
        passwordHash: "unused",
        consentTermsAt: new Date(),
      })
      .returning();
    if (!candidate) throw new Error("candidate insert failed");
    const alert = await createJobAlert(candidate.id, { q: "welder", location: "Tampa", frequency: "weekly" });
    const token = await unsubscribeToken(alert.id);

    expect(await loader(argsFor(token))).toEqual({
      state: "confirm",
      description: "“welder” in Tampa",
      frequency: "weekly",
    });
    const [before] = await db().select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(before?.unsubscribedAt).toBeNull();

    expect(await action(argsFor(token, "POST") as never)).toEqual({
      state: "unsubscribed",
      description: "“welder” in Tampa",
    });
    const [after] = await db().select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await loader(argsFor(token))).toMatchObject({ state: "unsubscribed" });

    expect(await loader(argsFor("a".repeat(43)))).toEqual({ state: "invalid" });
    expect(await action(argsFor("a".repeat(43), "POST") as never)).toEqual({ state: "invalid" });
    expect(await loader(argsFor(""))).toEqual({ state: "invalid" });
  });
});
