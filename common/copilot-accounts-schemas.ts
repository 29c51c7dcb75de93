/**
 * The AI hiring assistant's account input schemas (issue 22). Sign-in, verification, forgot and
 * reset password take exactly the candidate accounts' input, and a new password follows the same
 * rules; the pages load this file on first use (ADR 0003).
 */
import { CANDIDATE_MESSAGES, newPassword } from "./candidates";
import { COPILOT_LIMITS, COPILOT_MESSAGES as M } from "./copilot-accounts";
import { COPILOT_ROLES } from "./copilot-plans";
import { emailAddress, requiredLine } from "./form-fields";
import { z } from "./zod";

export {
  candidateLoginSchema as copilotLoginSchema,
  emailVerificationSchema as copilotVerificationSchema,
  forgotPasswordSchema as copilotForgotPasswordSchema,
  passwordResetSchema as copilotPasswordResetSchema,
  resendCodeSchema as copilotResendCodeSchema,
} from "./candidates";

const email = emailAddress(M.email, COPILOT_LIMITS.email);
const name = requiredLine(M.name, M.nameTooLong, COPILOT_LIMITS.name);
const company = requiredLine(M.company, M.companyTooLong, COPILOT_LIMITS.company);
const role = z.enum(COPILOT_ROLES, { message: M.role });

/** /copilot/client/signup and POST /api/copilot/signup: the company becomes the workspace. */
export const copilotSignupSchema = z.object({ company, name, email, password: newPassword });

/** PATCH /api/copilot/workspace (owners only). */
export const copilotWorkspaceRenameSchema = z.object({ name: company }).strict();

/** POST /api/copilot/invitations (owners only). */
export const copilotInvitationSchema = z.object({ email, role }).strict();

/** PATCH /api/copilot/members/:userId (owners only). */
export const copilotRoleChangeSchema = z.object({ role }).strict();

/**
 * POST /api/copilot/invitations/accept: the emailed link's token, and a name and new password for
 * someone new, or the password of the account the invited address already has.
 */
export const copilotInvitationAcceptanceSchema = z
  .object({
    token: z
      .string({ message: M.invitationInvalid })
      .trim()
      .min(1, { message: M.invitationInvalid })
      .max(COPILOT_LIMITS.token, { message: M.invitationInvalid }),
    name: name.optional(),
    password: z
      .string({ message: CANDIDATE_MESSAGES.password })
      .min(1, { message: CANDIDATE_MESSAGES.password })
      .max(COPILOT_LIMITS.passwordMax, { message: CANDIDATE_MESSAGES.passwordTooLong }),
  })
  .strict();

/** The new account's fields when the invited address has none yet: the candidates' password rules. */
export const copilotNewMemberSchema = z.object({ name, password: newPassword });

/** PATCH /api/copilot/notifications: the preferences sent change, the others stay. */
export const copilotNotificationsSchema = z
  .object({
    candidatesRanked: z.boolean({ message: "Please choose on or off" }).optional(),
    recruiterReplied: z.boolean({ message: "Please choose on or off" }).optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, {
    message: "Please change at least one preference",
    path: ["candidatesRanked"],
  });
