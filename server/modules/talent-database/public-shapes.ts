/**
 * What the public may see of a listing, written out field by field: an allow-list, so a column added
 * to talent_profiles later stays private until someone adds it here on purpose.
 */
import type {
  TalentCard,
  TalentIndustry,
  TalentProfile,
  TalentRegion,
  TalentWorkType,
} from "../../../common/talent-database";
import { talentProfiles } from "../../db/schema";

type ListingRow = Pick<
  typeof talentProfiles.$inferSelect,
  | "publicId"
  | "headline"
  | "yearsExperience"
  | "industry"
  | "region"
  | "topSkills"
  | "availableMonth"
  | "workTypes"
  | "payPeriod"
  | "payBandMin"
  | "payBandMax"
  | "badges"
>;

/** The columns a card is drawn from: what public queries select, and nothing else. */
export const cardColumns = {
  publicId: talentProfiles.publicId,
  headline: talentProfiles.headline,
  yearsExperience: talentProfiles.yearsExperience,
  industry: talentProfiles.industry,
  region: talentProfiles.region,
  topSkills: talentProfiles.topSkills,
  availableMonth: talentProfiles.availableMonth,
  workTypes: talentProfiles.workTypes,
  payPeriod: talentProfiles.payPeriod,
  payBandMin: talentProfiles.payBandMin,
  payBandMax: talentProfiles.payBandMax,
  badges: talentProfiles.badges,
  listedAt: talentProfiles.listedAt,
};

export function cardOf(row: ListingRow): TalentCard {
  return {
    profileId: row.publicId,
    headline: row.headline,
    yearsExperience: row.yearsExperience,
    industry: row.industry as TalentIndustry,
    region: row.region as TalentRegion,
    topSkills: [...row.topSkills],
    availableMonth: row.availableMonth ? row.availableMonth.slice(0, 7) : null,
    workTypes: row.workTypes as TalentWorkType[],
    payBand:
      row.payPeriod && row.payBandMin !== null
        ? { period: row.payPeriod, min: row.payBandMin, max: row.payBandMax }
        : null,
    badges: row.badges.map((badge) => ({
      assessmentSlug: badge.assessmentSlug,
      title: badge.title,
      score: badge.score,
      passed: badge.passed,
      month: badge.month,
    })),
  };
}

export function publicProfileOf(row: ListingRow & { listedAt: Date }): TalentProfile {
  return { ...cardOf(row), listedMonth: row.listedAt.toISOString().slice(0, 7) };
}
