/**
 * The AI hiring assistant's shared words and numbers (issue 22), read by the landing page, the client
 * pages, billing and the server alike: the plans, the workspace roles and an order's stages.
 */

export type CopilotPlanId = "starter" | "growth" | "scale";

export type CopilotPlan = {
  id: CopilotPlanId;
  name: string;
  /** US cents a month, before any proration. */
  monthlyPriceCents: number;
  /** Orders a workspace may submit in one billing period. */
  ordersPerMonth: number;
  /** People in the workspace, the owner included. */
  seats: number;
  summary: string;
};

export const COPILOT_PLANS: readonly CopilotPlan[] = [
  {
    id: "starter",
    name: "Starter",
    monthlyPriceCents: 14_900,
    ordersPerMonth: 3,
    seats: 2,
    summary: "For a team that hires now and then.",
  },
  {
    id: "growth",
    name: "Growth",
    monthlyPriceCents: 39_900,
    ordersPerMonth: 10,
    seats: 5,
    summary: "For a company hiring every month.",
  },
  {
    id: "scale",
    name: "Scale",
    monthlyPriceCents: 89_900,
    ordersPerMonth: 30,
    seats: 15,
    summary: "For several hiring managers and steady volume.",
  },
];

export function copilotPlan(id: CopilotPlanId): CopilotPlan {
  const plan = COPILOT_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`unknown copilot plan ${id}`);
  return plan;
}

/**
 * Seats of a workspace without a plan (never subscribed, or its subscription ended): its owner's
 * alone. Inviting colleagues starts with choosing a plan (ADR 0022).
 */
export const COPILOT_SEATS_WITHOUT_PLAN = 1;

/** Days a workspace keeps working after a renewal payment fails; then it is read-only until paid. */
export const COPILOT_GRACE_DAYS = 7;

export const COPILOT_ROLES = ["owner", "member", "billing"] as const;
export type CopilotRole = (typeof COPILOT_ROLES)[number];

export const COPILOT_ROLE_LABELS: Record<CopilotRole, string> = {
  owner: "Owner",
  member: "Member",
  billing: "Billing",
};

/** An order's progress as jobstatus shows it, in order. */
export const COPILOT_ORDER_STATUSES = [
  "drafted",
  "submitted",
  "sourcing",
  "shortlist_ready",
  "interviewing",
  "filled",
  "closed",
] as const;
export type CopilotOrderStatus = (typeof COPILOT_ORDER_STATUSES)[number];

export const COPILOT_ORDER_STATUS_LABELS: Record<CopilotOrderStatus, string> = {
  drafted: "Drafted",
  submitted: "Submitted",
  sourcing: "Sourcing",
  shortlist_ready: "Shortlist ready",
  interviewing: "Interviewing",
  filled: "Filled",
  closed: "Closed",
};

/** "$149" from 14 900 cents (whole dollars when there are no cents); "-$12.50" for a credit. */
export function formatPlanPrice(cents: number): string {
  const dollars = Math.abs(cents) / 100;
  const amount = Number.isInteger(dollars)
    ? dollars.toLocaleString("en-US")
    : dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${cents < 0 ? "-" : ""}$${amount}`;
}

/** What a plan includes, in the words the landing page and the subscribe page show. */
export function planInclusions(plan: CopilotPlan): string[] {
  return [
    `${plan.ordersPerMonth} job orders a month`,
    `${plan.seats} ${plan.seats === 1 ? "seat" : "seats"}, the owner included`,
    "Ranked, anonymised candidates with reasons",
  ];
}
