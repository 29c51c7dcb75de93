/** Benefit plans, contractors' elections and the deductions they put on paystubs (issue 9). */
export {
  createBenefitPlan,
  getAdminBenefits,
  setEnrollmentWindow,
  updateBenefitPlan,
} from "./admin-plans";
export {
  benefitElectionSchema,
  benefitKindSchema,
  electBenefit,
  getCandidateBenefits,
} from "./candidate-benefits";
export { addDays, agencyToday } from "./dates";
export { type BenefitDeduction, benefitDeductionsFor, deductionAmount } from "./deductions";
export { electionsOf } from "./elections";
export { assignmentStart, eligibilityFor } from "./eligibility";
export { fromCents, percentOf, toCents } from "./money";
export { enrollmentWindow } from "./window";
