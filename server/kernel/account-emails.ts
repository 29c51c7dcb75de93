/**
 * The emails of every kind of account (candidate, employer): the verification code and link, "you
 * already have an account", and the password reset link, each pointing at the account's own pages.
 */
import { BRAND } from "../../common/brand";
import { actionEmail } from "../mail/action-email";
import type { MailMessage } from "../mail/outbox";
import { siteLink } from "./email-layout";

type Recipient = { firstName: string; email: string };

/**
 * What the emails call the account ("candidate account"), where its pages are ("/candidate"), and,
 * where they differ from the candidates', the page an emailed verification link opens
 * (`${pagesAt}/verify`) and how long the code works (15 minutes).
 */
export type AccountKind = { noun: string; pagesAt: string; verifyPage?: string; codeMinutes?: number };

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

export function accountEmails({
  noun,
  pagesAt,
  verifyPage = `${pagesAt}/verify`,
  codeMinutes = 15,
}: AccountKind) {
  return {
    /** After registration and on "send a new code": the code to type, or the link to click. */
    verification(to: Recipient, code: string, token: string): MailMessage {
      return accountEmail(to, `Your verification code is ${code}`, {
        before: [
          `Welcome to ${BRAND.name}. To finish creating your ${noun}, enter this code on the verification page: ${code}`,
          "Or open this link to verify your email address:",
        ],
        link: { href: siteLink(verifyPage, { email: to.email, token }), label: "Verify my email" },
        after: [
          `The code and the link work for ${codeMinutes} minutes. If you did not create an account, you can ignore this email.`,
        ],
      });
    },

    /** Sent instead of a code when someone registers with an address that already has an account. */
    existingAccount(to: Recipient): MailMessage {
      return accountEmail(to, `You already have a ${BRAND.name} account`, {
        before: [
          `Someone, probably you, tried to create a ${noun} with this email address, which already has one.`,
          "You can sign in with it. If you forgot your password, reset it here:",
        ],
        link: { href: siteLink(`${pagesAt}/forgot-password`), label: "Reset my password" },
        after: [
          `Sign in at ${siteLink(`${pagesAt}/login`)}. If this was not you, you can ignore this email: nothing changed.`,
        ],
      });
    },

    /** The single-use reset link. */
    passwordReset(to: Recipient, token: string): MailMessage {
      return accountEmail(to, "Reset your password", {
        before: [`We received a request to reset the password of your ${noun}.`],
        link: { href: siteLink(`${pagesAt}/reset-password`, { token }), label: "Choose a new password" },
        after: [
          "The link works once, for 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.",
        ],
      });
    },
  };
}
