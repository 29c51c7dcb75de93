import type { PayPeriod } from "../../../common/recruiting";

/** A fictional candidate as stored: no name or contact details; availability counted from today. */
export type SampleCandidate = {
  number: number;
  headline: string;
  skills: string[];
  resumeText: string;
  city: string;
  state: string;
  preferredLocations: string[];
  desiredPay: number;
  desiredPayPeriod: PayPeriod;
  /** Days from today until they can start; null means now. */
  daysUntilAvailable: number | null;
};
