/**
 * The labelled set's readable templates (npm run bench:matching): lines of work as people describe
 * them. Skills are spelled the many ways resumes spell them, written here by hand (not taken from the
 * skills catalogue); each duty sentence says which skills it shows, which is what the grading rules
 * know about a generated candidate. Nothing here reads the ranker.
 */
import type { MatchingLevel } from "../../common/matching";
import { FIRST_NAMES as BENCH_FIRST_NAMES, LAST_NAMES as BENCH_LAST_NAMES } from "./bench-names";

export type Duty = { text: string; shows: string[] };

export type Family = {
  key: string;
  /** Titles by level: a candidate's headline and an order's title come from here. */
  titles: Record<MatchingLevel, string[]>;
  /** Skill key → how people write it. */
  skills: Record<string, string[]>;
  duties: Duty[];
  /** Sentences naming another line of work's words (a receptionist "scheduling registered nurses"). */
  crossMentions: string[];
  /** Lines of work a recruiter would call near (graded 1 when nearby). */
  related: string[];
  pay: { period: "hour" | "year"; byLevel: Record<MatchingLevel, [number, number]> };
  remoteOrders: boolean;
};

const hourly = (entry: number, lead: number): Family["pay"] => {
  const step = (lead - entry) / 4;
  const at = (index: number): [number, number] => [
    Math.round(entry + step * index),
    Math.round(entry + step * (index + 1)),
  ];
  return { period: "hour", byLevel: { entry: at(0), junior: at(1), mid: at(2), senior: at(3), lead: at(4) } };
};
const yearly = (entry: number, lead: number): Family["pay"] => {
  const step = (lead - entry) / 4;
  const at = (index: number): [number, number] => [
    Math.round((entry + step * index) / 1000) * 1000,
    Math.round((entry + step * (index + 1)) / 1000) * 1000,
  ];
  return { period: "year", byLevel: { entry: at(0), junior: at(1), mid: at(2), senior: at(3), lead: at(4) } };
};

export const FAMILIES: Family[] = [
  {
    key: "nursing",
    titles: {
      entry: ["Graduate Nurse", "New Grad RN"],
      junior: ["Registered Nurse", "Staff Nurse"],
      mid: ["Registered Nurse", "ICU Nurse", "Med-Surg Nurse"],
      senior: ["Senior Registered Nurse", "Senior ICU Nurse"],
      lead: ["Charge Nurse", "Nurse Manager"],
    },
    skills: {
      rn: ["RN", "Registered Nurse", "R.N.", "Florida RN license"],
      bls: ["BLS", "Basic Life Support"],
      acls: ["ACLS", "Advanced Cardiac Life Support"],
      icu: ["ICU", "critical care", "intensive care"],
      epic: ["Epic", "Epic EHR"],
      meds: ["medication administration", "med pass"],
      iv: ["IV therapy", "IV starts"],
      telemetry: ["telemetry", "cardiac telemetry"],
    },
    duties: [
      { text: "Cared for up to five critical care patients per shift", shows: ["icu"] },
      { text: "Administered medications and started IV lines", shows: ["meds", "iv"] },
      { text: "Charted assessments and care plans in Epic", shows: ["epic"] },
      { text: "Monitored cardiac telemetry and escalated rhythm changes", shows: ["telemetry"] },
      { text: "Responded to rapid response calls as an ACLS provider", shows: ["acls"] },
      { text: "Precepted new graduate nurses on the unit", shows: [] },
      { text: "Educated patients and families before discharge", shows: [] },
    ],
    crossMentions: ["Worked alongside certified nursing assistants and unit clerks"],
    related: ["patient-care"],
    pay: hourly(32, 62),
    remoteOrders: false,
  },
  {
    key: "patient-care",
    titles: {
      entry: ["Nursing Assistant Trainee", "Patient Care Aide"],
      junior: ["Certified Nursing Assistant", "Medical Assistant"],
      mid: ["Certified Nursing Assistant", "Patient Care Technician", "Medical Assistant"],
      senior: ["Senior Patient Care Technician", "Lead Medical Assistant"],
      lead: ["CNA Supervisor", "Clinical Team Lead"],
    },
    skills: {
      cna: ["CNA", "Certified Nursing Assistant", "nursing assistant"],
      vitals: ["vital signs", "vitals"],
      phlebotomy: ["phlebotomy", "venipuncture"],
      emr: ["EMR", "electronic medical records"],
      cpr: ["CPR", "CPR certified"],
      adl: ["ADLs", "activities of daily living"],
      ekg: ["EKG", "ECG"],
    },
    duties: [
      { text: "Took vital signs and recorded them in the EMR", shows: ["vitals", "emr"] },
      { text: "Helped residents with activities of daily living", shows: ["adl"] },
      { text: "Performed venipuncture and ran 12-lead EKGs", shows: ["phlebotomy", "ekg"] },
      { text: "Kept CPR certification current and assisted in codes", shows: ["cpr"] },
      { text: "Reported changes in condition to the registered nurse on duty", shows: [] },
      { text: "Stocked supply rooms and turned over patient rooms", shows: [] },
    ],
    crossMentions: ["Supported registered nurses in the ICU and on telemetry floors"],
    related: ["nursing"],
    pay: hourly(15, 28),
    remoteOrders: false,
  },
  {
    key: "software",
    titles: {
      entry: ["Junior Developer Intern", "Associate Software Engineer"],
      junior: ["Junior Software Developer", "Junior Web Developer"],
      mid: ["Software Engineer", "Full-Stack Developer", "Web Developer"],
      senior: ["Senior Software Engineer", "Senior Full-Stack Developer"],
      lead: ["Lead Software Engineer", "Engineering Manager"],
    },
    skills: {
      js: ["JavaScript", "JS", "ES6"],
      ts: ["TypeScript"],
      react: ["React", "React.js", "ReactJS"],
      node: ["Node.js", "NodeJS", "Node"],
      sql: ["SQL", "T-SQL"],
      postgres: ["PostgreSQL", "Postgres"],
      aws: ["AWS", "Amazon Web Services"],
      docker: ["Docker", "containers"],
      git: ["Git", "GitHub"],
    },
    duties: [
      { text: "Built React front ends in TypeScript for a patient portal", shows: ["react", "ts"] },
      { text: "Wrote REST services in Node.js backed by PostgreSQL", shows: ["node", "postgres"] },
      { text: "Deployed services to AWS with Docker images", shows: ["aws", "docker"] },
      { text: "Tuned slow SQL queries and added indexes", shows: ["sql"] },
      { text: "Reviewed pull requests on GitHub and mentored interns", shows: ["git"] },
      { text: "Wrote unit tests and kept the build green", shows: [] },
      { text: "Worked in two-week sprints with product owners", shows: [] },
    ],
    crossMentions: [
      "Built an internal tool for the accounts payable team",
      "Automated reports for the data analyst team",
    ],
    related: ["data"],
    pay: yearly(60_000, 190_000),
    remoteOrders: true,
  },
  {
    key: "data",
    titles: {
      entry: ["Data Analyst Intern", "Junior Data Analyst"],
      junior: ["Data Analyst", "Reporting Analyst"],
      mid: ["Data Analyst", "Business Intelligence Analyst"],
      senior: ["Senior Data Analyst", "Senior BI Analyst"],
      lead: ["Analytics Manager", "Lead Data Analyst"],
    },
    skills: {
      sql: ["SQL", "SQL queries"],
      excel: ["Excel", "MS Excel", "Microsoft Excel"],
      tableau: ["Tableau"],
      powerbi: ["Power BI", "PowerBI"],
      python: ["Python", "pandas"],
      stats: ["statistics", "statistical analysis"],
      dashboards: ["dashboards", "data visualization"],
    },
    duties: [
      { text: "Built Tableau dashboards for the operations team", shows: ["tableau", "dashboards"] },
      { text: "Wrote SQL to pull weekly sales data", shows: ["sql"] },
      { text: "Automated Excel reports with Python scripts", shows: ["excel", "python"] },
      { text: "Published Power BI reports to leadership", shows: ["powerbi"] },
      { text: "Ran statistical analysis on customer churn", shows: ["stats"] },
      { text: "Presented findings to department heads", shows: [] },
    ],
    crossMentions: ["Worked closely with software engineers on the JavaScript front end"],
    related: ["software", "accounting"],
    pay: yearly(50_000, 150_000),
    remoteOrders: true,
  },
  {
    key: "accounting",
    titles: {
      entry: ["Accounting Clerk", "Junior Bookkeeper"],
      junior: ["Staff Accountant", "Accounts Payable Specialist"],
      mid: ["Staff Accountant", "Accountant", "Full-Charge Bookkeeper"],
      senior: ["Senior Accountant", "Senior Staff Accountant"],
      lead: ["Accounting Manager", "Controller"],
    },
    skills: {
      ap: ["accounts payable", "A/P"],
      ar: ["accounts receivable", "A/R"],
      gl: ["general ledger", "G/L"],
      recs: ["account reconciliations", "bank reconciliations"],
      qb: ["QuickBooks", "QuickBooks Online", "QBO"],
      excel: ["Excel", "MS Excel"],
      close: ["month-end close", "monthly close"],
      gaap: ["GAAP", "US GAAP"],
    },
    duties: [
      { text: "Processed accounts payable for 400 vendors a month", shows: ["ap"] },
      { text: "Reconciled twelve bank accounts each month", shows: ["recs"] },
      { text: "Posted journal entries to the general ledger", shows: ["gl"] },
      { text: "Closed the books in QuickBooks Online within five days", shows: ["qb", "close"] },
      { text: "Prepared financial statements under GAAP", shows: ["gaap"] },
      { text: "Collected past-due accounts receivable", shows: ["ar"] },
      { text: "Supported the annual audit", shows: [] },
    ],
    crossMentions: [
      "Paid invoices for the warehouse and forklift rental vendors",
      "Built Excel models for the sales team",
    ],
    related: ["admin", "data"],
    pay: yearly(40_000, 130_000),
    remoteOrders: true,
  },
  {
    key: "admin",
    titles: {
      entry: ["Receptionist", "Office Assistant"],
      junior: ["Administrative Assistant", "Front Desk Coordinator"],
      mid: ["Administrative Assistant", "Office Coordinator"],
      senior: ["Executive Assistant", "Senior Administrative Assistant"],
      lead: ["Office Manager", "Administrative Supervisor"],
    },
    skills: {
      office: ["Microsoft Office", "MS Office", "Office 365"],
      calendar: ["calendar management", "managing calendars"],
      entry: ["data entry"],
      phones: ["multi-line phones", "switchboard"],
      travel: ["travel arrangements", "booking travel"],
      excel: ["Excel", "MS Excel"],
      outlook: ["Outlook", "MS Outlook"],
    },
    duties: [
      { text: "Managed calendars and booked travel for three executives", shows: ["calendar", "travel"] },
      { text: "Answered multi-line phones and greeted visitors", shows: ["phones"] },
      { text: "Kept vendor lists in Excel and did data entry", shows: ["excel", "entry"] },
      { text: "Scheduled meetings in Outlook and prepared minutes", shows: ["outlook"] },
      { text: "Prepared letters and reports in Microsoft Office", shows: ["office"] },
      { text: "Ordered office supplies", shows: [] },
    ],
    crossMentions: [
      "Scheduled registered nurses and physicians at a busy clinic",
      "Coordinated paperwork for paralegals and attorneys",
      "Onboarded new hires with the HR team",
    ],
    related: ["customer-service", "accounting", "hr"],
    pay: hourly(15, 35),
    remoteOrders: false,
  },
  {
    key: "customer-service",
    titles: {
      entry: ["Customer Service Trainee", "Call Center Agent"],
      junior: ["Customer Service Representative", "Call Center Representative"],
      mid: ["Customer Service Representative", "Customer Support Specialist"],
      senior: ["Senior Customer Service Representative", "Escalations Specialist"],
      lead: ["Call Center Supervisor", "Customer Service Team Lead"],
    },
    skills: {
      cs: ["customer service", "customer care"],
      calls: ["inbound calls", "high call volume"],
      deesc: ["de-escalation", "handling irate customers"],
      crm: ["CRM", "Salesforce Service Cloud"],
      spanish: ["bilingual Spanish", "fluent in Spanish", "Spanish"],
      chat: ["live chat", "chat support"],
      billing: ["billing inquiries", "billing questions"],
    },
    duties: [
      { text: "Handled 70 inbound calls a day with a 95% satisfaction score", shows: ["calls", "cs"] },
      { text: "Calmed irate customers and resolved escalations", shows: ["deesc"] },
      { text: "Logged every contact in the CRM", shows: ["crm"] },
      { text: "Served Spanish-speaking customers", shows: ["spanish"] },
      { text: "Answered live chat and email tickets", shows: ["chat"] },
      { text: "Resolved billing questions and processed refunds", shows: ["billing"] },
    ],
    crossMentions: [
      "Answered calls from patients for registered nurses",
      "Took orders for the warehouse shipping team",
    ],
    related: ["admin", "sales"],
    pay: hourly(15, 30),
    remoteOrders: true,
  },
  {
    key: "warehouse",
    titles: {
      entry: ["Warehouse Associate", "Package Handler"],
      junior: ["Warehouse Associate", "Picker Packer"],
      mid: ["Forklift Operator", "Shipping and Receiving Clerk"],
      senior: ["Senior Inventory Specialist", "Lead Forklift Operator"],
      lead: ["Warehouse Supervisor", "Warehouse Lead"],
    },
    skills: {
      forklift: ["forklift", "forklift certified", "sit-down forklift"],
      shipping: ["shipping and receiving", "shipping & receiving"],
      picking: ["order picking", "pick and pack"],
      rf: ["RF scanner", "RF gun"],
      inventory: ["inventory control", "inventory"],
      pallet: ["pallet jack", "electric pallet jack"],
      counts: ["cycle counting", "cycle counts"],
      osha: ["OSHA", "OSHA 10"],
    },
    duties: [
      { text: "Loaded and unloaded trucks with a sit-down forklift", shows: ["forklift"] },
      { text: "Picked and packed 200 orders a shift with an RF gun", shows: ["picking", "rf"] },
      { text: "Ran shipping and receiving for a twelve-door dock", shows: ["shipping"] },
      { text: "Did weekly cycle counts and kept inventory 99% accurate", shows: ["counts", "inventory"] },
      { text: "Moved pallets with an electric pallet jack", shows: ["pallet"] },
      { text: "Followed OSHA safety rules with no incidents", shows: ["osha"] },
    ],
    crossMentions: [
      "Entered orders in the accounts payable system",
      "Delivered supplies to the ICU and nursing floors",
    ],
    related: ["manufacturing"],
    pay: hourly(15, 30),
    remoteOrders: false,
  },
  {
    key: "manufacturing",
    titles: {
      entry: ["Production Helper", "Machine Operator Trainee"],
      junior: ["Machine Operator", "Welder Helper"],
      mid: ["Welder", "CNC Machinist", "Maintenance Technician"],
      senior: ["Senior Welder", "Senior CNC Machinist"],
      lead: ["Production Supervisor", "Maintenance Lead"],
    },
    skills: {
      mig: ["MIG welding", "MIG"],
      tig: ["TIG welding", "TIG"],
      blueprints: ["blueprint reading", "reading blueprints"],
      cnc: ["CNC", "CNC machining"],
      pm: ["preventive maintenance", "preventative maintenance"],
      lean: ["lean manufacturing", "5S"],
      qc: ["quality control", "QC inspections"],
    },
    duties: [
      { text: "MIG and TIG welded steel frames to drawings", shows: ["mig", "tig", "blueprints"] },
      { text: "Set up and ran CNC mills", shows: ["cnc"] },
      { text: "Did preventive maintenance on three production lines", shows: ["pm"] },
      { text: "Led 5S and lean manufacturing events", shows: ["lean"] },
      { text: "Performed QC inspections with calipers", shows: ["qc"] },
      { text: "Trained new operators on safety", shows: [] },
    ],
    crossMentions: ["Drove a forklift to stage parts from the warehouse"],
    related: ["warehouse", "construction"],
    pay: hourly(16, 42),
    remoteOrders: false,
  },
  {
    key: "cook",
    titles: {
      entry: ["Prep Cook", "Kitchen Helper"],
      junior: ["Line Cook", "Grill Cook"],
      mid: ["Line Cook", "Cook"],
      senior: ["Sous Chef", "Senior Line Cook"],
      lead: ["Kitchen Manager", "Executive Chef"],
    },
    skills: {
      line: ["line cooking", "line cook"],
      safety: ["food safety", "safe food handling"],
      servsafe: ["ServSafe", "ServSafe certified"],
      prep: ["food prep", "food preparation"],
      knife: ["knife skills"],
      sanitation: ["kitchen sanitation", "health code"],
      menu: ["menu planning", "menu development"],
    },
    duties: [
      { text: "Worked the grill and saute stations on a busy line", shows: ["line"] },
      { text: "Prepped vegetables and proteins with sharp knife skills", shows: ["prep", "knife"] },
      { text: "Kept the kitchen clean and up to health code", shows: ["sanitation"] },
      { text: "Held ServSafe certification and trained staff on food safety", shows: ["servsafe", "safety"] },
      { text: "Helped plan seasonal menus", shows: ["menu"] },
      { text: "Received and rotated deliveries", shows: [] },
    ],
    crossMentions: ["Served guests and handled the cash register on slow nights"],
    related: [],
    pay: hourly(14, 34),
    remoteOrders: false,
  },
  {
    key: "sales",
    titles: {
      entry: ["Sales Development Representative", "Sales Trainee"],
      junior: ["Inside Sales Representative", "Account Coordinator"],
      mid: ["Account Executive", "Outside Sales Representative"],
      senior: ["Senior Account Executive", "Senior Account Manager"],
      lead: ["Sales Manager", "Director of Sales"],
    },
    skills: {
      b2b: ["B2B sales", "business-to-business sales"],
      leads: ["lead generation", "prospecting"],
      sfdc: ["Salesforce", "SFDC"],
      cold: ["cold calling", "cold calls"],
      accounts: ["account management", "key accounts"],
      pipeline: ["pipeline management", "sales pipeline"],
      hubspot: ["HubSpot"],
    },
    duties: [
      { text: "Closed $1.2M in new B2B sales in a year", shows: ["b2b"] },
      { text: "Made 80 cold calls a day to generate leads", shows: ["cold", "leads"] },
      { text: "Managed a pipeline of 60 opportunities in Salesforce", shows: ["pipeline", "sfdc"] },
      { text: "Grew key accounts by 30%", shows: ["accounts"] },
      { text: "Ran email sequences in HubSpot", shows: ["hubspot"] },
      { text: "Beat quota six quarters in a row", shows: [] },
    ],
    crossMentions: ["Sold software to customer service and call center teams"],
    related: ["customer-service"],
    pay: yearly(40_000, 160_000),
    remoteOrders: true,
  },
  {
    key: "hr",
    titles: {
      entry: ["HR Assistant", "Recruiting Coordinator"],
      junior: ["Recruiter", "HR Coordinator"],
      mid: ["Recruiter", "HR Generalist", "Talent Acquisition Specialist"],
      senior: ["Senior Recruiter", "Senior HR Generalist"],
      lead: ["HR Manager", "Talent Acquisition Manager"],
    },
    skills: {
      recruiting: ["recruiting", "talent acquisition", "full-cycle recruiting"],
      ats: ["ATS", "applicant tracking system", "iCIMS"],
      screening: ["phone screens", "candidate screening"],
      onboarding: ["onboarding", "new hire orientation"],
      hris: ["HRIS", "BambooHR"],
      benefits: ["benefits administration", "open enrollment"],
      relations: ["employee relations", "workplace investigations"],
    },
    duties: [
      { text: "Filled 120 roles a year with full-cycle recruiting", shows: ["recruiting"] },
      { text: "Ran phone screens and scheduled interviews in iCIMS", shows: ["screening", "ats"] },
      { text: "Led new hire orientation and onboarding", shows: ["onboarding"] },
      { text: "Kept employee records in BambooHR", shows: ["hris"] },
      { text: "Ran open enrollment for 300 employees", shows: ["benefits"] },
      { text: "Handled employee relations cases", shows: ["relations"] },
    ],
    crossMentions: [
      "Recruited registered nurses and software engineers",
      "Hired forklift operators for the warehouse",
    ],
    related: ["admin"],
    pay: yearly(40_000, 120_000),
    remoteOrders: true,
  },
  {
    key: "legal",
    titles: {
      entry: ["Legal Assistant", "Legal Secretary"],
      junior: ["Paralegal", "Junior Paralegal"],
      mid: ["Paralegal", "Litigation Paralegal"],
      senior: ["Senior Paralegal", "Senior Litigation Paralegal"],
      lead: ["Paralegal Manager", "Lead Paralegal"],
    },
    skills: {
      paralegal: ["paralegal", "certified paralegal"],
      research: ["legal research", "case law research"],
      westlaw: ["Westlaw", "Lexis"],
      efiling: ["e-filing", "electronic filing"],
      discovery: ["discovery", "interrogatories"],
      litigation: ["litigation", "civil litigation"],
      review: ["document review", "doc review"],
    },
    duties: [
      { text: "Drafted discovery responses and interrogatories", shows: ["discovery"] },
      { text: "Ran case law research in Westlaw", shows: ["research", "westlaw"] },
      { text: "E-filed pleadings in state and federal court", shows: ["efiling"] },
      { text: "Supported three attorneys in civil litigation", shows: ["litigation"] },
      { text: "Led document review for a 40,000-page production", shows: ["review"] },
      { text: "Kept the docket calendar", shows: [] },
    ],
    crossMentions: ["Answered phones and did data entry at the front desk"],
    related: ["admin"],
    pay: yearly(38_000, 95_000),
    remoteOrders: false,
  },
  {
    key: "construction",
    titles: {
      entry: ["Electrician Helper", "Construction Laborer"],
      junior: ["Apprentice Electrician", "Carpenter Helper"],
      mid: ["Electrician", "Journeyman Electrician"],
      senior: ["Senior Electrician", "Master Electrician"],
      lead: ["Electrical Foreman", "Site Superintendent"],
    },
    skills: {
      electrical: ["electrical wiring", "commercial electrical"],
      osha: ["OSHA 10", "OSHA 30"],
      blueprints: ["blueprint reading", "reading blueprints"],
      lowvoltage: ["low voltage", "structured cabling"],
      tools: ["power tools", "hand and power tools"],
      codes: ["NEC", "building codes"],
      firealarm: ["fire alarm", "fire alarm systems"],
    },
    duties: [
      { text: "Ran conduit and pulled wire for commercial electrical jobs", shows: ["electrical"] },
      { text: "Read blueprints to lay out panels and circuits", shows: ["blueprints"] },
      { text: "Installed low voltage and structured cabling", shows: ["lowvoltage"] },
      { text: "Wired fire alarm systems to code", shows: ["firealarm", "codes"] },
      { text: "Kept the site OSHA 30 compliant", shows: ["osha"] },
      { text: "Used hand and power tools every day", shows: ["tools"] },
    ],
    crossMentions: ["Did preventive maintenance on warehouse conveyors"],
    related: ["manufacturing"],
    pay: hourly(16, 48),
    remoteOrders: false,
  },
];

/** The labelled set draws from the shared lists' first 30 first names and 20 last names. */
export const FIRST_NAMES = BENCH_FIRST_NAMES.slice(0, 30);
export const LAST_NAMES = BENCH_LAST_NAMES.slice(0, 20);
export const EMPLOYERS = [
  "Baptist Health",
  "Publix",
  "Jabil",
  "Raymond James",
  "Lennar",
  "Carnival",
  "AutoNation",
  "Chewy",
  "Ryder",
  "NextEra Energy",
  "Tampa General Hospital",
  "AdventHealth",
  "Office Depot",
  "Brightline",
];
export const SCHOOLS = [
  "Miami Dade College",
  "Florida International University",
  "University of Central Florida",
  "Broward College",
  "Valencia College",
  "University of South Florida",
  "Florida State University",
];

/** Where candidates live: [city, state, metro], Miami–Fort Lauderdale heaviest, as the agency's pool is. */
export const HOMES: [string, string, string, number][] = [
  ["Miami", "FL", "south-florida", 14],
  ["Hialeah", "FL", "south-florida", 6],
  ["Fort Lauderdale", "FL", "south-florida", 10],
  ["Hollywood", "FL", "south-florida", 6],
  ["Pembroke Pines", "FL", "south-florida", 5],
  ["Boca Raton", "FL", "south-florida", 4],
  ["Orlando", "FL", "orlando", 10],
  ["Kissimmee", "FL", "orlando", 4],
  ["Tampa", "FL", "tampa", 10],
  ["St. Petersburg", "FL", "tampa", 5],
  ["Jacksonville", "FL", "jacksonville", 8],
  ["Tallahassee", "FL", "tallahassee", 4],
  ["Naples", "FL", "naples", 4],
  ["Atlanta", "GA", "atlanta", 6],
  ["Charlotte", "NC", "charlotte", 4],
];

/** Where orders are: a city of each large Florida metro. */
export const ORDER_SITES: [string, string, string][] = [
  ["Miami", "FL", "south-florida"],
  ["Fort Lauderdale", "FL", "south-florida"],
  ["Orlando", "FL", "orlando"],
  ["Tampa", "FL", "tampa"],
  ["Jacksonville", "FL", "jacksonville"],
];
