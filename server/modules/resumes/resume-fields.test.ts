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
