import { DEFAULT_RESUME_DESIGN, type ResumeDocument } from "../../common/resume-document";

/** A resume long enough for two pages: six jobs of six long bullets each, a summary and skills. */
export function twoPageResume(): ResumeDocument {
  const bullet = (job: number, line: number) =>
    `Coordinated care for ${job + line + 8} patients a shift across two units, cutting handover errors by ${line + 10}% with a shared checklist`;
  return {
    version: 1,
    contact: {
      fullName: "Lucia Ferreira",
      title: "Registered Nurse",
      email: "lucia@example.com",
      phone: "(305) 555-0142",
      city: "Miami",
      state: "FL",
      links: [],
    },
    sections: [
      {
        id: "summary",
        kind: "summary",
        title: "Summary",
        text: "Registered nurse with twelve years in emergency and intensive care, precepting new graduates.",
      },
      {
        id: "work",
        kind: "experience",
        title: "Experience",
        entries: Array.from({ length: 6 }, (_, job) => ({
          id: `job-${job}`,
          employer: `Hospital ${job + 1}`,
          title: "Registered Nurse",
          location: "Miami, FL",
          startDate: `${2012 + job * 2}-01`,
          endDate: `${2013 + job * 2}-12`,
          current: false,
          bullets: Array.from({ length: 6 }, (_, line) => bullet(job, line)),
        })),
      },
      {
        id: "skills",
        kind: "skills",
        title: "Skills",
        entries: [{ id: "clinical", name: "Clinical", keywords: ["Triage", "IV therapy", "Epic"] }],
      },
    ],
    design: DEFAULT_RESUME_DESIGN,
    dismissedChecks: [],
  };
}
