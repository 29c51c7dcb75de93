import { BRAND } from "../../../common/brand";
import { formatBonus, type ReferralRule } from "../../../common/referrals";
import { appConfig } from "../../config";
import { renderEmailLayout } from "../../mail/email-layout";
import { escapeHtml } from "../../mail/escape-html";
import type { MailMessage } from "../../mail/outbox";

/** The link the invitation carries: registration with the referral token kept in ?ref=. */
export function referralLink(token: string): string {
  const url = new URL("/candidate/registration", `${appConfig().APP_URL}/`);
  url.searchParams.set("ref", token);
  return url.toString();
}

/** To the friend: who referred them and the link that carries the referral into registration. */
export function referralInvitationEmail(
  friend: { name: string; email: string },
  referrerName: string,
  token: string,
  rule: ReferralRule,
): MailMessage {
  const link = referralLink(token);
  const title = `${referrerName} invited you to ${BRAND.name}`;
  const texts = [
    `Hi ${friend.name},`,
    `${referrerName} thinks you would be a great fit for the jobs we fill across Florida and invited you to create a free candidate account with ${BRAND.name}.`,
    "With an account you can apply in a few clicks, follow your applications and get matched with new openings.",
  ];
  const after = [
    `When you work through us, ${referrerName} can earn a ${formatBonus(rule.amount)} referral bonus: it costs you nothing.`,
    "If you were not expecting this email, you can ignore it: we will not write to you again about it.",
  ];
  const bodyText = [...texts, `Create your account: ${link}`, ...after].join("\n\n");
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`).join("\n");
  const bodyHtml = [
    paragraphs(texts),
    `<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#1c1917;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">Create your account</a></p>`,
    paragraphs(after),
  ].join("\n");
  const { html, text } = renderEmailLayout({ title, bodyHtml, bodyText });
  return { to: friend.email, subject: title, text, html };
}
