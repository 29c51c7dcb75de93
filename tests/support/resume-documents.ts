import type { ExperienceEntry, ResumeDocument } from "../../common/resume-document";

/**
 * A complete builder document (Maria Gonzalez, a nurse), written out in full so server tests do not
 * depend on the engine's helpers; `contact` overrides the contact details.
 */
export function nurseResumeDocument(contact: Partial<ResumeDocument["contact"]> = {}): ResumeDocument {
  return {
    version: 1,
    contact: {
      fullName: "Maria Gonzalez",
      title: "Registered Nurse",
      email: "maria.gonzalez@example.com",
      phone: "(305) 555-0142",
      city: "Miami",
      state: "FL",
      links: [],
      ...contact,
    },
    sections: [
      {
        id: "summary",
        kind: "summary",
        title: "Summary",
        text: "ICU nurse with six years of critical care in Level I trauma centers.",
      },
      {
        id: "experience",
        kind: "experience",
        title: "Experience",
        entries: [
          {
            id: "jackson",
            employer: "Jackson Memorial Hospital",
            title: "Registered Nurse",
            location: "Miami, FL",
            startDate: "2020-03",
            endDate: "",
            current: true,
            bullets: ["Cared for 4 ICU patients a shift on a 32-bed unit."],
          },
        ],
      },
      {
        id: "skills",
        kind: "skills",
        title: "Skills",
        entries: [{ id: "clinical", name: "", keywords: ["Patient Care", "BLS", "Epic"] }],
      },
    ],
    design: { template: "classic", font: "inter", spacing: "normal", pageSize: "letter", accent: "#1d4ed8" },
    dismissedChecks: [],
  };
}

/**
 * A valid document whose JSON is just over `bytes` (by less than one bullet): experience entries
 * filled bullet by bullet (the schema's caps allow far more than a real resume holds).
 */
export function resumeDocumentOfSize(bytes: number): ResumeDocument {
  const document = nurseResumeDocument();
  const bullet = "Coordinated care across units and shifts, ".padEnd(150, "x");
  let size = Buffer.byteLength(JSON.stringify(document));
  let bullets: string[] = [];
  let entries: ExperienceEntry[] = [];
  while (size <= bytes) {
    if (bullets.length === 0 || bullets.length === 20) {
      if (entries.length === 0 || entries.length === 40) {
        entries = [];
        document.sections.push({
          id: `more-${document.sections.length}`,
          kind: "experience",
          title: "More",
          entries,
        });
      }
      bullets = [];
      const entry: ExperienceEntry = {
        id: `e${document.sections.length}-${entries.length}`,
        employer: "Hospital",
        title: "Nurse",
        location: "",
        startDate: "2020",
        endDate: "2021",
        current: false,
        bullets,
      };
      entries.push(entry);
      size += Buffer.byteLength(JSON.stringify(entry)) + 1;
    }
    bullets.push(bullet);
    size += Buffer.byteLength(JSON.stringify(bullet)) + 1;
  }
  return document;
}
