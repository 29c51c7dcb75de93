import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { VerifyEmailForm } from "~/components/accounts/verify-email-form";
import { forgetCopilotPendingVerification } from "~/lib/copilot-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Verify Your Email",
    description: "Verify the email address of your AI hiring assistant account.",
    path: "/copilot/client/verify-email",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /copilot/client/verify-email?email=…&token=… from the emailed link: verified as the page opens (a
 * POST from the page, so a mail scanner's GET spends nothing), then sign-in. Sent with
 * Referrer-Policy: no-referrer. Without a usable link, the code from the same email works here too.
 */
export default function CopilotVerifyEmailPage() {
  return (
    <VerifyEmailForm
      account={ACCOUNT_PAGES.copilot}
      opening={() => null}
      onVerified={forgetCopilotPendingVerification}
    />
  );
}
