import type { OrderDraft } from "../../common/copilot-drafting";

/** A complete order, as a client leaves it after reviewing the assistant's draft. */
export const completeDraft = (title = "Bilingual Customer Service Representative"): OrderDraft => ({
  title,
  summary: "Answer customer calls in English and Spanish for our Miramar call center, Monday to Friday.",
  responsibilities: ["Answer inbound calls", "Log every call in Salesforce"],
  mustHaveSkills: ["Customer Service", "Spanish"],
  niceToHaveSkills: ["Salesforce"],
  experience: { minYears: 2, level: "mid" },
  education: "High school diploma",
  schedule: { workType: "full-time", hours: "Monday to Friday, 9 to 5" },
  location: { workplaceType: "on-site", city: "Miramar", state: "Florida" },
  pay: { min: 18, max: 22, period: "hour", basedOn: 0, note: "No comparable jobs" },
  screeningQuestions: ["Are you fluent in Spanish?"],
});
