import type { ServiceDetail } from "./types";

export const hrConsulting: ServiceDetail = {
  slug: "hr-consulting",
  metaTitle: "HR Consulting for Growing Companies",
  metaDescription:
    "Compensation benchmarks, job architecture, onboarding programs and compliance reviews from senior HR practitioners, on a project or monthly retainer basis.",
  lead: "Senior HR practitioners for the work your team does not have time or specialist experience for: pay, job structures, onboarding, policies and compliance.",
  overview: [
    "Our HR consultants are certified practitioners who have run HR departments themselves, in healthcare, hospitality, finance and manufacturing. They take on defined projects, or act as your part-time HR lead, and leave behind documents and processes your team can run without us.",
    "Because we also recruit, we see salary data from thousands of real offers across our 21 states each year. That makes our compensation benchmarks current and local, not a survey from two years ago. We are not a law firm: for legal questions we work alongside your employment counsel.",
  ],
  included: [
    "Compensation benchmarks and pay ranges drawn from current offer data",
    "Job architecture, leveling and career paths",
    "Employee handbooks, policies and compliance reviews",
    "Onboarding programs that help new hires stay past their first year",
    "Manager training on interviewing, feedback and difficult conversations",
  ],
  audiences: [
    {
      title: "Companies without a full HR team",
      description:
        "Businesses with 15 to 250 employees where HR is one person, or one part of the office manager's job.",
    },
    {
      title: "HR leaders with a big project",
      description:
        "Teams that need experienced help to deliver a pay review, handbook rewrite or new HR system without stopping the day-to-day work.",
    },
    {
      title: "Companies preparing for change",
      description:
        "Growth, an acquisition, an audit or expansion into new states, where policies and pay structures need to be ready first.",
    },
  ],
  steps: [
    {
      title: "Discovery",
      description:
        "Interviews with leaders and a review of your current documents, pay data and processes, so we understand how things actually work today.",
    },
    {
      title: "Findings and plan",
      description:
        "A short written report with what we found, the risks ranked by priority, and a plan with deliverables, owners and dates.",
    },
    {
      title: "Implementation",
      description:
        "We build the deliverables with your team: pay ranges, job descriptions, policies, onboarding materials or training sessions.",
    },
    {
      title: "Handover and support",
      description:
        "We train the people who will own the work, hand over editable documents, and check in after 30 and 90 days to answer questions.",
    },
  ],
  pricing: {
    model: "Project fee or monthly retainer",
    summary:
      "A fixed fee for a defined project, agreed after the discovery conversation, or a monthly retainer for ongoing, part-time HR leadership.",
    points: [
      "Project fees come with a written scope, deliverables and timeline, so there are no surprises",
      "Retainers give you a set number of consultant hours each month and one named consultant",
      "Short questions between projects are answered by your consultant without a new agreement",
      "Recruiting clients can add HR consulting to their existing agreement",
    ],
    note: "Fees depend on scope and company size. After a free 30-minute discovery call we send a written proposal with a fixed project fee or retainer.",
  },
  faqs: [
    {
      question: "Are your consultants lawyers?",
      answer:
        "No. Our consultants are experienced HR practitioners with professional HR certifications. We identify compliance risks and draft policies, and we recommend that you have your employment counsel review anything with legal consequences; we are happy to work with them directly.",
    },
    {
      question: "Can you act as our HR department?",
      answer:
        "Yes, on a retainer. A named consultant becomes your part-time HR lead: handling employee questions, keeping policies current, advising managers and coordinating with your payroll and benefits providers.",
    },
    {
      question: "How long does a compensation study take?",
      answer:
        "For a company with up to 50 distinct roles, usually four to six weeks from receiving your data to presenting the pay ranges, including a session to walk your leadership through the results.",
    },
    {
      question: "Do you work on site or remotely?",
      answer:
        "Both. Clients in Miami-Dade, Broward and Palm Beach counties often have us on site for workshops and interviews; the rest of the work can be done remotely for clients in any of the states we serve.",
    },
    {
      question: "Will you train our managers?",
      answer:
        "Yes. Our most requested sessions cover structured interviewing, giving feedback, documenting performance issues and leading remote teams, delivered in person or online in English or Spanish.",
    },
  ],
};
