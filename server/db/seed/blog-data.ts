import type { blogPosts } from "../schema";
import { addDays, businessTime } from "./dates";

type BlogPostInsert = typeof blogPosts.$inferInsert;

type DemoPost = Pick<BlogPostInsert, "slug" | "title" | "excerpt" | "authorName" | "category"> & {
  /** A file in public/blog, 1200×630. */
  coverImage: string;
  coverAlt: string;
  tags: string[];
  body: string;
  publishedDaysAgo: number;
};

/** Average adult silent-reading speed for non-fiction, in words per minute. */
const WORDS_PER_MINUTE = 225;

export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    slug: "south-florida-hiring-trends",
    coverImage: "/blog/south-florida-hiring-trends.svg",
    coverAlt: "Rising bar chart in front of a South Florida skyline at sunrise",
    title: "South Florida Hiring Trends: What Employers Should Plan For",
    excerpt:
      "Population growth, new headquarters and a tight market for skilled trades are reshaping hiring from Miami to West Palm Beach. Here is what we see across our searches, and how to plan for it.",
    authorName: "Elena Marquez",
    category: "Industry Trends",
    tags: ["South Florida", "hiring trends", "employers", "salary"],
    publishedDaysAgo: 3,
    body: `South Florida has spent the last several years adding residents, companies and whole industries faster than its talent pipeline can keep up. For employers, that means the old playbook of posting a job and waiting for applications works for fewer roles every quarter. These are the patterns our recruiters see most often across Miami-Dade, Broward and Palm Beach counties.

## Finance and technology have followed the headquarters

Relocations of investment firms, fintech companies and regional headquarters have pulled demand for accountants, financial analysts, software engineers and data professionals into Brickell, Fort Lauderdale and Boca Raton. Many of the new arrivals pay at or near Northeast rates, which resets expectations for everyone else. If you are competing for a controller or a senior engineer, benchmark against the firms that moved here, not against what the same role paid locally a few years ago.

## Healthcare and the skilled trades remain the tightest markets

Registered nurses, medical assistants, pharmacy technicians, CNC machinists, electricians and HVAC technicians are consistently the hardest roles for our clients to fill. Candidates in these fields rarely apply to postings; they respond to recruiters, referrals and employers with a reputation for predictable schedules. Shift design, overtime policy and how quickly you make an offer often matter as much as the hourly rate.

## Hybrid work has settled into a pattern

For office roles, the most common arrangement we now place is two or three days a week on site. Fully remote roles attract far more applicants, but they also compete nationally, so salary and speed become decisive. Fully on-site office roles can still hire well when the commute is short and the posting says so clearly: candidates in South Florida weigh drive time on I-95 and the Palmetto heavily.

## Speed wins more offers than money

The single biggest reason our clients lose finalists is time. Strong candidates are usually in two or three processes at once, and a process that stretches over four weeks often ends with a polite decline. The employers who hire best:

- Agree on the must-have skills and the salary range before the role opens
- Hold interview slots on calendars in advance
- Give feedback within 48 hours of each interview
- Make verbal offers by phone, then follow with paperwork the same day

## Bilingual skills carry a premium

In customer-facing roles, from insurance service centers to medical offices, English–Spanish fluency is often a requirement rather than a nice-to-have, and Haitian Creole and Portuguese are increasingly valued. Candidates know this, and the best bilingual professionals expect it to be reflected in pay.

## How to plan for the rest of the year

Review pay ranges for hard-to-fill roles now rather than after a failed search, build a bench of contract talent for seasonal peaks, and invest in the hiring manager side of the process. Employers who treat hiring as a year-round discipline, not an emergency response, consistently fill roles faster and keep people longer.`,
  },
  {
    slug: "resume-that-passes-ats",
    coverImage: "/blog/ats-resume.svg",
    coverAlt: "A one-column resume passing through a scanner, with matched skills ticked",
    title: "How to Write a Resume That Gets Past Applicant Tracking Systems",
    excerpt:
      "Most resumes are read by software before a person ever sees them. A few practical changes to format and wording make sure yours reaches a recruiter, without stuffing it with keywords.",
    authorName: "Marcus Bell",
    category: "Career Advice",
    tags: ["resume", "ATS", "job search", "career advice"],
    publishedDaysAgo: 11,
    body: `Almost every employer we work with uses an applicant tracking system, or ATS, to collect and organize applications. The software parses your resume into fields such as job titles, employers, dates and skills, and recruiters then search and filter those fields. A resume that parses badly can look empty to the recruiter even when you are a strong fit. The good news is that the fixes are simple.

## Keep the layout plain

Use a single column, standard section headings and a common font. Tables, text boxes, graphics and two-column designs often scramble when parsed: your job titles can end up attached to the wrong employer, or disappear entirely. Put your contact details in the body of the document rather than in the header or footer, which some systems skip. Save as a Word document or a text-based PDF, never a scanned image.

## Use the headings the software expects

Stick to familiar labels: Summary, Experience, Education, Skills and Certifications. Creative headings such as "Where I've Made an Impact" are harder for a parser to map. Under Experience, list each job as title, employer, location and dates, in that order, with dates written as month and year.

## Mirror the language of the posting, honestly

Recruiters search for the words in the job description. If the posting asks for "accounts payable" and your resume says "vendor payments", you may not appear in the search even though you did the work. Read the posting carefully and use its terms wherever they truthfully describe your experience. Do not paste in keywords you cannot back up: the recruiter who reads your resume next will ask about them.

## Lead with results, not duties

Once your resume reaches a person, it has about a minute to make its case. Replace lists of responsibilities with outcomes:

- Instead of "Responsible for month-end close", write "Shortened month-end close from 10 to 6 business days by automating bank reconciliations"
- Instead of "Handled patient scheduling", write "Scheduled 60+ patients a day across three providers with a no-show rate under 5%"
- Instead of "Worked on the company website", write "Rebuilt the checkout flow in React, lifting completed orders by 12%"

## Tailor, but do not rewrite from scratch

Keep a master resume with everything you have done, then trim and reorder it for each application so the most relevant experience comes first. Ten minutes of tailoring per application is worth more than fifty untailored submissions.

## Check it before you send it

Paste your resume into a plain text editor. If the result reads in a sensible order with nothing missing, a parser will probably read it the same way. Then ask someone to read it for typos; software will not forgive a misspelled skill, and neither will a hiring manager.`,
  },
  {
    slug: "contract-to-hire-explained",
    coverImage: "/blog/contract-to-hire.svg",
    coverAlt: "A contract timeline of 30, 60 and 90 days leading to a permanent employee badge",
    title: "Contract-to-Hire, Explained for Employers",
    excerpt:
      "Contract-to-hire lets you see a professional's work before making a permanent offer. Here is how it works, what it costs, when it fits and when a direct hire is the better choice.",
    authorName: "Elena Marquez",
    category: "Employer Insights",
    tags: ["contract-to-hire", "contract staffing", "employers", "hiring strategy"],
    publishedDaysAgo: 19,
    body: `Contract-to-hire is one of the most requested services at our agency, and one of the most misunderstood. Done well, it reduces hiring risk for the employer and gives the candidate a genuine preview of the job. Done badly, it becomes an extended probation that good candidates avoid. Here is how to get it right.

## How the arrangement works

The professional starts on your team as a contractor employed by the staffing agency. The agency handles payroll, taxes, workers' compensation and, where offered, benefits, and bills you an hourly rate. After an agreed period, commonly 60 to 180 days, you can offer the person a permanent role on your own payroll. If the fit is not right, the assignment ends without the cost and disruption of a termination.

## What it costs

You pay a bill rate that covers the contractor's wages plus the agency's employment costs and margin. Many agreements reduce or waive the conversion fee once the contractor has worked a minimum number of hours, so converting later usually costs less than converting early. Ask for the conversion terms in writing before the assignment starts, not when you are ready to make an offer.

## When contract-to-hire fits

- The role is new and you are not yet sure of its exact scope
- You need someone productive quickly while budget approval for a permanent headcount is pending
- The skills are hard to assess in interviews, such as hands-on machining or complex system work
- Your team has had costly mis-hires in the role before

## When a direct hire is better

In tight markets, the strongest candidates often already have permanent jobs and will not give one up for a contract. Senior leaders, licensed professionals in high demand and candidates who need employer-sponsored benefits for their family immediately are usually better approached with a direct offer. If the market is competitive, offering contract-to-hire can shrink your candidate pool.

## Make conversion a real promise

Candidates accept contract-to-hire roles because they want the permanent job. Tell them the conversion criteria at the start, hold a check-in at the halfway point, and decide on time. Employers who convert predictably earn a reputation that brings better contractors next time.

## Our recommendation

Use contract-to-hire as a deliberate tool for roles with real uncertainty, not as a default for every opening. When you do, treat the contractor as a future colleague from day one: proper onboarding, clear goals and regular feedback. That is what turns a trial period into a long-term hire.`,
  },
  {
    slug: "interview-tips-that-work",
    coverImage: "/blog/interview-tips.svg",
    coverAlt: "A video interview on a laptop with question and answer speech bubbles",
    title: "Interview Tips Our Recruiters Wish Every Candidate Knew",
    excerpt:
      "After thousands of debriefs with hiring managers, we know which habits win offers and which quietly lose them. Practical advice for phone, video and in-person interviews.",
    authorName: "Marcus Bell",
    category: "Career Advice",
    tags: ["interviews", "job search", "career advice", "video interviews"],
    publishedDaysAgo: 30,
    body: `Our recruiters debrief with hiring managers after almost every interview, so we hear exactly why candidates move forward or do not. The reasons are rarely about raw qualifications; by the interview stage, most candidates can do the job. What separates them is preparation, clarity and how they make the interviewer feel about working together.

## Research the role, not just the company

Reading the company's website is the minimum. Go further: reread the job description and list the three problems this role most likely exists to solve. Prepare a short example from your own experience for each one. When the interviewer describes a challenge, you will already have a story that shows you have handled something similar.

## Answer with structure

For behavioral questions ("Tell me about a time when..."), use a simple structure: the situation, what you did and the result, ideally with a number. Keep answers to about two minutes. If the interviewer wants more detail, they will ask, and a concise answer followed by a good follow-up conversation feels far better than a five-minute monologue.

## Treat video interviews like in-person ones

- Test your camera, microphone and connection fifteen minutes before the call
- Sit facing a window or a lamp so your face is lit from the front
- Put the camera at eye level and look at it when you speak
- Close other applications and silence notifications

## Talk about money honestly and early

If a recruiter asks about your salary expectations, give a realistic range based on research. Hiding it rarely helps and can waste weeks on a role that was never going to meet your needs. Anchor the conversation on the value of the role and the market rate for it, rather than only on your previous pay.

## Ask questions that show you are already thinking about the job

Good questions include what success looks like in the first ninety days, what the team's biggest challenge is right now, and why the position is open. Avoid asking only about time off and perks in a first interview; save those for when an offer is close.

## Follow up within a day

Send a short thank-you note that mentions one specific thing from the conversation. If you are working with a recruiter, call them right after the interview: your first impressions help us advocate for you and address any concerns before the hiring manager makes a decision.`,
  },
  {
    slug: "how-we-use-ai-in-screening",
    coverImage: "/blog/ai-screening.svg",
    coverAlt: "A network of connected nodes feeding a shortlist that a recruiter reviews",
    title: "How We Use AI in Candidate Screening, and Where People Stay in Charge",
    excerpt:
      "AI helps our recruiters read thousands of applications quickly and fairly. Here is what our tools do, what they never do, and how we check them for bias.",
    authorName: "Priya Raman",
    category: "AI & Technology",
    tags: ["artificial intelligence", "responsible AI", "screening", "fair hiring"],
    publishedDaysAgo: 44,
    body: `Sunshine Staffing describes itself as an AI-driven agency, and candidates and clients often ask what that actually means. The short answer: we use software to handle the reading, matching and scheduling work that used to take recruiters most of their day, so they can spend more time talking to people. Decisions about people stay with people.

## What the tools do

When an application arrives, our system parses the resume, compares the candidate's experience and skills with the requirements of the role, and produces a short summary for the recruiter. It can also surface candidates from our existing database who match a new opening, suggest interview times, and draft routine messages. These steps cut the time from application to first conversation from days to hours.

## What the tools never do

No candidate is rejected by software alone. The AI ranks and summarizes; a recruiter reviews every shortlist, reads the underlying resume and decides who moves forward. We do not use facial analysis, voice analysis or personality inference from video, and we do not let the system consider age, gender, race, disability, national origin or any other protected characteristic, or obvious proxies for them such as graduation years or photos.

## How we check for bias

A model can learn unfair patterns from historical data even when it never sees a protected characteristic. To catch this, we:

- Review the factors that drive each ranking so recruiters can see why a candidate scored as they did
- Compare pass-through rates across demographic groups using voluntary, anonymized self-identification data
- Re-test the system whenever the model, the data or the job categories change
- Keep a human override that is easy to use and logged, so we can learn from disagreements

## What candidates can expect

You can always ask your recruiter whether an automated tool was used in reviewing your application and request that a person review it. If something on your resume was misread, such as a job title or a certification, tell us and we will correct it. Where local laws require notices or audits for automated hiring tools, we follow them, and we apply the same standard everywhere we recruit.

## Why this matters to employers

Clients benefit from faster shortlists and a broader, fairer candidate pool, because the system reads every application with the same attention at 2:00 AM as at 9:00 AM. But the value only holds if the process is trustworthy. That is why our recruiters remain accountable for every submission with our name on it.

## Our commitment

AI is a tool that should make hiring more human, not less. We will keep explaining how we use it, keep testing it, and keep a recruiter at the center of every decision.`,
  },
  {
    slug: "healthcare-staffing-south-florida",
    coverImage: "/blog/healthcare-staffing.svg",
    coverAlt: "A medical cross beside a shift calendar and a steady heartbeat line",
    title: "Healthcare Staffing in South Florida: Filling Critical Roles Without Burning Out Your Team",
    excerpt:
      "Hospitals, clinics and senior-living operators across South Florida are competing for the same nurses and allied professionals. Here is how the most successful ones staff critical roles.",
    authorName: "Dr. Simone Baptiste",
    category: "Healthcare",
    tags: ["healthcare staffing", "nursing", "South Florida", "retention"],
    publishedDaysAgo: 61,
    body: `South Florida's healthcare employers face a demanding combination: a large and growing older population, seasonal swings when winter residents arrive, and fierce competition for registered nurses, respiratory therapists, medical assistants and technicians. Our healthcare practice works with hospitals, physician groups and senior-living communities across the region. These are the approaches we see working.

## Plan for the season before it starts

Patient volumes in many South Florida facilities rise noticeably from November through April. Facilities that book contract nurses and allied staff in late summer secure better clinicians at better rates than those who start looking when census is already climbing. Build the seasonal plan into the annual budget instead of treating it as overtime that happens to recur every year.

## Blend permanent, per diem and contract staff

A resilient schedule rarely relies on a single source. Core permanent staff provide continuity and institutional knowledge, per diem clinicians fill day-to-day gaps, and contract professionals cover predictable peaks and hard-to-fill specialties. The mix matters: relying too heavily on contract staff strains culture and budgets, while relying only on overtime burns out the permanent team.

## Make credentialing fast and thorough

Licensure, certifications, background checks, health screenings and competency checklists can delay a start date by weeks. We verify Florida and multistate compact licenses, BLS and ACLS certifications and references before we present a candidate, so the facility's own credentialing becomes a confirmation rather than an investigation. Ask any staffing partner exactly which checks they complete before submission.

## Retention starts on day one

The first ninety days decide whether a new nurse stays. Facilities with low turnover share a few habits:

- A named preceptor and a written orientation plan for every new hire
- Predictable schedules published well in advance
- Regular check-ins with the unit manager during the first three months
- Clear paths to certification, charge roles and tuition support

## Treat contract clinicians as part of the team

Travel and local contract nurses who feel welcome extend assignments and, often, convert to permanent roles. A proper unit orientation, access to systems on day one and inclusion in huddles cost little and pay back quickly.

## Where we can help

Whether you need a single ICU nurse next week or a plan for the coming season, our healthcare recruiters can help you build a staffing mix that protects both patient care and your permanent team.`,
  },
  {
    slug: "salary-negotiation-for-job-seekers",
    coverImage: "/blog/salary-negotiation.svg",
    coverAlt: "An offer letter reached for from both sides, under a salary range slider",
    title: "Salary Negotiation for Job Seekers: How to Ask Without Risking the Offer",
    excerpt:
      "Most offers have room to move, and employers expect a counter. Our recruiters explain how to research your number, when to raise it and how to ask for more without souring the relationship.",
    authorName: "Marcus Bell",
    category: "Career Advice",
    tags: ["salary", "offers", "job search", "career advice"],
    publishedDaysAgo: 75,
    body: `Every week our recruiters see candidates accept the first number they hear, and every week we see hiring managers who had budgeted more. Negotiating is not a confrontation: it is a normal part of hiring, and done well it starts the working relationship on a footing of mutual respect. Here is the approach we coach candidates through.

## Know your number before anyone asks

Research the market rate for the role, not just for your title. Compare postings in South Florida that list a salary range, salary surveys from professional associations, and what your recruiter sees in recent placements. Then decide three figures: the salary you would be delighted with, the one you would happily accept, and the one below which you would walk away. Write them down; it is much easier to hold a line you committed to in advance.

## Let the employer name a range first, when you can

Florida does not require employers to publish pay ranges, so you may be asked for your expectations in the first call. A good answer gives a researched range and a reason: "Based on similar roles in Miami and my experience with SAP implementations, I am looking at 95 to 105 thousand." If the posting lists a range, anchor to its upper half when your experience justifies it.

## Negotiate the whole offer, not only the salary

Base pay is only part of what you are accepting. Before you respond to an offer, look at:

- Health insurance premiums and deductibles for your family
- Bonus targets and how often they have actually paid out
- Paid time off, holidays and remote-work days
- Sign-on bonuses, relocation support and start-date flexibility
- Tuition support, certifications and the title itself

If the budget for base salary is fixed, a sign-on bonus, an earlier review date or an extra week of vacation are often easy for an employer to grant.

## Ask once, clearly and warmly

Thank the employer, say you are excited about the role, then make one specific request with a reason: "I would be ready to accept at 102 thousand, given the on-call rotation we discussed." Then stop talking and let them respond. Avoid ultimatums and avoid inventing competing offers; hiring managers talk to each other more than candidates expect.

## Get it in writing

Once you agree, ask for the final terms in a written offer before you resign from your current job. Check that the salary, start date, title, bonus and any promised review date all match what you discussed.

## Let your recruiter do the hard part

When you work with an agency, the recruiter negotiates on your behalf and knows what the client can approve. Tell us your real numbers and priorities early, and we can push where it matters without putting the offer at risk.`,
  },
  {
    slug: "onboarding-that-keeps-new-hires",
    coverImage: "/blog/onboarding.svg",
    coverAlt: "A 90-day onboarding checklist beside a welcome badge and a calendar",
    title: "Onboarding That Keeps New Hires Past Their First 90 Days",
    excerpt:
      "A new hire who leaves in the first three months costs you the search, the training and the momentum. A structured onboarding plan is the cheapest retention tool an employer has.",
    authorName: "Elena Marquez",
    category: "Employer Insights",
    tags: ["onboarding", "retention", "employers", "hiring strategy"],
    publishedDaysAgo: 90,
    body: `When a placement does not work out, the reasons usually surface in the first ninety days: the job turned out different from the description, nobody had time to train the new person, or the new hire never felt part of the team. Our clients with the best retention do not hire differently so much as they onboard deliberately. This is the plan we recommend.

## Before day one

The time between offer acceptance and the start date is when second thoughts set in, and when counteroffers arrive. Stay in touch. Send a welcome note from the hiring manager, share the first week's schedule, and make sure equipment, accounts and building access are ready. A laptop that arrives on the third day tells a new hire more about your organization than any welcome speech.

## The first week: people, purpose and one early win

Introduce the new hire to the people they will work with most, and explain how their role connects to the team's goals. Assign a buddy who is not their manager and who can answer the small questions nobody wants to ask twice. By the end of the week, give them one small, real task they can finish, so they go home having contributed something.

## The first month: clear expectations

Write down what success looks like at 30, 60 and 90 days, and review it together. Good onboarding plans include:

- The three or four outcomes the role is measured on
- The systems, processes and people the new hire needs to learn, in order
- A weekly one-to-one with the manager, protected from cancellation
- Training scheduled on the calendar rather than promised "when things calm down"

## Days 30 to 90: feedback in both directions

Ask the new hire what is different from what they expected, and act on the answers. Many early departures could have been prevented by a conversation at day 45 about schedule, workload or a misunderstanding about the role. Give honest feedback too: people who are struggling usually know it, and they would rather hear it early with a plan than late with a warning.

## Contract and temporary staff count too

Contractors who receive a proper orientation work faster, stay for the full assignment and often become strong permanent hires. Give them the same introductions, the same access on day one and the same clarity about what good work looks like.

## Measure it

Track how many new hires are still with you at 90 days and at one year, and ask every new hire for a short survey at the end of their first quarter. When we place candidates, our recruiters check in with both sides at the end of the first week and the first month, so problems surface while they are still easy to solve.`,
  },
];

export function demoBlogPostRows(today: string): BlogPostInsert[] {
  return DEMO_POSTS.map(({ publishedDaysAgo, ...post }) => {
    const publishedAt = businessTime(addDays(today, -publishedDaysAgo), 9);
    return {
      ...post,
      readingMinutes: readingMinutes(post.body),
      status: "published",
      publishedAt,
      updatedAt: publishedAt,
    };
  });
}
