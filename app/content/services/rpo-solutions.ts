import type { ServiceDetail } from "./types";

export const rpoSolutions: ServiceDetail = {
  slug: "rpo-solutions",
  metaTitle: "RPO Solutions: Recruitment Process Outsourcing",
  metaDescription:
    "Recruitment process outsourcing: an embedded team runs all or part of your hiring under your brand, with clear service levels, reporting and per-hire or monthly pricing.",
  lead: "Recruitment process outsourcing: our recruiters, sourcers and coordinators run all or part of your hiring as an embedded team, under your brand and to service levels we agree together.",
  overview: [
    "With RPO, we become your recruiting function, or the part of it you choose to hand over. Our team works in your applicant tracking system, speaks to candidates in your company's name and follows your hiring process, so candidates experience one employer from application to offer.",
    "You can outsource the full cycle, a single stage such as sourcing or interview scheduling, or a project such as opening a new location. AI-assisted sourcing and screening let a small team handle high volume; a dedicated delivery lead answers for the results and reports them to you every week.",
  ],
  included: [
    "A dedicated team of recruiters, sourcers and coordinators working under your brand",
    "Full-cycle recruiting, or only the stages you choose to hand over",
    "Weekly dashboards: time to fill, pipeline, source of hire and cost per hire",
    "Your applicant tracking system or ours, and your interview process",
    "Quarterly business reviews and a plan to keep improving",
  ],
  audiences: [
    {
      title: "Companies hiring 50 or more people a year",
      description:
        "Organizations with steady hiring but no in-house talent team sized for it, where agency fees on every hire add up quickly.",
    },
    {
      title: "New locations and expansions",
      description:
        "Opening a clinic, branch, distribution center or second shift, when dozens of roles must be filled by a fixed date.",
    },
    {
      title: "High-volume hourly hiring",
      description:
        "Healthcare support, hospitality, logistics and customer service employers who need fast, consistent screening at scale.",
    },
    {
      title: "Talent teams that need surge capacity",
      description:
        "In-house recruiters who want experienced help for a hiring spike without adding permanent headcount.",
    },
  ],
  steps: [
    {
      title: "Assess",
      description:
        "We review your hiring data, process and tools: where candidates drop out, how long each stage takes and what each hire currently costs.",
    },
    {
      title: "Design",
      description:
        "Together we set service levels, interview scorecards, employer-brand messaging and reporting, and agree which stages our team will own.",
    },
    {
      title: "Launch",
      description:
        "Your team is in place, trained on your roles and connected to your systems, usually within 30 days of signing.",
    },
    {
      title: "Run and improve",
      description:
        "Weekly reporting against the agreed service levels, a delivery lead you can call any day, and quarterly reviews that adjust the plan to your hiring forecast.",
    },
  ],
  pricing: {
    model: "Per hire or monthly",
    summary:
      "Two ways to pay, chosen to match your hiring pattern: a fee per successful hire, or a monthly management fee for a dedicated team, optionally with a smaller per-hire fee.",
    points: [
      "Per-hire pricing suits projects with a defined number of roles, such as a new location",
      "A monthly fee suits steady, ongoing hiring and makes recruiting costs predictable",
      "Technology, job advertising and background checks can be included or billed at cost",
      "No long lock-in: agreements include a transition plan if you bring recruiting back in-house",
    ],
    note: "Pricing depends on your hiring volume, role mix and the stages we own. We model both structures against your hiring plan so you can compare them with your current cost per hire.",
  },
  faqs: [
    {
      question: "How is RPO different from using a staffing agency?",
      answer:
        "An agency fills individual roles and is paid per placement. An RPO team takes responsibility for your hiring process as a whole: it works inside your systems, represents your brand, follows agreed service levels and reports on every requisition, not only the ones it fills.",
    },
    {
      question: "Will candidates know they are dealing with an outside firm?",
      answer:
        "Only if you want them to. Most clients have our recruiters use company email addresses and titles, so candidates simply experience your recruiting team.",
    },
    {
      question: "Which applicant tracking systems do you work with?",
      answer:
        "Our team works in the major applicant tracking systems used by mid-size and large employers. If you do not have one, we provide ours and hand over all candidate data at the end of the engagement.",
    },
    {
      question: "How quickly can an RPO team start?",
      answer:
        "Usually within 30 days of signing, and faster for a project RPO with a small number of role types. The assessment and design work happens in the first two weeks.",
    },
    {
      question: "Can we bring recruiting back in-house later?",
      answer:
        "Yes. Every agreement includes a transition plan: we document your process, hand over candidate pipelines and data, and can help you hire the in-house recruiters who take over.",
    },
  ],
};
