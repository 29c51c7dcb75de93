/** SPEC §2: the industries the home and services pages show, in this order. */
export const MARKETING_INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Manufacturing",
  "Real Estate",
  "Education",
  "Legal",
  "And More",
] as const;
