/** Copy of the /about page (SPEC §1): story, mission, values, leadership, achievements, community. */

export const ABOUT_INTRO =
  "Sunshine Staffing began in 2014 with two desks in Brickell and one idea: hiring works best when technology does the searching and people do the judging. Since then we have made more than 2,000 placements for over 100 clients, from Miami and Fort Lauderdale.";

export const STORY_PARAGRAPHS = [
  "Maria Elena Vargas and David Chen met in 2013, when David's software team asked Maria's recruiters what slowed them down. Maria had spent fourteen years recruiting nurses, accountants and bank operations staff for national firms; David had spent eleven building hiring software. Together they brought more than 25 years of experience, and a shared frustration: candidates waited weeks for answers while recruiters drowned in résumés.",
  "In 2014 they opened Sunshine Staffing in a two-desk office in Brickell, Miami. David built the first version of our matching engine to rank candidates on the skills a role really needs; Maria built the team of recruiters who call every candidate back. Our first clients were Miami hospitals and a handful of young fintech companies.",
  "Demand from Broward and Palm Beach counties grew quickly, and in 2018 we opened our second office in downtown Fort Lauderdale, led by Andre Thompson. When hiring went remote in 2020, our clients took us with them: today we recruit and employ people in 21 states, while our recruiters still live and work in South Florida.",
] as const;

export const MILESTONES = [
  { year: "2014", text: "Founded in Brickell, Miami, by Maria Elena Vargas and David Chen." },
  { year: "2016", text: "First AI-assisted matching engine in use on every search." },
  { year: "2018", text: "Fort Lauderdale office opens to serve Broward and Palm Beach counties." },
  { year: "2020", text: "Remote hiring takes our clients, and our payroll, across 21 states." },
  { year: "2023", text: "2,000th placement, and a responsible-AI review for every model we use." },
] as const;

export const MISSION =
  "To connect people with work that fits their lives, and companies with people who make them better, using technology to move faster and experienced recruiters to get it right.";

/** SPEC §1: exactly these five values, in this order. */
export const VALUES = [
  {
    name: "Communication",
    description:
      "Candidates and clients hear where things stand every week, even when the honest answer is \u201cnot yet\u201d.",
  },
  {
    name: "Empathy",
    description:
      "A job search or an empty seat is stressful, so we listen first and remember there is a person behind every résumé.",
  },
  {
    name: "Teamwork",
    description:
      "Recruiters, account managers and our data team share one pipeline, so no candidate or client falls between desks.",
  },
  {
    name: "Innovation",
    description:
      "We use AI to search and screen faster, and leave the decisions that need judgment to experienced people.",
  },
  {
    name: "Self-Improvement",
    description:
      "Every team member has a mentor and a training budget, and we review every placement at 90 days to learn what worked.",
  },
] as const;

export const LEADERS = [
  {
    name: "Maria Elena Vargas",
    title: "Co-Founder & Chief Executive Officer",
    bio: "Maria spent fourteen years recruiting for national staffing firms before co-founding Sunshine Staffing. She still interviews candidates every week, leads our client advisory board and mentors our newest recruiters, in English and Spanish.",
  },
  {
    name: "David Chen",
    title: "Co-Founder & Chief Technology Officer",
    bio: "A software engineer who spent eleven years building hiring software, David designed the matching engine behind our AI-assisted screening. He chairs our responsible-AI review, which tests every model for bias before it touches a real search.",
  },
  {
    name: "Andre Thompson",
    title: "Managing Director, Fort Lauderdale",
    bio: "A former U.S. Navy logistics officer, Andre joined us in 2016 and opened our Fort Lauderdale office in 2018. He leads contract staffing and our veteran hiring partnership, and has personally placed more than 400 people across Broward and Palm Beach counties.",
  },
] as const;

/** SPEC §9 figures. */
export const ACHIEVEMENT_STATS = [
  { value: "2k+", label: "Placements", description: "Permanent and contract hires since 2014." },
  {
    value: "100+",
    label: "Clients Served",
    description: "From ten-person startups to regional health systems.",
  },
  {
    value: "95%",
    label: "Client Satisfaction",
    description: "Clients rating us satisfied or very satisfied after each hire.",
  },
  { value: "21", label: "States Served", description: "Recruiting and payroll from Florida to Oregon." },
] as const;

export const AWARDS = [
  { year: "2021 & 2023", name: "Best Places to Work", by: "South Florida Business Review" },
  {
    year: "2019",
    name: "Fastest-Growing Private Companies in Broward County",
    by: "Broward Business Council",
  },
  { year: "2022", name: "Veteran Hiring Partner of the Year", by: "South Florida Veterans Career Alliance" },
  { year: "2024", name: "Workforce Partner of the Year", by: "Biscayne Community College Foundation" },
] as const;

export const COMMUNITY_PROGRAMS = [
  {
    title: "Ready to Work workshops",
    partner: "with Biscayne Community College",
    description:
      "Monthly résumé clinics, mock interviews and LinkedIn reviews on the college's North Miami and Hialeah campuses, run by our recruiters as volunteers. More than 600 students have taken part since 2017.",
  },
  {
    title: "Veteran hiring partnership",
    partner: "with the South Florida Veterans Career Alliance",
    description:
      "We translate military experience into civilian job profiles, give veterans and military spouses priority screening, and sponsor a quarterly hiring fair at the Fort Lauderdale office.",
  },
  {
    title: "Beach and mangrove cleanups",
    partner: "with Coastal Keepers of Broward",
    description:
      "Four times a year our teams, their families and our contractors clean up beaches from Haulover to Hollywood and help replant mangroves along the Intracoastal.",
  },
  {
    title: "Paid volunteer time",
    partner: "for every team member",
    description:
      "Everyone at Sunshine Staffing gets sixteen paid volunteer hours a year. Most spend them mentoring job seekers, coaching youth sports or packing meals at local food banks.",
  },
] as const;
