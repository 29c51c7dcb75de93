import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { VerifyEmailForm } from "~/components/accounts/verify-email-form";
import { forgetPendingVerification, pendingVerificationEmail } from "~/lib/candidate-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import type { Route } from "./+types/verify";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Verify Your Email",
    description: "Enter the 6-digit code we emailed you to finish creating your candidate account.",
    path: "/candidate/verify",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /candidate/verify?email=… : the emailed code typed in, or the emailed link (…&token=…) verified as
 * the page opens. Success leads to the sign-in page with the address filled in; the address
 * remembered at sign-in or registration fills the field when the URL does not carry it.
 */
export default function VerifyEmailPage() {
  return (
    <VerifyEmailForm
      account={ACCOUNT_PAGES.candidate}
      opening={(params) =>
        params.get("registered") ? { tone: "success", text: CANDIDATE_MESSAGES.registered } : null
      }
      rememberedEmail={pendingVerificationEmail}
      onVerified={forgetPendingVerification}
    />
  );
}
