import type { webinars } from "../schema";
import { addDays, businessTime } from "./dates";

type WebinarInsert = typeof webinars.$inferInsert;

type DemoWebinar = Omit<WebinarInsert, "id" | "startsAt" | "status"> & {
  /** Days after today, at `startsAtHour` o'clock Miami time. */
  daysAhead: number;
  startsAtHour: number;
};

export const DEMO_WEBINARS: readonly DemoWebinar[] = [
  {
    slug: "south-florida-hiring-briefing",
    title: "South Florida Hiring Briefing: Salaries, Talent Supply and What Candidates Expect",
    summary:
      "Our recruiting leads share what they are seeing across hundreds of searches in Miami-Dade, Broward and Palm Beach: which roles are hardest to fill, where pay is moving, how long strong candidates stay on the market, and the offer details that decide between competing employers. Bring your open roles; we save 15 minutes for questions.",
    audience: "employers",
    hostName: "Elena Marquez",
    hostTitle: "Director of Client Services",
    daysAhead: 10,
    startsAtHour: 12,
    durationMinutes: 45,
    capacity: 150,
  },
  {
    slug: "resume-and-interview-clinic",
    title: "Resume and Interview Clinic: Getting Noticed When Software Reads Your Resume First",
    summary:
      "A practical evening session for job seekers. We walk through how applicant tracking systems read a resume, rewrite three anonymized resumes live, and practise answers to the interview questions our clients ask most. Attendees can request a free follow-up resume review with a recruiter.",
    audience: "job-seekers",
    hostName: "Marcus Bell",
    hostTitle: "Senior Recruiter, Technology and Finance",
    daysAhead: 24,
    startsAtHour: 18,
    durationMinutes: 60,
    capacity: 300,
  },
  {
    slug: "responsible-ai-in-recruiting",
    title: "Responsible AI in Recruiting: What Candidates and Employers Should Know",
    summary:
      "AI now touches most hiring processes. We explain how our screening tools rank and summarize applications, where a recruiter always makes the decision, how we test for bias, and what candidates can ask about any automated step. Open to employers, job seekers and anyone curious about fair hiring.",
    audience: "everyone",
    hostName: "Priya Raman",
    hostTitle: "Head of Recruiting Technology",
    daysAhead: 38,
    startsAtHour: 12,
    durationMinutes: 60,
    capacity: 500,
  },
];

export function demoWebinarRows(today: string): WebinarInsert[] {
  return DEMO_WEBINARS.map(({ daysAhead, startsAtHour, ...webinar }) => ({
    ...webinar,
    status: "scheduled",
    startsAt: businessTime(addDays(today, daysAhead), startsAtHour),
  }));
}
