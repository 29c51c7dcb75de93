import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { ResetPasswordForm } from "~/components/accounts/reset-password-form";
import { clearCopilotToken } from "~/lib/copilot-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Choose a New Password",
    description: "Choose a new password for your AI hiring assistant account.",
    path: "/copilot/client/reset-password",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /copilot/client/reset-password?token=… from the emailed link (Referrer-Policy: no-referrer; the
 * token leaves the address bar at once). A reset ends every session of the account; this browser
 * forgets its token too.
 */
export default function CopilotResetPasswordPage() {
  return <ResetPasswordForm account={ACCOUNT_PAGES.copilot} onReset={clearCopilotToken} />;
}
