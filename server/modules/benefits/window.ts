import { eq } from "drizzle-orm";
import type { EnrollmentWindow } from "../../../common/benefits";
import type { Executor } from "../../db/client";
import { payrollSettings } from "../../db/schema";

/** A window of inclusive dates; open when today is inside it. */
export function windowOn(opensOn: string | null, closesOn: string | null, today: string): EnrollmentWindow {
  const open = opensOn !== null && closesOn !== null && opensOn <= today && today <= closesOn;
  return { opensOn, closesOn, open };
}

/** The enrollment window from payroll_settings. */
export async function enrollmentWindow(executor: Executor, today: string): Promise<EnrollmentWindow> {
  const [settings] = await executor
    .select({ opensOn: payrollSettings.enrollmentOpensOn, closesOn: payrollSettings.enrollmentClosesOn })
    .from(payrollSettings)
    .where(eq(payrollSettings.id, 1));
  return windowOn(settings?.opensOn ?? null, settings?.closesOn ?? null, today);
}
