/** Benefit plans, contractors' elections and the deductions they put on paystubs (issue 9). */
export {
  benefitPlanSchema,
  createBenefitPlan,
  enrollmentWindowSchema,
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
export { benefitDeductionsFor } from "./deductions";
export { electionsOf } from "./elections";
