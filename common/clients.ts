/** Client companies: the businesses that hire through the agency (issue 18). */
import { z } from "./zod";

export const CLIENT_COMPANY_STATUSES = ["pending", "approved", "rejected"] as const;
export type ClientCompanyStatus = (typeof CLIENT_COMPANY_STATUSES)[number];

/** How the console names each status. */
export const CLIENT_STATUS_LABELS: Record<ClientCompanyStatus, string> = {
  pending: "Pending approval",
  approved: "Approved",
  rejected: "Rejected",
};

/** Employees, as the registration form offers them. */
export const COMPANY_SIZE_BANDS = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1001+"] as const;
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number];

/** What a new client gets until staff agree otherwise: net 30, and 20% of first-year salary. */
export const CLIENT_TERMS_DEFAULTS = { paymentTermsDays: 30, placementFeePercent: "20.00" } as const;

export const CLIENT_LIMITS = {
  legalName: 200,
  industry: 100,
  street: 200,
  city: 100,
  zip: 10,
  website: 300,
  rejectionReason: 1000,
  paymentTermsDaysMax: 180,
  placementFeePercentMax: 100,
} as const;

export const CLIENT_MESSAGES = {
  notFound: "We couldn't find that client company.",
  decision: "Choose approve or reject.",
  rejectionReason: "Please give the reason for the rejection.",
  rejectionReasonTooLong: `Please shorten the reason to ${CLIENT_LIMITS.rejectionReason} characters or fewer.`,
  alreadyDecided: "This company has already been decided. Reload to see its status.",
  paymentTermsDays: `Payment terms are whole days from 0 to ${CLIENT_LIMITS.paymentTermsDaysMax}.`,
  placementFeePercent: `The placement fee is a percentage from 0 to ${CLIENT_LIMITS.placementFeePercentMax} with at most two decimals.`,
  termsEmpty: "Please change the payment terms or the placement fee.",
} as const;

/** A client company as its own users and the staff see it. */
export type ClientCompany = {
  id: string;
  legalName: string;
  industry: string;
  /** Null for companies made from older placements' client names until their profile is completed. */
  sizeBand: CompanySizeBand | null;
  address: { street: string; city: string; state: string; zip: string };
  website: string | null;
  status: ClientCompanyStatus;
  /** When staff approved or rejected it, and the reason of a rejection. */
  decidedAt: string | null;
  rejectionReason: string | null;
  paymentTermsDays: number;
  /** A decimal string with two places, e.g. "20.00". */
  placementFeePercent: string;
  createdAt: string;
};

/** POST /api/admin/clients/:id/decision. */
export const clientDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }).strict(),
    z
      .object({
        decision: z.literal("reject"),
        reason: z
          .string({ message: CLIENT_MESSAGES.rejectionReason })
          .trim()
          .min(1, { message: CLIENT_MESSAGES.rejectionReason })
          .max(CLIENT_LIMITS.rejectionReason, { message: CLIENT_MESSAGES.rejectionReasonTooLong }),
      })
      .strict(),
  ],
  { error: CLIENT_MESSAGES.decision },
);

/** PATCH /api/admin/clients/:id/terms: either or both. */
export const clientTermsSchema = z
  .object({
    paymentTermsDays: z
      .number({ message: CLIENT_MESSAGES.paymentTermsDays })
      .int({ message: CLIENT_MESSAGES.paymentTermsDays })
      .min(0, { message: CLIENT_MESSAGES.paymentTermsDays })
      .max(CLIENT_LIMITS.paymentTermsDaysMax, { message: CLIENT_MESSAGES.paymentTermsDays })
      .optional(),
    placementFeePercent: z
      .union([z.number(), z.string()], { message: CLIENT_MESSAGES.placementFeePercent })
      .transform((value) => String(value).trim())
      .refine(
        (value) =>
          /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= CLIENT_LIMITS.placementFeePercentMax,
        { message: CLIENT_MESSAGES.placementFeePercent },
      )
      .transform((value) => Number(value).toFixed(2))
      .optional(),
  })
  .strict()
  .refine((input) => input.paymentTermsDays !== undefined || input.placementFeePercent !== undefined, {
    message: CLIENT_MESSAGES.termsEmpty,
    path: ["body"],
  });
