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

export const ONBOARDING_LIMITS = { about: 2000, phone: 30, instructions: 2000, typedName: 200 } as const;

export const ONBOARDING_MESSAGES = {
  phone: "Please enter a company phone number with at least 10 digits",
  aboutTooLong: `Please shorten the description to ${ONBOARDING_LIMITS.about} characters or fewer`,
  billingName: "Please enter the billing contact's name",
  billingNameTooLong: "Please shorten the name to 200 characters or fewer",
  billingEmail: "Please enter the billing contact's email address",
  billingPhone: "Please enter the billing contact's phone number with at least 10 digits",
  typedName: "Type your full name to accept the agreement",
  typedNameMismatch: "The name you typed must match your account name exactly (capital letters aside)",
  msaAccepted: "Your company has already accepted this version of the agreement.",
  msaNotFound: "We couldn't find that accepted agreement.",
  checkStatus: "Please choose a status from the list",
  instructionsTooLong: `Please shorten the instructions to ${ONBOARDING_LIMITS.instructions} characters or fewer`,
  instructionsRequired: "Write the first-day instructions before sending them",
  noContractorEmail: "We have no email address for this contractor. Please contact your recruiter.",
  placementNotFound: "We couldn't find that placement.",
  profileSaved: "Company profile saved.",
  billingSaved: "Billing contact saved.",
  trackerSaved: "New-hire tracker saved.",
  instructionsSent: "Saved, and the first-day instructions are on their way to the contractor.",
} as const;

/** One step of the checklist: done or not, and where to do it. */
export type OnboardingStepState = { step: OnboardingStep; label: string; done: boolean };

/** The checklist's progress, as the dashboard card and the onboarding page show it. */
export type OnboardingProgress = { steps: OnboardingStepState[]; done: number; total: number };

export type CompanyProfile = {
  legalName: string;
  industry: string;
  sizeBand: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  website: string | null;
  phone: string | null;
  about: string | null;
  profileCompletedAt: string | null;
};

export type BillingContact = { name: string | null; email: string | null; phone: string | null };

/** An acceptance of the agreement, as the onboarding page lists it (the PDF under pdfUrl). */
export type MsaAcceptance = {
  id: string;
  msaVersion: string;
  typedName: string;
  signerEmail: string;
  acceptedAt: string;
  ipAddress: string;
  pdfUrl: string;
};

/** GET /api/employers/onboarding. */
export type Onboarding = {
  progress: OnboardingProgress;
  profile: CompanyProfile;
  billingContact: BillingContact;
  msa: {
    version: string;
    title: string;
    /** The agreement's sections as the owner reads them (and the PDF prints them). */
    sections: { heading: string; text: string }[];
    /** The current version's acceptance, if any. */
    current: MsaAcceptance | null;
    /** Every acceptance, newest first. */
    history: MsaAcceptance[];
  };
};

/** A placed contractor of the company and their new-hire checks. */
export type NewHire = {
  placementId: string;
  contractorName: string;
  roleTitle: string;
  location: string | null;
  startDate: string;
  startConfirmed: boolean;
  backgroundCheck: NewHireCheckStatus;
  drugScreen: NewHireCheckStatus;
  i9Verified: boolean;
  firstDayInstructions: string;
  instructionsSentAt: string | null;
  /** Whether the contractor has an email address the instructions can go to. */
  canEmailContractor: boolean;
};
