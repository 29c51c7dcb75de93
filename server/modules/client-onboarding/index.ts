/**
 * A client company's onboarding (issue 18): the setup checklist (company profile, billing contact,
 * the master services agreement accepted by typed name with its PDF, timesheet approvers, a first
 * order) and the new-hire tracker with the first-day instructions emailed to the contractor.
 */
export { getOnboarding, saveBillingContact, saveCompanyProfile } from "./company-profile";
export { FIRST_DAY_SUBJECT } from "./emails";
export { acceptMsa, msaPdfFileId } from "./msa";
export { MSA_SECTIONS, MSA_TITLE } from "./msa-text";
export { listNewHires, saveNewHire } from "./new-hires";
export { onboardingProgress } from "./progress";
