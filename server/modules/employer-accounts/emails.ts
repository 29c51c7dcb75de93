import { BRAND } from "../../../common/brand";
import { EMPLOYER_LIMITS, EMPLOYER_ROLE_LABELS, type EmployerRole } from "../../../common/employer-options";
import {
  EMPLOYER_SOCIAL_PROVIDER_NAMES,
  type EmployerSocialProvider,
} from "../../../common/employer-social-sign-in";
import { accountEmails } from "../../kernel/account-emails";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

const emails = accountEmails({ noun: "employer account", pagesAt: "/employer" });

/** After registration and on "send a new code": the code to type, or the link to click. */
export const employerVerificationEmail = emails.verification;
/** Sent instead of a code when someone registers with an address that already has an employer account. */
export const existingEmployerAccountEmail = emails.existingAccount;
/** The single-use reset link. */
export const employerPasswordResetEmail = emails.passwordReset;

/** A colleague's invitation to the company's employer account. */
export function invitationEmail(
  to: string,
  invitation: { companyName: string; inviterName: string; role: EmployerRole; token: string },
): MailMessage {
  return actionEmail({
    to,
    title: `${invitation.inviterName} invited you to ${invitation.companyName} on ${BRAND.name}`,
    lines: [
      "Hello,",
      `${invitation.inviterName} invited you to join ${invitation.companyName}'s employer account as ${EMPLOYER_ROLE_LABELS[invitation.role].toLowerCase()}.`,
      "Open this link to set your name and password:",
    ],
    action: {
      href: siteLink("/employer/invitation", { token: invitation.token }),
      label: "Accept the invitation",
    },
    after: [
      `The link works once, for ${EMPLOYER_LIMITS.invitationDays} days. If you did not expect it, you can ignore this email.`,
    ],
  });
}

/** After a provider account is first linked: how to undo it if it was not the user. */
export function socialSignInLinkedEmail(to: string, provider: EmployerSocialProvider): MailMessage {
  const name = EMPLOYER_SOCIAL_PROVIDER_NAMES[provider];
  return actionEmail({
    to,
    title: `${name} sign-in added to your employer account`,
    lines: [
      "Hello,",
      `Your ${BRAND.name} employer account can now be signed in to with ${name}, with the same email address. This happened just now, at your first sign-in with ${name}.`,
      `If this was not you, reset your password now and tell your recruiter: we will remove the ${name} sign-in.`,
    ],
    action: { href: siteLink("/employer/forgot-password"), label: "Reset your password" },
  });
}
