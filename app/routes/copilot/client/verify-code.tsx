import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { VerifyEmailForm } from "~/components/accounts/verify-email-form";
import { copilotPendingVerificationEmail, forgetCopilotPendingVerification } from "~/lib/copilot-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_MESSAGES } from "../../../../common/copilot-accounts";
import type { Route } from "./+types/verify-code";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Verify Your Email",
    description: "Enter the 6-digit code we emailed you to finish creating your AI hiring assistant account.",
    path: "/copilot/client/verify-code",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /copilot/client/verify-code?email=… : the emailed 6-digit code (10 minutes, 5 tries; a new code
 * at most once a minute). Success leads to sign-in with the address filled in.
 */
export default function CopilotVerifyCodePage() {
  return (
    <VerifyEmailForm
      account={ACCOUNT_PAGES.copilot}
      opening={(params) =>
        params.get("registered") ? { tone: "success", text: COPILOT_MESSAGES.registered } : null
      }
      rememberedEmail={copilotPendingVerificationEmail}
      onVerified={forgetCopilotPendingVerification}
    />
  );
}
