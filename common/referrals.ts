/**
 * Referrals as the candidate portal and the console show them (issue 8). No zod here: the portal
 * pages import these types and texts (ADR 0003); the server validates with its own schemas.
 */
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from "./recruiting";

export { REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, type ReferralStatus } from "./recruiting";

/** The rule in site_settings: this many dollars once the friend has this many approved hours. */
export type ReferralRule = { amount: number; hours: number };

export type CandidateReferral = {
  id: string;
  name: string;
  email: string;
  status: ReferralStatus;
  statusLabel: string;
  invitedAt: string;
  approvedHours: number;
  hoursToBonus: number;
  progressPercent: number;
  bonusAmount: number;
};

export type CandidateReferrals = { rule: ReferralRule; referrals: CandidateReferral[] };

/** The console's row: the referral with both people and the dates of each step. */
export type AdminReferral = CandidateReferral & {
  referrer: { id: string; name: string; email: string };
  referredCandidateId: string | null;
  registeredAt: string | null;
  placedAt: string | null;
  bonusEarnedAt: string | null;
  paidAt: string | null;
};

export const REFERRAL_LIMITS = { name: 120, email: 254, perDay: 10 } as const;

export const REFERRAL_MESSAGES = {
  name: "Please enter your friend's name",
  nameTooLong: `Please keep the name under ${REFERRAL_LIMITS.name} characters`,
  email: "Please enter a valid email address",
  ownEmail: "You can't refer yourself. Enter your friend's email address.",
  hasAccount: "This person already has an account with us, so they can't be referred.",
  alreadyReferred: "You have already referred this email address.",
  invited: "Invitation sent. We'll keep you posted here as your friend moves along.",
  notFound: "We couldn't find that referral.",
  notEarned: "Only a referral whose bonus has been earned can be marked paid.",
} as const;

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function formatBonus(amount: number): string {
  return dollars.format(amount);
}

/** "Earn $500 when a friend you refer completes 160 approved hours". */
export function referralRuleText(rule: ReferralRule): string {
  return `Earn ${formatBonus(rule.amount)} when a friend you refer completes ${rule.hours.toLocaleString("en-US")} approved hours`;
}

export function referralStatusLabel(status: ReferralStatus): string {
  return REFERRAL_STATUS_LABELS[status];
}
