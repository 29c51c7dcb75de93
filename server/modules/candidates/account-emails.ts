import { BRAND } from "../../../common/brand";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

type Recipient = { firstName: string; email: string };

function accountEmail(
  to: Recipient,
  title: string,
  parts: { before: string[]; link: { href: string; label: string }; after: string[] },
): MailMessage {
  return actionEmail({
    to: to.email,
    title,
    lines: [`Hi ${to.firstName},`, ...parts.before],
    action: parts.link,
    after: parts.after,
  });
}

/** After registration and on "send a new code": the code to type, or the link to click. */
export function verificationEmail(to: Recipient, code: string, token: string): MailMessage {
  return accountEmail(to, `Your verification code is ${code}`, {
    before: [
      `Welcome to ${BRAND.name}. To finish creating your candidate account, enter this code on the verification page: ${code}`,
      "Or open this link to verify your email address:",
    ],
    link: { href: siteLink("/candidate/verify", { email: to.email, token }), label: "Verify my email" },
    after: [
      "The code and the link work for 15 minutes. If you did not create an account, you can ignore this email.",
    ],
  });
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function existingAccountEmail(to: Recipient): MailMessage {
  return accountEmail(to, `You already have a ${BRAND.name} account`, {
    before: [
      "Someone, probably you, tried to create a candidate account with this email address, which already has one.",
      "You can sign in with it. If you forgot your password, reset it here:",
    ],
    link: { href: siteLink("/candidate/forgot-password"), label: "Reset my password" },
    after: [
      `Sign in at ${siteLink("/candidate/login")}. If this was not you, you can ignore this email: nothing changed.`,
    ],
  });
}

/** The single-use reset link. */
export function passwordResetEmail(to: Recipient, token: string): MailMessage {
  return accountEmail(to, "Reset your password", {
    before: ["We received a request to reset the password of your candidate account."],
    link: { href: siteLink("/candidate/reset-password", { token }), label: "Choose a new password" },
    after: [
      "The link works once, for 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.",
    ],
  });
}
