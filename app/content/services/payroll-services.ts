import type { ServiceDetail } from "./types";

export const payrollServices: ServiceDetail = {
  slug: "payroll-services",
  metaTitle: "Payroll Services for Contract & Seasonal Workers",
  metaDescription:
    "Multi-state payroll, tax filings, timekeeping and benefits administration for contract and seasonal workers, priced per employee per pay period.",
  lead: "Multi-state payroll, tax filings, timekeeping and benefits administration for your contingent workforce, so your workers are paid correctly and on time in every state.",
  overview: [
    "Payroll services take the administration of your contract, temporary and seasonal workers off your hands. You choose the people; we put them on our payroll, pay them on schedule, withhold and file every tax, and handle their onboarding paperwork, timekeeping and year-end forms. This is often called payrolling.",
    "Florida has no state income tax, but the moment someone works from Georgia, Ohio or Massachusetts, the rules change. We run payroll in all 21 states we serve, keep up with each state's withholding, unemployment insurance and paid-leave rules, and give you one invoice and one report for everybody.",
  ],
  included: [
    "Weekly or bi-weekly payroll by direct deposit or pay card",
    "Federal, state and local tax withholding and filings in all 21 states we serve",
    "Online timesheets with manager approval, and year-end W-2 and ACA forms",
    "Digital onboarding with I-9 and E-Verify",
    "Benefits administration for eligible workers, and a named payroll specialist",
  ],
  audiences: [
    {
      title: "Employers who recruit their own contractors",
      description:
        "You found the people; we employ and pay them, so they are not on your headcount and you are not carrying the employer administration.",
    },
    {
      title: "Multi-state teams",
      description:
        "Companies with workers in several states who do not want to register and file as an employer in every one of them.",
    },
    {
      title: "Moving from 1099 to W-2",
      description:
        "Businesses that want to reduce misclassification risk by putting long-term independent contractors on a proper W-2 payroll.",
    },
  ],
  steps: [
    {
      title: "Set up",
      description:
        "We agree pay schedules, rates and approval rules with you and confirm the tax registrations needed for the states your workers are in.",
    },
    {
      title: "Onboard your workers",
      description:
        "Each worker completes digital paperwork, tax forms, I-9 and E-Verify, and chooses direct deposit or a pay card, usually in under 30 minutes.",
    },
    {
      title: "Run payroll",
      description:
        "Workers submit time, managers approve it online, and we pay on schedule, withhold taxes and file every return on time.",
    },
    {
      title: "Report and close the year",
      description:
        "You get one invoice and clear reports each pay period; we issue W-2s and ACA forms at year-end and answer workers' payroll questions.",
    },
  ],
  pricing: {
    model: "Per employee per pay period",
    summary:
      "A fee for each worker paid in a pay period. Where we act as employer of record, the fee is instead a markup on gross wages that also covers employer taxes and insurance.",
    points: [
      "No charge for workers who have no hours in a pay period",
      "Tax filings, year-end forms and a named payroll specialist are included",
      "A one-time setup fee applies only to complex multi-state setups",
      "One consolidated invoice per pay period across all workers and states",
    ],
    note: "Your price depends on the number of workers, the pay frequency and the states involved. We send a written quote after a short call about your workforce.",
  },
  faqs: [
    {
      question: "What is payrolling?",
      answer:
        "Payrolling means you recruit the worker and we employ them: they join our payroll, and we handle wages, taxes, workers' compensation and compliance while they work on your projects under your direction.",
    },
    {
      question: "Can you pay workers outside Florida?",
      answer:
        "Yes. We run payroll in all 21 states we serve, including states with their own income tax, local taxes and paid-leave rules, such as Ohio, Pennsylvania and Massachusetts.",
    },
    {
      question: "How do workers record their time?",
      answer:
        "Workers submit hours on their phone or computer, managers approve them online, and approved hours flow straight into payroll. If you already use a timekeeping system, we can import its reports instead.",
    },
    {
      question: "When do workers receive their W-2 forms?",
      answer:
        "By January 31 each year, as the law requires, both electronically and by mail. ACA forms for eligible workers are issued on the federal schedule as well.",
    },
    {
      question: "What happens if there is a payroll error?",
      answer:
        "If a worker is underpaid because of our error, we pay the difference by direct deposit within one business day of confirming it, and any tax penalty caused by our mistake is ours to pay.",
    },
  ],
};
