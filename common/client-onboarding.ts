/** A client company's onboarding (issue 18): the setup checklist and the new-hire tracker. Vocabulary only. */

/** The version of the master services agreement a company accepts; its text is server/modules/client-onboarding. */
export const MSA_VERSION = "2026-11";

export const ONBOARDING_STEPS = [
  "company_profile",
  "billing_contact",
  "msa",
  "approvers",
  "first_order",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, string> = {
  company_profile: "Complete your company profile",
  billing_contact: "Add a billing contact",
  msa: "Accept the master services agreement",
  approvers: "Invite timesheet approvers",
  first_order: "Submit your first job order",
};

/** A pre-employment check of a new hire, as the employer tracks it. */
export const NEW_HIRE_CHECK_STATUSES = ["not_started", "in_progress", "cleared", "failed"] as const;
export type NewHireCheckStatus = (typeof NEW_HIRE_CHECK_STATUSES)[number];
export const NEW_HIRE_CHECK_STATUS_LABELS: Record<NewHireCheckStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  cleared: "Cleared",
  failed: "Did not clear",
};
