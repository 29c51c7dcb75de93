import { BRAND } from "../../../common/brand";
import { COPILOT_LIMITS } from "../../../common/copilot-accounts";
import { COPILOT_ROLE_LABELS, type CopilotRole } from "../../../common/copilot-plans";
import { accountEmails } from "../../kernel/account-emails";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

const emails = accountEmails({
  noun: "AI hiring assistant account",
  pagesAt: "/copilot/client",
  verifyPage: "/copilot/client/verify-email",
  codeMinutes: COPILOT_LIMITS.codeMinutes,
});

/** After signup and on "send a new code": the code to type, and the link to click. */
export const copilotVerificationEmail = emails.verification;
/** Sent instead of a code when someone signs up with an address that already has an account. */
export const existingCopilotAccountEmail = emails.existingAccount;
/** The single-use reset link. */
export const copilotPasswordResetEmail = emails.passwordReset;

/** A colleague's invitation to the workspace. */
export function copilotInvitationEmail(
  to: string,
  invitation: { workspaceName: string; inviterName: string; role: CopilotRole; token: string },
): MailMessage {
  return actionEmail({
    to,
    title: `${invitation.inviterName} invited you to ${invitation.workspaceName} on ${BRAND.name}'s AI hiring assistant`,
    lines: [
      "Hello,",
      `${invitation.inviterName} invited you to join ${invitation.workspaceName}'s workspace in ${BRAND.name}'s AI hiring assistant as ${COPILOT_ROLE_LABELS[invitation.role].toLowerCase()}.`,
      "Open this link to join: choose your name and password, or sign in if you already have an account.",
    ],
    action: {
      href: siteLink("/copilot/client/accept-invitation", { token: invitation.token }),
      label: "Accept the invitation",
    },
    after: [
      `The link works once, for ${COPILOT_LIMITS.invitationDays} days. If you did not expect it, you can ignore this email.`,
    ],
  });
}
