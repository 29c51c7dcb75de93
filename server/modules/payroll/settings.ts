import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { PayrollSettingsView } from "../../../common/payroll";
import { db, type Executor } from "../../db/client";
import { payrollSettings } from "../../db/schema";
import { formatDecimal, parseDecimal } from "../../kernel/decimal";
import { type AdminActor, recordAudit } from "../audit";

export type PayrollRates = typeof payrollSettings.$inferSelect;

/** The settings row (seeded by migration 0020; re-created with the defaults if it were missing). */
export async function getPayrollRates(executor: Executor = db()): Promise<PayrollRates> {
  const [row] = await executor.select().from(payrollSettings).where(eq(payrollSettings.id, 1));
  if (row) return row;
  const [created] = await executor
    .insert(payrollSettings)
    .values({ id: 1 })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [again] = await executor.select().from(payrollSettings).where(eq(payrollSettings.id, 1));
  if (!again) throw new Error("payroll_settings has no row");
  return again;
}

/** Fraction "0.0620" → percent "6.20" (exact: moves the decimal point). */
function fractionToPercent(fraction: string): string {
  const value = parseDecimal(fraction);
  return formatDecimal({ units: value.units, scale: Math.max(0, value.scale - 2) });
}

/** Percent "6.2" → fraction "0.0620". */
function percentToFraction(percent: string): string {
  const value = parseDecimal(percent);
  return formatDecimal({ units: value.units * 10n ** BigInt(2 - value.scale), scale: 4 });
}

export function payrollSettingsView(row: PayrollRates): PayrollSettingsView {
  return {
    federalPercent: fractionToPercent(row.federalRate),
    statePercent: fractionToPercent(row.stateRate),
    socialSecurityPercent: fractionToPercent(row.socialSecurityRate),
    socialSecurityWageBase: row.socialSecurityWageBase,
    medicarePercent: fractionToPercent(row.medicareRate),
    overtimeThresholdHours: row.overtimeThresholdHours,
    overtimeMultiplier: row.overtimeMultiplier,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A decimal typed as text or a number, at most `decimals` places, between bounds (checked exactly). */
function decimalField(label: string, decimals: number, low: string, high: string, lowInclusive = true) {
  const pattern = new RegExp(`^\\d{1,10}(\\.\\d{1,${decimals}})?$`);
  return z
    .union([z.string(), z.number()], { error: `Enter ${label}.` })
    .transform((value) => String(value).trim())
    .refine((value) => pattern.test(value), {
      message: `Enter ${label} as a number with at most ${decimals} decimal places.`,
    })
    .refine(
      (value) => {
        if (!pattern.test(value)) return true;
        const v = parseDecimal(value);
        const lo = parseDecimal(low);
        const hi = parseDecimal(high);
        const scale = Math.max(v.scale, lo.scale, hi.scale);
        const at = (d: typeof v) => d.units * 10n ** BigInt(scale - d.scale);
        return (lowInclusive ? at(v) >= at(lo) : at(v) > at(lo)) && at(v) <= at(hi);
      },
      {
        message: `${label[0]?.toUpperCase()}${label.slice(1)} must be ${lowInclusive ? "from" : "above"} ${low} ${lowInclusive ? "to" : "and at most"} ${high}.`,
      },
    );
}

export const payrollSettingsSchema = z.strictObject({
  federalPercent: decimalField("the federal rate (percent)", 2, "0", "50"),
  statePercent: decimalField("the state rate (percent)", 2, "0", "20"),
  socialSecurityPercent: decimalField("the Social Security rate (percent)", 2, "0", "20"),
  socialSecurityWageBase: decimalField(
    "the Social Security wage base (dollars)",
    2,
    "0",
    "9999999999",
    false,
  ),
  medicarePercent: decimalField("the Medicare rate (percent)", 2, "0", "20"),
  overtimeThresholdHours: decimalField(
    "the overtime threshold (hours per week)",
    2,
    "0",
    "168",
    false,
  ).refine(
    (value) =>
      !/^\d+(\.\d+)?$/.test(value) ||
      (parseDecimal(value).units * 4n) % 10n ** BigInt(parseDecimal(value).scale) === 0n,
    { message: "The overtime threshold must be in quarter hours." },
  ),
  overtimeMultiplier: decimalField("the overtime multiplier", 2, "1", "5"),
});

/** PUT /api/admin/payroll-settings: validated, saved and audited in one transaction. */
export async function updatePayrollSettings(
  actor: AdminActor,
  input: z.output<typeof payrollSettingsSchema>,
): Promise<PayrollSettingsView> {
  return db().transaction(async (tx) => {
    const before = await getPayrollRates(tx);
    const [row] = await tx
      .update(payrollSettings)
      .set({
        federalRate: percentToFraction(input.federalPercent),
        stateRate: percentToFraction(input.statePercent),
        socialSecurityRate: percentToFraction(input.socialSecurityPercent),
        socialSecurityWageBase: input.socialSecurityWageBase,
        medicareRate: percentToFraction(input.medicarePercent),
        overtimeThresholdHours: input.overtimeThresholdHours,
        overtimeMultiplier: input.overtimeMultiplier,
        updatedAt: sql`now()`,
      })
      .where(eq(payrollSettings.id, 1))
      .returning();
    if (!row) throw new Error("payroll_settings has no row");
    const view = payrollSettingsView(row);
    await recordAudit(tx, actor, {
      action: "payroll_settings.updated",
      entityType: "payroll_settings",
      entityId: "1",
      before: payrollSettingsView(before),
      after: view,
    });
    return view;
  });
}
