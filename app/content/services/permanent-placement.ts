import type { ServiceDetail } from "./types";

export const permanentPlacement: ServiceDetail = {
  slug: "permanent-placement",
  metaTitle: "Permanent Placement & Direct-Hire Recruiting",
  metaDescription:
    "Direct-hire recruiting in Florida and 20 more states: AI-assisted sourcing, recruiter-screened shortlists, contingency fees and a 90-day replacement guarantee.",
  lead: "Full-time hires on your payroll from day one: screened for skills and culture fit by recruiters who know your market, and backed by a 90-day replacement guarantee.",
  overview: [
    "Permanent placement, also called direct hire, is the service we started with in 2014 and still our busiest. You tell us who you need; we find, screen and present candidates for a full-time role, and the person you choose joins your company as your employee.",
    "Our matching engine searches our own candidate network and public profiles and ranks people on the skills, certifications and experience your role actually requires. A recruiter then calls every promising candidate, checks motivation, salary expectations and availability, and only then writes them up for you. You see three to five people we would hire ourselves, not a stack of résumés.",
  ],
  included: [
    "A shortlist of three to five interviewed candidates, usually within ten business days",
    "Skills checks, reference calls and salary alignment before you meet anyone",
    "Offer negotiation and a 90-day replacement guarantee on every hire",
    "Interview scheduling, feedback collection and candidate communication handled for you",
    "A recruiter who specializes in your industry, in Miami, Fort Lauderdale or remote",
  ],
  audiences: [
    {
      title: "Growing teams",
      description:
        "Companies adding their first accountant, engineer or nurse manager, who need to get the hire right without a recruiting department.",
    },
    {
      title: "Stretched HR departments",
      description:
        "In-house teams with more open requisitions than hours, who hand us the hard-to-fill roles and keep the rest.",
    },
    {
      title: "Hard-to-fill specialists",
      description:
        "Roles where the right people are not applying: bilingual client service, licensed clinicians, CPAs, paralegals, senior developers.",
    },
  ],
  steps: [
    {
      title: "Intake call",
      description:
        "A 45-minute conversation with the hiring manager: outcomes for the first year, must-have skills, pay range, schedule and what makes your team work.",
    },
    {
      title: "Sourcing and screening",
      description:
        "AI-assisted search ranks candidates on the skills that matter; a recruiter interviews each one and checks references before they reach you.",
    },
    {
      title: "Shortlist and interviews",
      description:
        "You receive three to five profiles with written notes. We schedule your interviews, collect feedback from both sides and keep everyone informed.",
    },
    {
      title: "Offer and follow-up",
      description:
        "We help you shape and negotiate the offer, manage notice periods and counteroffers, and check in with you and your new hire at 30, 60 and 90 days.",
    },
  ],
  pricing: {
    model: "Contingency fee",
    summary:
      "You pay only when you hire. The fee is a percentage of the new employee's first-year base salary, invoiced on their start date.",
    points: [
      "No retainer or upfront payment for most searches",
      "The fee covers sourcing, screening, reference checks and offer negotiation",
      "90-day replacement guarantee: if the hire leaves or is not the right fit, we search again at no extra fee",
      "A lower percentage when you give us three or more roles, or exclusivity on a search",
    ],
    note: "Typical contingency fees across the U.S. recruiting industry range from 15% to 25% of first-year base salary. We confirm your rate in writing after the intake call, before any work starts.",
  },
  faqs: [
    {
      question: "How long does it take to fill a role?",
      answer:
        "Most clients see a shortlist within ten business days of the intake call and make an offer within three to five weeks. Niche or senior roles, and those needing relocation, can take longer; we give you a realistic timeline at the start and report progress every week.",
    },
    {
      question: "What does the 90-day replacement guarantee cover?",
      answer:
        "If the person you hired through us resigns or is let go for performance within 90 days of their start date, we run the search again and present new candidates at no additional fee. The guarantee applies when the invoice has been paid on time.",
    },
    {
      question: "Do we have to work with you exclusively?",
      answer:
        "No. Many clients use us alongside their own job postings. Exclusive searches do get a dedicated recruiter and a lower fee, because we can invest more time in them.",
    },
    {
      question: "How do you use AI in screening, and is it fair?",
      answer:
        "Our matching engine ranks candidates on job-related skills and experience; it never rejects anyone on its own. A recruiter reviews every recommendation, and our responsible-AI review tests each model for adverse impact by gender, age and ethnicity before we use it.",
    },
    {
      question: "What if we find a candidate ourselves during the search?",
      answer:
        "Then you owe us nothing for that hire. A fee is due only for candidates we introduced to you, and we keep a dated record of every introduction so there is never any doubt.",
    },
  ],
};
