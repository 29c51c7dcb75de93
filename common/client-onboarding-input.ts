/** The onboarding forms' schemas (issue 18): the company profile, the billing contact, the MSA, the new-hire tracker. */
import { NEW_HIRE_CHECK_STATUSES, ONBOARDING_LIMITS, ONBOARDING_MESSAGES } from "./client-onboarding";
import { companyFields } from "./employer-accounts";
import { EMPLOYER_LIMITS } from "./employer-options";
import { checkbox, emailAddress, phoneNumber, requiredLine, singleLine } from "./form-fields";
import { z } from "./zod";

const M = ONBOARDING_MESSAGES;

/** Blank is none; otherwise at most `max` characters. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ message: tooLong })
    .trim()
    .max(max, { message: tooLong })
    .optional()
    .transform((value) => value || null);

/** PUT /api/employers/onboarding/profile: the registration's company fields, a phone and a description. */
export const companyProfileSchema = z.object({
  ...companyFields,
  phone: phoneNumber(M.phone, ONBOARDING_LIMITS.phone),
  about: optionalText(ONBOARDING_LIMITS.about, M.aboutTooLong),
});

/** PUT /api/employers/onboarding/billing-contact: who receives the invoices. */
export const billingContactSchema = z.object({
  name: requiredLine(M.billingName, M.billingNameTooLong, 200),
  email: emailAddress(M.billingEmail, EMPLOYER_LIMITS.email),
  phone: phoneNumber(M.billingPhone, ONBOARDING_LIMITS.phone),
});

/** POST /api/employers/onboarding/msa: the owner's full name, typed. */
export const msaAcceptanceSchema = z.object({
  typedName: requiredLine(M.typedName, M.typedName, ONBOARDING_LIMITS.typedName),
});

const checkStatus = z.enum(NEW_HIRE_CHECK_STATUSES, { message: M.checkStatus });

/** PUT /api/employers/new-hires/:placementId; sendToContractor emails the instructions. */
export const newHireTrackerSchema = z
  .object({
    startConfirmed: checkbox,
    backgroundCheck: checkStatus,
    drugScreen: checkStatus,
    i9Verified: checkbox,
    firstDayInstructions: z
      .string({ message: M.instructionsTooLong })
      .trim()
      .max(ONBOARDING_LIMITS.instructions, { message: M.instructionsTooLong })
      .optional()
      .default(""),
    sendToContractor: checkbox,
  })
  .refine((input) => !input.sendToContractor || input.firstDayInstructions.length > 0, {
    message: M.instructionsRequired,
    path: ["firstDayInstructions"],
  });

/** Whether the typed name is the account's name: case and extra spaces do not count. */
export function namesMatch(typed: string, firstName: string, lastName: string): boolean {
  const normal = (value: string) => singleLine(value).toLowerCase();
  return normal(typed) === normal(`${firstName} ${lastName}`);
}
