/**
 * The candidate's side of the public candidate database: the switch, what a listing needs beyond the
 * profile, and the anonymised projection (talent_profiles) kept in step with both.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type CandidateTalentSettings,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  TALENT_WORK_TYPES,
  type TalentBadge,
  type TalentBadgeInput,
  type TalentWorkType,
  talentPayBandOf,
} from "../../../common/talent-database";
import type { talentSettingsSchema } from "../../../common/talent-database-schemas";
import { db, type Executor } from "../../db/client";
import { candidates, talentProfiles, talentSettings } from "../../db/schema";
import { NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { invalidFields } from "../../kernel/parse-input";
import { candidateRequests } from "./candidate-requests";
import { publicProfileOf } from "./public-shapes";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 16 characters from 16 random bytes: about 82 bits, nothing to count up or derive from the candidate. */
export function newPublicId(): string {
  return [...randomBytes(16)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

type CandidateRow = typeof candidates.$inferSelect;
type SettingsRow = typeof talentSettings.$inferSelect;

/** Words of the person's name, email and phone, to keep out of what is public. */
function identifyingWords(candidate: CandidateRow): string[] {
  const local = candidate.email.split("@")[0] ?? "";
  return [candidate.firstName, candidate.lastName, local, ...local.split(/[._+-]/)]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * Whether free text the candidate typed names them: their first or last name or their address as a
 * whole word, or their phone's last seven digits. Such a headline or skill is left out of the listing.
 */
function mentionsIdentity(text: string, words: string[], phoneDigits: string): boolean {
  const lower = text.toLowerCase();
  const tail = phoneDigits.slice(-7);
  if (tail.length === 7 && digitsOf(text).includes(tail)) return true;
  return words.some((word) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, "u").test(lower),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "2026-11-14" → "2026-11-01": the listing keeps the month only. */
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

function badgesOf(shared: TalentBadgeInput[]): TalentBadge[] {
  return shared.map((badge) => ({
    assessmentSlug: badge.assessmentSlug,
    title: badge.title,
    score: Math.round(badge.score),
    passed: badge.passed,
    month: badge.takenAt.slice(0, 7),
  }));
}

/** The listing's values from the profile and the settings: the projection's whole content. */
function projectionOf(candidate: CandidateRow, settings: SettingsRow) {
  const words = identifyingWords(candidate);
  const phone = digitsOf(candidate.phone);
  const safe = (text: string) => !mentionsIdentity(text, words, phone);
  const topSkills = candidate.skills.filter(safe).slice(0, TALENT_LIMITS.topSkills);
  const headline =
    candidate.headline && safe(candidate.headline) ? candidate.headline : `${settings.industry} professional`;
  const band = talentPayBandOf(candidate.desiredPay, candidate.desiredPayPeriod);
  const badges = badgesOf(settings.sharedBadges);
  const workTypes = candidate.preferredEmploymentTypes.filter((type): type is TalentWorkType =>
    (TALENT_WORK_TYPES as string[]).includes(type),
  );
  return {
    headline,
    yearsExperience: settings.yearsExperience ?? 0,
    industry: settings.industry ?? "Other",
    region: settings.region ?? "other-florida",
    topSkills,
    skillsLower: topSkills.map((skill) => skill.toLowerCase()),
    availableMonth: candidate.availableFrom ? firstOfMonth(candidate.availableFrom) : null,
    workTypes,
    payPeriod: band?.period ?? null,
    payBandMin: band?.min ?? null,
    payBandMax: band?.max ?? null,
    badges,
    assessed: badges.some((badge) => badge.passed),
  };
}

/**
 * Writes or removes the candidate's listing to match their profile and settings, in the caller's
 * transaction: listed → the projection is upserted (its public id and listing time kept); not listed
 * → the row is deleted, so no search finds it from that commit on. Every change to the profile, the
 * switch or the shared badges calls this.
 */
export async function refreshTalentListing(tx: Executor, candidateId: string): Promise<void> {
  const [found] = await tx
    .select({ candidate: candidates, settings: talentSettings })
    .from(candidates)
    .innerJoin(talentSettings, eq(talentSettings.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  if (!found?.settings.listed) {
    await tx.delete(talentProfiles).where(eq(talentProfiles.candidateId, candidateId));
    return;
  }
  const values = projectionOf(found.candidate, found.settings);
  await tx
    .insert(talentProfiles)
    .values({ candidateId, publicId: newPublicId(), ...values })
    .onConflictDoUpdate({ target: talentProfiles.candidateId, set: values });
}

/** The settings row, made (unlisted) on first use. */
async function settingsRow(tx: Executor, candidateId: string): Promise<SettingsRow> {
  await tx.insert(talentSettings).values({ candidateId }).onConflictDoNothing();
  const [row] = await tx.select().from(talentSettings).where(eq(talentSettings.candidateId, candidateId));
  if (!row) throw new NotFound(TALENT_MESSAGES.notFound);
  return row;
}

/** GET /api/candidates/talent-profile: the switch, the extra fields, the listing as shown and the requests. */
export async function getTalentSettings(session: CandidateSession): Promise<CandidateTalentSettings> {
  return settingsView(db(), session.candidateId);
}

async function settingsView(executor: Executor, candidateId: string): Promise<CandidateTalentSettings> {
  const [[settings], [listing], requests] = await Promise.all([
    executor.select().from(talentSettings).where(eq(talentSettings.candidateId, candidateId)),
    executor.select().from(talentProfiles).where(eq(talentProfiles.candidateId, candidateId)),
    candidateRequests(executor, candidateId),
  ]);
  return {
    listed: Boolean(listing),
    yearsExperience: settings?.yearsExperience ?? null,
    industry: settings?.industry ?? null,
    region: settings?.region ?? null,
    listing: listing ? publicProfileOf(listing) : null,
    requests,
  };
}

/**
 * PUT /api/candidates/talent-profile. Listing needs a headline and a skill in the profile (400 naming
 * them); switching off deletes the listing in the same transaction.
 */
export async function saveTalentSettings(
  session: CandidateSession,
  input: z.output<typeof talentSettingsSchema>,
): Promise<CandidateTalentSettings> {
  return db().transaction(async (tx) => {
    const [candidate] = await tx
      .select({ headline: candidates.headline, skills: candidates.skills })
      .from(candidates)
      .where(eq(candidates.id, session.candidateId))
      .for("update");
    if (!candidate) throw new NotFound(TALENT_MESSAGES.notFound);
    if (input.listed) {
      const missing: Record<string, string> = {};
      if (!candidate.headline?.trim()) missing.headline = TALENT_MESSAGES.headlineNeeded;
      if (candidate.skills.length === 0) missing.skills = TALENT_MESSAGES.skillsNeeded;
      if (Object.keys(missing).length > 0) throw invalidFields(missing);
    }
    await settingsRow(tx, session.candidateId);
    await tx
      .update(talentSettings)
      .set({
        listed: input.listed,
        // Switching off keeps the other answers, so switching on again needs no retyping.
        ...(input.listed
          ? { yearsExperience: input.yearsExperience, industry: input.industry, region: input.region }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(talentSettings.candidateId, session.candidateId));
    await refreshTalentListing(tx, session.candidateId);
    return settingsView(tx, session.candidateId);
  });
}

/**
 * The assessments seam: the results the candidate chose to share (from sharedAssessmentBadges), stored
 * and shown on the listing at once. An empty list removes every badge.
 */
export async function setTalentBadges(candidateId: string, badges: TalentBadgeInput[]): Promise<void> {
  await db().transaction(async (tx) => {
    await settingsRow(tx, candidateId);
    await tx
      .update(talentSettings)
      .set({ sharedBadges: badges, updatedAt: sql`now()` })
      .where(eq(talentSettings.candidateId, candidateId));
    await refreshTalentListing(tx, candidateId);
  });
}

/**
 * Candidates holding a shared badge taken before `cutoff` (up to `limit`): the assessments module
 * hands them their badges again once a result is too old to show.
 */
export async function candidatesWithBadgesTakenBefore(cutoff: Date, limit = 100): Promise<string[]> {
  const rows = await db()
    .select({ candidateId: talentSettings.candidateId })
    .from(talentSettings)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${talentSettings.sharedBadges}) as badge
                   where (badge->>'takenAt')::timestamptz < ${cutoff.toISOString()}::timestamptz)`,
    )
    .limit(limit);
  return rows.map((row) => row.candidateId);
}

/** Whether the candidate is listed, with the listing's public id and time (the staff's record). */
export async function listingOf(
  executor: Executor,
  candidateId: string,
): Promise<{ publicId: string; listedAt: Date } | undefined> {
  const [row] = await executor
    .select({ publicId: talentProfiles.publicId, listedAt: talentProfiles.listedAt })
    .from(talentProfiles)
    .where(eq(talentProfiles.candidateId, candidateId));
  return row;
}
