/**
 * The AI hiring assistant's admin (/copilot/admin, issue 22, ADR 0026): what its pages and API
 * exchange. Every route is under /api/copilot/admin, behind the copilot admin's own session.
 */

import type { CopilotMember } from "./copilot-accounts";
import type { CopilotBillingOverview, CopilotInvoiceSummary } from "./copilot-billing";
import type { MatchingWeights, RankedOrderSnapshot } from "./matching";
import { z } from "./zod";

export const COPILOT_ADMIN_API = "/api/copilot/admin";

export type CopilotAdminWorkspaceRow = {
  id: string;
  name: string;
  status: "active" | "suspended";
  plan: string | null;
  subscriptionStatus: string | null;
  members: number;
  createdAt: string;
};

export type CopilotAdminWorkspaceList = {
  rows: CopilotAdminWorkspaceRow[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
  status: "" | "active" | "suspended";
};

export type CopilotAdminPayment = {
  id: string;
  kind: "payment" | "failed_payment" | "refund" | "credit";
  amountCents: number;
  invoiceNumber: string | null;
  note: string | null;
  createdAt: string;
};

export type CopilotAdminTicketRow = { id: string; subject: string; status: string; updatedAt: string };

export type CopilotAdminWorkspace = {
  id: string;
  name: string;
  status: "active" | "suspended";
  suspendedAt: string | null;
  suspensionReason: string | null;
  createdAt: string;
  members: CopilotMember[];
  billing: CopilotBillingOverview;
  payments: CopilotAdminPayment[];
  tickets: CopilotAdminTicketRow[];
};

export type { CopilotInvoiceSummary };

export type CopilotAdminRankingRow = {
  id: string;
  createdAt: string;
  workspaceId: string | null;
  workspaceName: string | null;
  subject: string;
  orderTitle: string;
  version: string;
  weights: MatchingWeights;
  considered: number;
  shown: number;
};

export type CopilotAdminRankingList = {
  rows: CopilotAdminRankingRow[];
  total: number;
  page: number;
  pageSize: number;
};

export type CopilotAdminRanking = CopilotAdminRankingRow & {
  order: RankedOrderSnapshot;
  entries: {
    id: string;
    rank: number;
    score: number;
    /** The candidate's pseudonymous id, as logged (no name: the log is pseudonymous). */
    candidateId: string;
    criteria: { criterion: string; value: number; points: number }[];
  }[];
};

/** One self-reported group's line in an impact table (NYC Local Law 144's bias audit). */
export type BiasGroupRow = {
  key: string;
  label: string;
  /** False: fewer entries than the minimum; every number is then withheld (null). */
  reportable: boolean;
  total: number | null;
  selected: number | null;
  /** selected / total. */
  selectionRate: number | null;
  /** This group's selection rate / the highest reportable group's rate in the same table. */
  impactRatio: number | null;
};

export type BiasTable = {
  dimension: "sex" | "race" | "intersectional";
  title: string;
  rows: BiasGroupRow[];
  /** Entries of candidates who did not answer this question (not in the ratios, counted here). */
  unknown: number;
};

/** The two readings of "selected" the report offers (server/modules/copilot-admin/bias-report.ts). */
export const BIAS_SELECTION_KEYS = ["shortlisted", "ranked-top-10"] as const;
export type BiasSelectionKey = (typeof BIAS_SELECTION_KEYS)[number];
export const BIAS_SELECTION_LABELS: Record<BiasSelectionKey, string> = {
  shortlisted: "Shortlisted by the client",
  "ranked-top-10": "Ranked in the top 10",
};

export type BiasReport = {
  selection: { key: BiasSelectionKey; description: string };
  /** What one entry is: a candidate shown for an order, or one appearance in a ranking shown. */
  entriesAre: "order-candidates" | "ranking-appearances";
  minimumGroupSize: number;
  /** The distinct rankings the entries come from. */
  rankings: number;
  entries: number;
  selected: number;
  tables: BiasTable[];
};

export const BIAS_TOO_FEW = "Too few to report";

const reason = z
  .string({ message: "Give a reason." })
  .trim()
  .min(1, { message: "Give a reason." })
  .max(500, { message: "Keep the reason to 500 characters or fewer." });

const amountCents = z
  .number({ message: "Enter an amount in cents, e.g. 1500 for $15.00." })
  .int({ message: "Enter a whole number of cents." })
  .min(1, { message: "Enter an amount of at least one cent." })
  .max(10_000_000, { message: "Enter at most $100,000.00." });

/** POST /api/copilot/admin/workspaces/:id/suspend and /reinstate. */
export const workspaceStatusChangeSchema = z.object({ reason }).strict();
/** POST /api/copilot/admin/workspaces/:id/invoices/:invoiceId/refund. */
export const invoiceRefundSchema = z.object({ amountCents, reason }).strict();
/** POST /api/copilot/admin/workspaces/:id/credit. */
export const workspaceCreditSchema = z.object({ amountCents, reason }).strict();

export const COPILOT_ADMIN_MESSAGES = {
  workspaceNotFound: "No such workspace.",
  alreadySuspended: "This workspace is already suspended.",
  notSuspended: "This workspace is not suspended.",
  rankingNotFound: "No such ranking.",
  ticketNotFound: "No such copilot support ticket.",
} as const;

/** "$12.50" from 1250 cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
