import { eq } from "drizzle-orm";
import { z } from "zod";
import type { SiteSettings } from "../../../common/site-settings";
import { db, type Executor } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { type AdminActor, recordAudit } from "../audit";
import { getSiteSettings } from "./site-settings";

const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, `${label} must be at most ${max} characters.`);

/** The referral rule's bounds: a bonus of $1–$10,000 after 1–2,000 approved hours (a year of full time). */
export const REFERRAL_BONUS_LIMITS = {
  amount: { min: 1, max: 10_000 },
  hours: { min: 1, max: 2_000 },
} as const;

/** What the console edits: the public settings plus the referral rule candidates see in the portal. */
export type AdminSiteSettings = SiteSettings & { referralBonusAmount: number; referralBonusHours: number };

/** Absent keeps the stored value (a client that predates the rule still saves the rest). */
const wholeNumber = (label: string, unit: string, { min, max }: { min: number; max: number }) => {
  const range = `${label} must be from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")} ${unit}.`;
  return z
    .number({ error: `${label} must be a whole number of ${unit}.` })
    .int(`${label} must be a whole number of ${unit}.`)
    .min(min, range)
    .max(max, range)
    .optional();
};

export const settingsInputSchema = z
  .object({
    companyName: z
      .string({ error: "Company name is required." })
      .trim()
      .min(1, "Company name is required.")
      .max(120, "Company name must be at most 120 characters."),
    address: optionalText("Address", 300),
    contactPhone: optionalText("Phone", 40).refine(
      (value) => value === null || /^[+()\d\s.-]{7,40}$/.test(value),
      "Enter a phone number of digits, spaces and + ( ) - . only.",
    ),
    contactEmail: optionalText("Email", 254).refine(
      (value) => value === null || z.email().safeParse(value).success,
      "Enter a valid email address.",
    ),
    businessHours: z
      .array(
        z.object({
          days: z.string().trim().min(1, "Name the days.").max(60, "At most 60 characters."),
          hours: z.string().trim().min(1, "Give the hours.").max(60, "At most 60 characters."),
        }),
      )
      .max(7, "At most 7 rows of business hours.")
      .default([]),
    socialLinks: z
      .array(
        z.object({
          network: z.enum(["linkedin", "facebook", "x"], { error: "Choose LinkedIn, Facebook or X." }),
          label: z.string().trim().min(1, "Give the link a label.").max(60, "At most 60 characters."),
          url: z
            .string()
            .trim()
            .max(500, "At most 500 characters.")
            .refine((value) => /^https:\/\/[^\s]+\.[^\s]+/.test(value), "Use a full https:// address."),
        }),
      )
      .max(3, "At most 3 social links.")
      .default([]),
    referralBonusAmount: wholeNumber("Referral bonus", "dollars", REFERRAL_BONUS_LIMITS.amount),
    referralBonusHours: wholeNumber("Hours before the bonus", "hours", REFERRAL_BONUS_LIMITS.hours),
  })
  .strict();

/** The settings as the console shows them: the public ones and the referral rule (defaults until saved). */
export async function getAdminSiteSettings(executor: Executor = db()): Promise<AdminSiteSettings> {
  const [rule] = await executor
    .select({
      referralBonusAmount: siteSettings.referralBonusAmount,
      referralBonusHours: siteSettings.referralBonusHours,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return {
    ...(await getSiteSettings(executor)),
    referralBonusAmount: rule?.referralBonusAmount ?? Number(siteSettings.referralBonusAmount.default),
    referralBonusHours: rule?.referralBonusHours ?? Number(siteSettings.referralBonusHours.default),
  };
}

/** Saves the one settings row; the public pages read it on every render, so the change shows at once. */
export async function updateSiteSettings(
  actor: AdminActor,
  values: z.output<typeof settingsInputSchema>,
): Promise<AdminSiteSettings> {
  return db().transaction(async (tx) => {
    const before = await getAdminSiteSettings(tx);
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } });
    const after = await getAdminSiteSettings(tx);
    await recordAudit(tx, actor, {
      action: "settings.updated",
      entityType: "settings",
      entityId: "1",
      before,
      after,
    });
    return after;
  });
}
