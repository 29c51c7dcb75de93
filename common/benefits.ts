import { formatMoney } from "./payroll";
import type { BenefitElection, BenefitKind } from "./recruiting";

/** What contractors and staff read for each kind of benefit plan. */
export const BENEFIT_KIND_LABELS: Record<BenefitKind, string> = {
  medical: "Medical",
  dental: "Dental",
  vision: "Vision",
  retirement: "401(k) retirement",
};

export const BENEFIT_LIMITS = { name: 120, description: 1000, maxCost: 10000, maxDays: 365 } as const;

export const BENEFIT_MESSAGES = {
  windowClosed:
    "Benefit enrollment is closed. You can change your elections during the next enrollment window.",
  notPlaced: "Benefits are offered to contractors on an active assignment with Sunshine Staffing.",
  planNotFound: "This plan is not offered. Please choose one of the plans listed.",
  planKind: "This plan is not of the kind you are electing.",
  windowOrder: "The window cannot close before it opens.",
  windowBoth: "Give both dates, or neither to close enrollment.",
} as const;

/** The enrollment window (inclusive dates); open when today is inside it. */
export type EnrollmentWindow = { opensOn: string | null; closesOn: string | null; open: boolean };

export type BenefitPlanView = {
  id: string;
  kind: BenefitKind;
  name: string;
  description: string;
  /** Dollars per weekly pay period, for fixed-cost plans. */
  costPerPeriod: string;
  /** For the 401(k): the share of gross pay taken each period, e.g. "4.00". */
  contributionPercent: string | null;
  /** "$38.50 per pay period" or "4% of gross pay per pay period". */
  costLabel: string;
  eligibleAfterDays: number;
  eligibleOn: string | null;
  eligible: boolean;
};

export type BenefitElectionView = {
  kind: BenefitKind;
  election: BenefitElection;
  planId: string | null;
  planName: string | null;
  /** What the plan costs per pay period, as the plan lists show it; null when waived. */
  costLabel: string | null;
  electedAt: string;
};

export type CandidateBenefits = {
  window: EnrollmentWindow;
  eligibility: { eligible: boolean; eligibleOn: string | null; reason: string };
  plans: { kind: BenefitKind; label: string; plans: BenefitPlanView[] }[];
  elections: BenefitElectionView[];
};

export type AdminBenefitPlan = {
  id: string;
  kind: BenefitKind;
  name: string;
  description: string;
  costPerPeriod: string;
  contributionPercent: string | null;
  eligibleAfterDays: number;
  active: boolean;
  enrolledCount: number;
  createdAt: string;
};

export type AdminBenefits = {
  plans: AdminBenefitPlan[];
  window: EnrollmentWindow;
};

/** How a plan's cost per pay period reads. */
export function benefitCostLabel(plan: {
  kind: BenefitKind;
  costPerPeriod: string;
  contributionPercent: string | null;
}): string {
  if (plan.kind === "retirement" && plan.contributionPercent !== null) {
    return `${Number(plan.contributionPercent)}% of gross pay per pay period`;
  }
  return `${formatMoney(plan.costPerPeriod)} per pay period`;
}
