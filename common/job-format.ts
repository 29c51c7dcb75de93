/** How job fields read on screens and in emails; shared by the browser and the server. */

export type SalaryRange = { min: number | null; max: number | null; period: "year" | "hour" };

const thousands = (dollars: number) => `${Math.round(dollars / 1000)}k`;

/**
 * SPEC §3: a salary shows only when both ends are present, yearly ones as rounded thousands
 * ("80k-120k"); hourly ones as dollars per hour ("$25-$30/hr"). Otherwise null: show nothing.
 */
export function formatSalaryRange(range: SalaryRange): string | null {
  if (range.min === null || range.max === null) return null;
  if (range.period === "hour") return `$${range.min}-$${range.max}/hr`;
  return `${thousands(range.min)}-${thousands(range.max)}`;
}

export const EMPLOYMENT_TYPE_LABELS = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  "contract-to-hire": "Contract-to-hire",
  temporary: "Temporary",
} as const;

export const WORKPLACE_TYPE_LABELS = { "on-site": "On-site", hybrid: "Hybrid", remote: "Remote" } as const;

/** "Miami, FL" */
export function formatJobLocation(job: { city: string; state: string }): string {
  return `${job.city}, ${job.state}`;
}
