import { BRAND } from "../../../common/brand";
import { formatBonus, type ReferralRule } from "../../../common/referrals";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";

/** The link the invitation carries: registration with the referral token kept in ?ref=. */
export function referralLink(token: string): string {
  return siteLink("/candidate/registration", { ref: token });
}

/** To the friend: who referred them and the link that carries the referral into registration. */
export function referralInvitationEmail(
  friend: { name: string; email: string },
  referrerName: string,
  token: string,
  rule: ReferralRule,
): MailMessage {
  return actionEmail({
    to: friend.email,
    title: `${referrerName} invited you to ${BRAND.name}`,
    lines: [
      `Hi ${friend.name},`,
      `${referrerName} thinks you would be a great fit for the jobs we fill across Florida and invited you to create a free candidate account with ${BRAND.name}.`,
      "With an account you can apply in a few clicks, follow your applications and get matched with new openings.",
    ],
    action: { href: referralLink(token), label: "Create your account" },
    after: [
      `When you work through us, ${referrerName} can earn a ${formatBonus(rule.amount)} referral bonus: it costs you nothing.`,
      "If you were not expecting this email, you can ignore it: we will not write to you again about it.",
    ],
  });
}
