import type { companyReviews } from "../schema";
import { addDays, businessTime } from "./dates";

type ReviewInsert = typeof companyReviews.$inferInsert;

/** SPEC §2/§3: the home page shows reviews of company 1, the agency itself. */
export const AGENCY_COMPANY_ID = 1;

type DemoReview = { authorName: string; rating: number; text: string | null; daysAgo: number };

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    authorName: "Daniela Ortiz",
    rating: 5,
    text: "Sunshine Staffing filled two ICU nurse openings for our unit in under three weeks. Every candidate had already been checked for licensure and shift availability, so our interviews were about fit instead of paperwork.",
    daysAgo: 6,
  },
  {
    authorName: "Marcus Whitfield",
    rating: 5,
    text: "I was relocating from Atlanta to Fort Lauderdale and my recruiter prepped me for every interview and called me back the same day after each one. I started as a staff accountant a month later, at a better salary than I had hoped for.",
    daysAgo: 19,
  },
  {
    authorName: "Renee Castillo",
    rating: 4,
    text: "We used their contract-to-hire program for three warehouse leads and kept all three. The only hiccup was onboarding paperwork that took a few days longer than promised.",
    daysAgo: 34,
  },
  {
    authorName: "James Okafor",
    rating: 5,
    text: "Their executive search team found our new controller in six weeks. They understood our multi-entity structure better than the two firms we had tried before and were honest when a candidate was not the right fit.",
    daysAgo: 52,
  },
  {
    authorName: "Priya Natarajan",
    rating: 3,
    text: "The candidates were strong, but communication slowed down over the holidays and we had to follow up twice to confirm interview times. They apologized and put a second recruiter on our account, which helped.",
    daysAgo: 75,
  },
  { authorName: "Tomás Herrera", rating: 5, text: null, daysAgo: 98 },
  {
    authorName: "Alicia Brooks",
    rating: 4,
    text: "As a career changer moving into medical billing, I appreciated that they told me exactly which skills I was missing and which roles I could realistically land. The contract role they found turned permanent after four months.",
    daysAgo: 130,
  },
  {
    authorName: "Kevin Tran",
    rating: 5,
    text: "Payroll for our seasonal staff used to eat a full week every month. Since moving it to Sunshine Staffing, timesheets, pay and tax filings just happen, and someone always answers the phone.",
    daysAgo: 171,
  },
];

export function demoReviewRows(today: string): ReviewInsert[] {
  return DEMO_REVIEWS.map((review, index) => ({
    companyId: AGENCY_COMPANY_ID,
    authorName: review.authorName,
    rating: review.rating,
    text: review.text,
    status: "published",
    createdAt: businessTime(addDays(today, -review.daysAgo), 10 + (index % 7), (index * 13) % 60),
  }));
}
