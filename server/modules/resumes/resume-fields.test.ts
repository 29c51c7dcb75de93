import { describe, expect, it } from "vitest";
import { extractResumeFields } from "./resume-fields";

describe("extractResumeFields", () => {
  it("reads name, contact details, skills and the latest title from a plain resume", () => {
    const text = [
      "Ana María Torres",
      "Doral, FL | ANA.TORRES@Example.com | 305.555.0199",
      "Experience",
      "Bookkeeper, Coral Way Dental (Jan 2021 – Present)",
      "Receptionist, Coral Way Dental 2018 - 2021",
      "Skills",
      "QuickBooks, Excel, Payroll, Spanish",
    ].join("\n");
    expect(extractResumeFields(text)).toEqual({
      fullName: "Ana María Torres",
      email: "ana.torres@example.com",
      phone: "(305) 555-0199",
      skills: ["QuickBooks", "Excel", "Payroll", "Spanish"],
      recentTitle: "Bookkeeper",
    });
  });

  it("prefers a Name: label and title-cases a name written in capitals", () => {
    expect(
      extractResumeFields("Curriculum Vitae\nName: JEAN-LUC O'NEIL\nPhone: +1 (954) 555 0100").fullName,
    ).toBe("Jean-Luc O'Neil");
    expect(extractResumeFields("MARIA LOPEZ\nmaria@example.com").fullName).toBe("Maria Lopez");
  });

  it("does not take a heading, a job title or a contact line for the name", () => {
    expect(extractResumeFields("Registered Nurse\nSummary\nMiami, FL 33101").fullName).toBe("");
  });

  it("matches whole skills only, in the order they appear, and falls back to the whole text without a Skills section", () => {
    const fields = extractResumeFields(
      "Wrote JavaScript and Java services; excellent with Git and C++ but not GitHub Actions.",
    );
    expect(fields.skills).toEqual(["JavaScript", "Java", "Git", "C++"]);
  });

  it("keeps only the title of 'Company — Title (dates)' lines, and uses a headline when there is no experience section", () => {
    expect(
      extractResumeFields("Experience\nGulf Builders — Project Manager (2018 – Present)").recentTitle,
    ).toBe("Project Manager");
    expect(
      extractResumeFields("Lee Park\nSenior Data Analyst | Tampa, FL\nlee@example.com").recentTitle,
    ).toBe("Senior Data Analyst");
  });

  it("reads names written in capitals, letter-spaced, or beside contact details and credentials", () => {
    const nameOf = (text: string) => extractResumeFields(text).fullName;
    expect(nameOf("MARIA GONZALEZ\nOrlando, FL")).toBe("Maria Gonzalez");
    expect(nameOf("M A R I A   G O N Z A L E Z\nOrlando, FL")).toBe("Maria Gonzalez");
    // Evenly spaced letters lose the gap between the words; the email address puts it back.
    expect(nameOf("M A R I A G O N Z A L E Z\nmaria.gonzalez@example.com")).toBe("Maria Gonzalez");
    expect(nameOf("MARIA GONZALEZ\t(407) 555-0113 · maria@example.com")).toBe("Maria Gonzalez");
    expect(nameOf("Maria Gonzalez | Registered Nurse | maria@example.com")).toBe("Maria Gonzalez");
    expect(nameOf("OLIVIA MARTIN, PMP\nTampa, FL")).toBe("Olivia Martin");
    expect(nameOf("ANA DE LA CRUZ\nana@example.com")).toBe("Ana de la Cruz");
    expect(nameOf("(305) 555-0100 | luis@example.com\nLUIS PEREZ\nWarehouse Lead")).toBe("Luis Perez");
    expect(nameOf("Jordan Cook\njordan.cook@example.com")).toBe("Jordan Cook");
    expect(nameOf("Line Cook\nchef@example.com")).toBe("");
  });

  it("leaves a field empty rather than guessing", () => {
    expect(extractResumeFields("")).toEqual({
      fullName: "",
      email: "",
      phone: "",
      skills: [],
      recentTitle: "",
    });
    expect(extractResumeFields("Order 123-456-78901 shipped").phone).toBe("");
  });
});

describe("extractResumeFields skills", () => {
  const skillsOf = (text: string) => extractResumeFields(text).skills;

  it("reads every item under any usual skills heading, in any case, known to the vocabulary or not", () => {
    for (const heading of [
      "Skills",
      "SKILLS:",
      "Core Competencies",
      "TECHNICAL SKILLS",
      "Areas of Expertise",
      "Key Skills",
      "Competencies",
      "Skills & Abilities",
      "Skills and Abilities",
      "PROFICIENCIES",
      "Clinical Skills",
      "Skill Set",
    ]) {
      expect(skillsOf(`Lee Park\n${heading}\nInventory, Shipping, Lathe`), heading).toEqual([
        "Inventory",
        "Shipping",
        "Lathe",
      ]);
    }
  });

  it("splits items at commas, bullets, pipes, semicolons and spaced slashes, or takes one per line", () => {
    expect(skillsOf("Skills\nHRIS, Benefits Administration")).toEqual(["HRIS", "Benefits Administration"]);
    expect(skillsOf("Skills\nLitigation • Document Review · Clio")).toEqual([
      "Litigation",
      "Document Review",
      "Clio",
    ]);
    expect(skillsOf("Skills\nLead Generation | MLS | Open Houses")).toEqual([
      "Lead Generation",
      "MLS",
      "Open Houses",
    ]);
    expect(skillsOf("Skills\nLathe; Bridgeport Mill; GD&T")).toEqual(["Lathe", "Bridgeport Mill", "GD&T"]);
    expect(skillsOf("Skills\nAgile / Scrum")).toEqual(["Agile", "Scrum"]);
    expect(skillsOf("Skills\nGoogle Classroom\n• Parent Communication\n- IEP Implementation")).toEqual([
      "Google Classroom",
      "Parent Communication",
      "IEP Implementation",
    ]);
  });

  it("reads a skills line written after its label, and labelled groups inside the section", () => {
    expect(
      skillsOf("Experience\nClerk, Acme 2019 – 2021\nSkills: Data Entry, 10-Key\nEducation\nGED"),
    ).toEqual(["Data Entry", "10-Key"]);
    expect(
      skillsOf("Technical Skills\nMachines: Lathe; Surface Grinder\nInspection:\nCMM, Calipers"),
    ).toEqual(["Lathe", "Surface Grinder", "CMM", "Calipers"]);
  });

  it("stops at the next heading, known or shaped like one", () => {
    expect(skillsOf("Skills\nStakeholder Management\nEducation\nMiami Dade College")).toEqual([
      "Stakeholder Management",
    ]);
    expect(skillsOf("SKILLS\nInventory\nPROFESSIONAL AFFILIATIONS\nFlorida Warehouse Association")).toEqual([
      "Inventory",
    ]);
    expect(skillsOf("Skills\nUpselling\nReferences available upon request")).toEqual(["Upselling"]);
  });

  it("keeps 'Training' listed among skills a skill, and takes it for a heading when dated entries follow", () => {
    expect(skillsOf("Key Skills\nRecruiting\nTraining\nOnboarding")).toEqual([
      "Recruiting",
      "Training",
      "Onboarding",
    ]);
    expect(skillsOf("Key Skills\nRecruiting\nTraining\nFirst Aid Course, 2019")).toEqual(["Recruiting"]);
  });

  it("spells known skills and their aliases as the vocabulary does, and title-cases lower case and shouting", () => {
    expect(skillsOf("Skills\nms excel, MS Word, quickbooks online, MS Project, g suite")).toEqual([
      "Excel",
      "Microsoft Word",
      "QuickBooks",
      "Microsoft Project",
      "Google Workspace",
    ]);
    expect(skillsOf("skills\ninventory control, order picking")).toEqual([
      "Inventory Control",
      "Order Picking",
    ]);
    expect(skillsOf("SKILLS\nINVENTORY CONTROL • LOADING AND UNLOADING • HVAC REPAIR • MLS")).toEqual([
      "Inventory Control",
      "Loading and Unloading",
      "HVAC Repair",
      "MLS",
    ]);
    expect(skillsOf("Skills\nHRIS, MLS, Excel")).toEqual(["HRIS", "MLS", "Excel"]);
  });

  it("drops qualifiers and reads lists in parentheses", () => {
    expect(
      skillsOf(
        "Skills\nForklift certified, OSHA 30, Spanish (fluent), Proficient in QuickBooks, Typing (65 WPM)",
      ),
    ).toEqual(["Forklift", "OSHA", "Spanish", "QuickBooks", "Typing"]);
    expect(skillsOf("Skills\nMicrosoft Office (Word, Excel), Excel (VLOOKUP, Pivot Tables)")).toEqual([
      "Microsoft Office",
      "Microsoft Word",
      "Excel",
      "VLOOKUP",
      "Pivot Tables",
    ]);
  });

  it("joins an item a PDF wrapped onto the next line", () => {
    expect(skillsOf("Skills\nInventory, Pallet\nJack, Shipping and\nReceiving, Order Picking")).toEqual([
      "Inventory",
      "Pallet Jack",
      "Shipping and Receiving",
      "Order Picking",
    ]);
  });

  it("rejects sentences, dates and long phrases, keeping the known skills they name", () => {
    expect(
      skillsOf(
        [
          "Skills",
          "Managed inventory for a 40,000 sq ft warehouse using SAP.",
          "2019 – 2021",
          "Excellent written and verbal communication with all levels of staff",
          "maria@example.com",
          "Lathe",
        ].join("\n"),
      ),
    ).toEqual(["SAP", "Lathe"]);
  });

  it("adds known skills named elsewhere after the listed ones, without repeating or splitting them", () => {
    const text = [
      "Skills",
      "Epic EMR, Telemetry Monitoring",
      "Experience",
      "Charted in Epic every shift and tracked supplies in Excel.",
      "Certifications",
      "BLS, ACLS",
    ].join("\n");
    expect(skillsOf(text)).toEqual(["Epic EMR", "Telemetry Monitoring", "Excel", "BLS", "ACLS"]);
    expect(skillsOf("Experience\nWe excel at sales; I ran Sales and Payroll.")).toEqual(["Sales", "Payroll"]);
  });

  it("lists at most as many skills as a talent profile holds", () => {
    const many = Array.from(
      { length: 40 },
      (_, index) => `Skill ${String.fromCharCode(65 + (index % 26))}${index}`,
    );
    expect(skillsOf(`Skills\n${many.join(", ")}`)).toHaveLength(30);
  });
});
