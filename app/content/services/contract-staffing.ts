import type { ServiceDetail } from "./types";

export const contractStaffing: ServiceDetail = {
  slug: "contract-staffing",
  metaTitle: "Contract Staffing & Temporary Professionals",
  metaDescription:
    "Vetted contractors on our W-2 payroll within days, for projects, seasonal peaks and leave coverage. Bill-rate pricing, weekly invoices, contract-to-hire options.",
  lead: "Skilled people for a project, a busy season or a leave of absence, usually starting within days. They work on our payroll; you direct the work.",
  overview: [
    "With contract staffing you get the people without adding headcount. We recruit, screen and employ the contractor: they are on our W-2 payroll, and we handle wages, payroll taxes, workers' compensation, benefits eligibility and compliance. You decide what they work on and for how long.",
    "We keep a bench of pre-screened professionals across South Florida and the other 20 states we serve, so common roles such as accounting clerks, IT support technicians, medical billers and customer service representatives can often start within 48 to 72 hours. If a contractor proves to be a great fit, you can hire them permanently.",
  ],
  included: [
    "Pre-vetted contractors, often starting within 48 to 72 hours",
    "We employ them: payroll, taxes, workers' compensation and benefits handled",
    "Contract-to-hire conversion when you want to keep someone",
    "Background checks, drug screens and E-Verify where your role requires them",
    "One weekly invoice for all your contractors, based on approved timesheets",
  ],
  audiences: [
    {
      title: "Project teams",
      description:
        "System migrations, audits, EHR go-lives and product launches that need extra hands for weeks or months, not forever.",
    },
    {
      title: "Seasonal peaks",
      description:
        "Tax season, open enrollment, tourism season and hurricane-season claims surges, when volume doubles and your core team cannot absorb it.",
    },
    {
      title: "Leave coverage",
      description:
        "Parental, medical and military leave: a qualified stand-in keeps the work moving and the seat warm for your employee's return.",
    },
    {
      title: "Testing a new role",
      description:
        "Employers who want to see how a new position works in practice before committing permanent headcount to it.",
    },
  ],
  steps: [
    {
      title: "Tell us what you need",
      description:
        "Skills, start date, expected length, schedule, location or remote, and the pay range. Most orders take one short call or an email.",
    },
    {
      title: "We match and vet",
      description:
        "We shortlist from our pre-screened bench and new applicants, verify skills and references, and run background checks and drug screens if required.",
    },
    {
      title: "Your contractor starts",
      description:
        "We complete onboarding paperwork, I-9 and E-Verify before day one, and your account manager checks in with you and the contractor after the first day.",
    },
    {
      title: "Manage, extend or convert",
      description:
        "Approve hours online each week and receive one invoice. Extend the assignment, end it with notice, or convert the contractor to your permanent staff.",
    },
  ],
  pricing: {
    model: "Markup on pay rate",
    summary:
      "You pay an hourly bill rate: the contractor's pay rate plus a markup that covers employer payroll taxes, workers' compensation, insurance, benefits and our service.",
    points: [
      "You are billed only for hours approved on timesheets",
      "One weekly invoice across all of your contractors",
      "Overtime is billed at the same markup, and only when you approve it in advance",
      "A contract-to-hire conversion fee that decreases the longer the contractor has worked for you",
    ],
    note: "Typical markups in the U.S. staffing industry range from about 25% to 75% of the pay rate, depending on the role, the volume and each state's employer taxes. Your rate card is agreed in writing before anyone starts.",
  },
  faqs: [
    {
      question: "How quickly can a contractor start?",
      answer:
        "For common administrative, accounting, IT support and customer service roles, often within 48 to 72 hours of your order. Specialist and licensed roles, or those that need a background check with a long turnaround, usually take one to two weeks.",
    },
    {
      question: "Who is the contractor's employer?",
      answer:
        "We are. Contractors are Sunshine Staffing W-2 employees: we pay their wages, withhold and file taxes, carry workers' compensation and offer benefits to those who are eligible. You supervise their day-to-day work.",
    },
    {
      question: "Can we hire a contractor permanently?",
      answer:
        "Yes, and many clients do. The conversion terms are in your agreement from the start, and the conversion fee falls the longer the contractor has worked with you.",
    },
    {
      question: "What happens if a contractor is not working out?",
      answer:
        "Tell your account manager. We will talk to the contractor, and if it is not the right fit we arrange a replacement, usually within two business days. Flag a mismatch by the end of the first day and you are not billed for that day.",
    },
    {
      question: "Do you provide contractors outside Florida?",
      answer:
        "Yes. We are registered as an employer in all 21 states we serve, from Georgia and Texas to Massachusetts and Oregon, and we also place remote contractors who work for you from those states.",
    },
  ],
};
