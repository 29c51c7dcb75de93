import type { PayPeriod } from "../../../common/recruiting";

/** What the ranker reads of a candidate (the pool adapter loads it; tests build it). */
export type CandidateForMatching = {
  id: string;
  headline: string | null;
  /** As the person typed them in their profile. */
  skills: string[];
  resumeText: string;
  city: string | null;
  state: string | null;
  /** Cities, or "Remote". */
  preferredLocations: string[];
  desiredPay: number | null;
  desiredPayPeriod: PayPeriod;
  /** YYYY-MM-DD; null means available now (as the candidate database reads it). */
  availableFrom: string | null;
  /** PostgreSQL's full-text rank against the order, as a share of the best in the pool (0–1). */
  textRelevance: number;
};
