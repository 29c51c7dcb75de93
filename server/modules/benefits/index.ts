/** Benefit plans, contractors' elections and the deductions they put on paystubs (issue 9). */
export { type BenefitDeduction, benefitDeductionsFor, deductionAmount } from "./deductions";
export { fromCents, percentOf, toCents } from "./money";
