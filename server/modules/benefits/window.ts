import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { payrollSettings } from "../../db/schema";

export type EnrollmentWindow = { opensOn: string | null; closesOn: string | null; open: boolean };

/** The enrollment window from payroll_settings (inclusive dates); open when today is inside it. */
export async function enrollmentWindow(executor: Executor, today: string): Promise<EnrollmentWindow> {
  const [settings] = await executor
    .select({ opensOn: payrollSettings.enrollmentOpensOn, closesOn: payrollSettings.enrollmentClosesOn })
    .from(payrollSettings)
    .where(eq(payrollSettings.id, 1));
  const opensOn = settings?.opensOn ?? null;
  const closesOn = settings?.closesOn ?? null;
  const open = opensOn !== null && closesOn !== null && opensOn <= today && today <= closesOn;
  return { opensOn, closesOn, open };
}
