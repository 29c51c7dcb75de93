import {
  DEFAULT_RESUME_DESIGN,
  type ExperienceEntry,
  type ResumeContact,
  type ResumeDocument,
  type ResumeSection,
} from "../resume-document";
import { newResumeId } from "./new-documents";

/** Roles a person can start from: the jobs our Florida candidates apply for most. */
export const RESUME_EXAMPLE_ROLES = [
  "registered-nurse",
  "customer-service-representative",
  "warehouse-associate",
  "administrative-assistant",
  "software-developer",
  "accountant",
] as const;
export type ResumeExampleRole = (typeof RESUME_EXAMPLE_ROLES)[number];
export const RESUME_EXAMPLE_ROLE_LABELS: Record<ResumeExampleRole, string> = {
  "registered-nurse": "Registered nurse",
  "customer-service-representative": "Customer service representative",
  "warehouse-associate": "Warehouse associate",
  "administrative-assistant": "Administrative assistant",
  "software-developer": "Software developer",
  accountant: "Accountant",
};

type Job = Omit<ExperienceEntry, "id" | "current"> & { current?: boolean };
type School = { institution: string; degree: string; area: string; location: string; endDate: string };
type Example = {
  contact: Omit<ResumeContact, "links"> & { linkedin?: string };
  summary: string;
  jobs: Job[];
  schools: School[];
  skills: Record<string, string[]>;
  certifications?: { name: string; issuer: string; date: string; expires?: string }[];
  languages?: [string, string][];
};

const EXAMPLES: Record<ResumeExampleRole, Example> = {
  "registered-nurse": {
    contact: {
      fullName: "Maria Gonzalez",
      title: "Registered Nurse",
      email: "maria.gonzalez@example.com",
      phone: "(305) 555-0142",
      city: "Miami",
      state: "FL",
      linkedin: "linkedin.com/in/maria-gonzalez-rn",
    },
    summary:
      "Registered nurse with 7 years of acute care experience in telemetry and medical-surgical units. Known for calm triage, clear patient education and accurate charting in Epic.",
    jobs: [
      {
        title: "Telemetry Registered Nurse",
        employer: "Jackson Memorial Hospital",
        location: "Miami, FL",
        startDate: "2021-03",
        endDate: "",
        current: true,
        bullets: [
          "Care for 5 to 6 telemetry patients per 12-hour shift, monitoring rhythms and titrating cardiac drips.",
          "Cut medication-pass errors on the unit by 30% by leading a barcode scanning refresher for 40 nurses.",
          "Precept 8 new graduate nurses a year through a 12-week orientation.",
        ],
      },
      {
        title: "Staff Nurse, Medical-Surgical",
        employer: "Baptist Hospital of Miami",
        location: "Miami, FL",
        startDate: "2018-06",
        endDate: "2021-02",
        bullets: [
          "Managed a 6-patient assignment on a 32-bed unit, including post-operative and wound care.",
          "Raised discharge teaching scores from 78% to 91% with bilingual teach-back handouts.",
          "Served on the infection control committee that reduced CAUTI rates by 25%.",
        ],
      },
    ],
    schools: [
      {
        institution: "Florida International University",
        degree: "Bachelor of Science",
        area: "Nursing",
        location: "Miami, FL",
        endDate: "2018-05",
      },
    ],
    skills: {
      Clinical: [
        "Patient Care",
        "Telemetry",
        "IV Therapy",
        "Medication Administration",
        "Wound Care",
        "Triage",
        "Vital Signs",
      ],
      Systems: ["Epic", "EMR", "HIPAA"],
    },
    certifications: [
      {
        name: "Registered Nurse License RN 9512345",
        issuer: "Florida Board of Nursing",
        date: "2018-07",
        expires: "2026-04",
      },
      { name: "ACLS", issuer: "American Heart Association", date: "2023-01", expires: "2025-01" },
      { name: "BLS", issuer: "American Heart Association", date: "2023-01", expires: "2025-01" },
    ],
    languages: [
      ["Spanish", "Native"],
      ["English", "Fluent"],
    ],
  },
  "customer-service-representative": {
    contact: {
      fullName: "Jordan Ellis",
      title: "Customer Service Representative",
      email: "jordan.ellis@example.com",
      phone: "(407) 555-0187",
      city: "Orlando",
      state: "FL",
    },
    summary:
      "Customer service representative with 5 years in high-volume call centers for travel and utilities. Resolves issues on the first call and keeps customers coming back.",
    jobs: [
      {
        title: "Customer Service Representative",
        employer: "Orlando Vacation Services",
        location: "Orlando, FL",
        startDate: "2022-01",
        endDate: "",
        current: true,
        bullets: [
          "Handle 70+ inbound calls and chats a day about bookings, changes and refunds.",
          "Keep a 94% customer satisfaction score, top 10% of a 120-person center.",
          "Trained 15 new hires on the CRM and the refund policy in their first two weeks.",
        ],
      },
      {
        title: "Call Center Agent",
        employer: "Sunshine Utilities",
        location: "Kissimmee, FL",
        startDate: "2019-04",
        endDate: "2021-12",
        bullets: [
          "Answered 60 billing and outage calls a day, with an average handle time of 5 minutes.",
          "Set up 300+ payment plans that kept households connected during the 2020 slowdown.",
        ],
      },
    ],
    schools: [
      {
        institution: "Valencia College",
        degree: "Associate of Arts",
        area: "Business",
        location: "Orlando, FL",
        endDate: "2019",
      },
    ],
    skills: {
      "": [
        "Customer Service",
        "Call Center",
        "CRM",
        "Salesforce",
        "Data Entry",
        "Microsoft Office",
        "Scheduling",
      ],
    },
    languages: [["Spanish", "Conversational"]],
  },
  "warehouse-associate": {
    contact: {
      fullName: "Darnell Washington",
      title: "Warehouse Associate",
      email: "darnell.washington@example.com",
      phone: "(904) 555-0163",
      city: "Jacksonville",
      state: "FL",
    },
    summary:
      "Warehouse associate with 6 years in distribution centers. Certified forklift operator with a clean safety record and a steady pick rate above target.",
    jobs: [
      {
        title: "Warehouse Associate",
        employer: "Coastal Distribution Center",
        location: "Jacksonville, FL",
        startDate: "2020-08",
        endDate: "",
        current: true,
        bullets: [
          "Pick and pack 180+ orders per shift with 99.8% accuracy using an RF scanner.",
          "Load and unload 12 trailers a day with forklift and pallet jack.",
          "Worked 1,500 days without a recordable safety incident.",
        ],
      },
      {
        title: "Shipping and Receiving Clerk",
        employer: "First Coast Supply",
        location: "Orange Park, FL",
        startDate: "2018-02",
        endDate: "2020-07",
        bullets: [
          "Received and checked 40 inbound shipments a week against purchase orders.",
          "Cut cycle count variances by 35% by relabeling 2,000 bin locations.",
        ],
      },
    ],
    schools: [
      {
        institution: "Ribault High School",
        degree: "High School Diploma",
        area: "",
        location: "Jacksonville, FL",
        endDate: "2017",
      },
    ],
    skills: {
      "": [
        "Forklift",
        "Pallet Jack",
        "RF Scanner",
        "Order Picking",
        "Cycle Counting",
        "Shipping and Receiving",
        "Inventory Control",
        "OSHA",
      ],
    },
    certifications: [
      {
        name: "Forklift Operator Certification",
        issuer: "Coastal Distribution Center",
        date: "2020-09",
        expires: "2026-09",
      },
    ],
  },
  "administrative-assistant": {
    contact: {
      fullName: "Ashley Nguyen",
      title: "Administrative Assistant",
      email: "ashley.nguyen@example.com",
      phone: "(813) 555-0128",
      city: "Tampa",
      state: "FL",
    },
    summary:
      "Administrative assistant with 8 years supporting executives and busy front offices. Keeps calendars, records and vendors in order so leaders can focus.",
    jobs: [
      {
        title: "Executive Administrative Assistant",
        employer: "Bayshore Property Group",
        location: "Tampa, FL",
        startDate: "2020-05",
        endDate: "",
        current: true,
        bullets: [
          "Manage calendars and travel for 3 executives, booking 25+ meetings a week.",
          "Moved 4,000 paper files into SharePoint, cutting retrieval time from days to minutes.",
          "Reconcile $15,000 in monthly expense reports with zero audit findings.",
        ],
      },
      {
        title: "Office Assistant",
        employer: "Hillsborough Family Dental",
        location: "Brandon, FL",
        startDate: "2016-09",
        endDate: "2020-04",
        bullets: [
          "Greeted and checked in 50 patients a day and answered a 4-line phone system.",
          "Cut unpaid balances by 20% with a weekly reminder call routine.",
        ],
      },
    ],
    schools: [
      {
        institution: "Hillsborough Community College",
        degree: "Associate of Science",
        area: "Office Administration",
        location: "Tampa, FL",
        endDate: "2016",
      },
    ],
    skills: {
      Office: [
        "Microsoft Office",
        "Outlook",
        "SharePoint",
        "Calendar Management",
        "Data Entry",
        "Scheduling",
      ],
      Finance: ["QuickBooks", "Bookkeeping"],
    },
    certifications: [
      { name: "Notary Public", issuer: "State of Florida", date: "2021-02", expires: "2025-02" },
    ],
  },
  "software-developer": {
    contact: {
      fullName: "Priya Raman",
      title: "Software Developer",
      email: "priya.raman@example.com",
      phone: "(954) 555-0176",
      city: "Fort Lauderdale",
      state: "FL",
      linkedin: "github.com/priyaraman",
    },
    summary:
      "Full-stack software developer with 6 years building web applications in TypeScript and Python. Ships small, tested changes and cares about fast pages.",
    jobs: [
      {
        title: "Senior Software Developer",
        employer: "Las Olas Health Tech",
        location: "Fort Lauderdale, FL",
        startDate: "2021-07",
        endDate: "",
        current: true,
        bullets: [
          "Lead a team of 4 building a React and Node.js patient portal used by 200,000 people.",
          "Cut page load time by 45% by splitting bundles and caching API responses.",
          "Moved 12 services to Docker and Kubernetes on AWS, halving deployment time.",
        ],
      },
      {
        title: "Software Developer",
        employer: "Sawgrass Logistics",
        location: "Sunrise, FL",
        startDate: "2018-01",
        endDate: "2021-06",
        bullets: [
          "Built Python and PostgreSQL services that route 8,000 deliveries a day.",
          "Wrote REST APIs for 3 partner carriers and kept uptime at 99.9%.",
        ],
      },
    ],
    schools: [
      {
        institution: "Florida Atlantic University",
        degree: "Bachelor of Science",
        area: "Computer Science",
        location: "Boca Raton, FL",
        endDate: "2017-12",
      },
    ],
    skills: {
      Languages: ["TypeScript", "JavaScript", "Python", "SQL"],
      Frameworks: ["React", "Node.js", "Django"],
      Tools: ["PostgreSQL", "Docker", "Kubernetes", "AWS", "Git", "CI/CD"],
    },
  },
  accountant: {
    contact: {
      fullName: "Michael Thompson",
      title: "Staff Accountant",
      email: "michael.thompson@example.com",
      phone: "(561) 555-0119",
      city: "West Palm Beach",
      state: "FL",
    },
    summary:
      "Staff accountant with 5 years in month-end close, reconciliations and financial reporting for mid-size companies. Accurate, on time and audit-ready.",
    jobs: [
      {
        title: "Staff Accountant",
        employer: "Palm Beach Hospitality Group",
        location: "West Palm Beach, FL",
        startDate: "2021-02",
        endDate: "",
        current: true,
        bullets: [
          "Close the books for 6 hotel properties each month, 2 days faster than in 2021.",
          "Reconcile 40 balance sheet accounts a month, with no audit adjustments in 3 years.",
          "Built an Excel model that forecasts payroll costs within 2% of actuals.",
        ],
      },
      {
        title: "Accounts Payable Specialist",
        employer: "Treasure Coast Builders",
        location: "Stuart, FL",
        startDate: "2018-06",
        endDate: "2021-01",
        bullets: [
          "Processed 900 vendor invoices a month in QuickBooks with three-way matching.",
          "Captured $25,000 a year in early-payment discounts.",
        ],
      },
    ],
    schools: [
      {
        institution: "Florida Atlantic University",
        degree: "Bachelor of Business Administration",
        area: "Accounting",
        location: "Boca Raton, FL",
        endDate: "2018-05",
      },
    ],
    skills: {
      Accounting: [
        "GAAP",
        "Financial Reporting",
        "Reconciliation",
        "Accounts Payable",
        "Accounts Receivable",
        "Budgeting",
      ],
      Software: ["Excel", "QuickBooks", "SAP"],
    },
  },
};

/** A complete example resume for the role, with fresh ids, in the default design. */
export function exampleResumeDocument(role: ResumeExampleRole): ResumeDocument {
  const { contact, summary, jobs, schools, skills, certifications = [], languages = [] } = EXAMPLES[role];
  const { linkedin, ...details } = contact;
  const sections: ResumeSection[] = [
    { id: newResumeId(), kind: "summary", title: "Summary", text: summary },
    {
      id: newResumeId(),
      kind: "experience",
      title: "Experience",
      entries: jobs.map((job) => ({ id: newResumeId(), current: false, ...job, bullets: [...job.bullets] })),
    },
    {
      id: newResumeId(),
      kind: "education",
      title: "Education",
      entries: schools.map((school) => ({
        id: newResumeId(),
        ...school,
        startDate: "",
        current: false,
        bullets: [],
      })),
    },
    {
      id: newResumeId(),
      kind: "skills",
      title: "Skills",
      entries: Object.entries(skills).map(([name, keywords]) => ({
        id: newResumeId(),
        name,
        keywords: [...keywords],
      })),
    },
  ];
  if (certifications.length > 0) {
    sections.push({
      id: newResumeId(),
      kind: "certifications",
      title: "Certifications and Licenses",
      entries: certifications.map((certification) => ({
        id: newResumeId(),
        number: "",
        expires: "",
        ...certification,
      })),
    });
  }
  if (languages.length > 0) {
    sections.push({
      id: newResumeId(),
      kind: "languages",
      title: "Languages",
      entries: languages.map(([language, fluency]) => ({ id: newResumeId(), language, fluency })),
    });
  }
  const links = linkedin
    ? [
        {
          id: newResumeId(),
          label: linkedin.startsWith("github") ? "GitHub" : "LinkedIn",
          url: `https://${linkedin}`,
        },
      ]
    : [];
  return {
    version: 1,
    contact: { ...details, links },
    sections,
    design: { ...DEFAULT_RESUME_DESIGN },
    dismissedChecks: [],
  };
}
