/**
 * The employer portal's account schemas (issue 18). Sign-in, verification, forgot and reset
 * password take exactly the candidate accounts' input, and a new password follows the same rules.
 */
import { newPassword } from "./candidates";
import { COMPANY_SIZE_BANDS } from "./clients";
import { EMPLOYER_LIMITS, EMPLOYER_MESSAGES, EMPLOYER_ROLES } from "./employer-options";
import { emailAddress, phoneNumber, requiredLine } from "./form-fields";
import { INDUSTRIES } from "./jobs";
import { usStateCode } from "./us-states";
import { z } from "./zod";

export {
  candidateLoginSchema as employerLoginSchema,
  emailVerificationSchema as employerVerificationSchema,
  forgotPasswordSchema as employerForgotPasswordSchema,
  passwordResetSchema as employerPasswordResetSchema,
  resendCodeSchema as employerResendCodeSchema,
} from "./candidates";

const M = EMPLOYER_MESSAGES;

const email = emailAddress(M.email, EMPLOYER_LIMITS.email);
const role = z.enum(EMPLOYER_ROLES, { message: M.role });

/** The person: name, title and work phone (registration and accepting an invitation). */
const personFields = {
  firstName: requiredLine(M.firstName, M.firstNameTooLong, EMPLOYER_LIMITS.name),
  lastName: requiredLine(M.lastName, M.lastNameTooLong, EMPLOYER_LIMITS.name),
  jobTitle: requiredLine(M.jobTitle, M.jobTitleTooLong, EMPLOYER_LIMITS.jobTitle),
  workPhone: phoneNumber(M.workPhone, EMPLOYER_LIMITS.phone),
  password: newPassword,
};

/** "example.com" or "https://example.com/about": stored as an http(s) URL; blank is none. */
const website = z
  .string({ message: M.website })
  .trim()
  .max(300, { message: M.website })
  .transform((value, context) => {
    if (!value) return null;
    const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(candidate);
      if (url.hostname.includes(".") && !url.username && !url.password) return url.toString();
    } catch {}
    context.addIssue({ code: "custom", message: M.website });
    return z.NEVER;
  })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** The company as registration records it and its profile edits it (/employer/onboarding). */
export const companyFields = {
  legalName: requiredLine(M.legalName, M.legalNameTooLong, 200),
  /** The industries jobs are filed under (common/jobs). */
  industry: z.enum(INDUSTRIES, { message: M.industry }),
  sizeBand: z.enum(COMPANY_SIZE_BANDS, { message: M.sizeBand }),
  street: requiredLine(M.street, M.streetTooLong, 200),
  city: requiredLine(M.city, M.cityTooLong, 100),
  state: z.string({ message: M.state }).transform((value, context) => {
    const code = usStateCode(value.trim());
    if (!code) context.addIssue({ code: "custom", message: M.state });
    return code ?? z.NEVER;
  }),
  zip: z
    .string({ message: M.zip })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { message: M.zip }),
  website,
};

/** /employer/registration and POST /api/employers/register: the company, its contact, a password. */
export const employerRegistrationSchema = z.object({ ...companyFields, email, ...personFields });

/** POST /api/employers/invitations (owners only). */
export const employerInvitationSchema = z.object({ email, role }).strict();

/** POST /api/employers/invitations/accept: the emailed link's token and the new user's details. */
export const invitationAcceptanceSchema = z.object({
  token: z
    .string({ message: M.invitationInvalid })
    .trim()
    .min(1, { message: M.invitationInvalid })
    .max(EMPLOYER_LIMITS.token, { message: M.invitationInvalid }),
  ...personFields,
});

export type EmployerRegistrationInput = z.input<typeof employerRegistrationSchema>;
