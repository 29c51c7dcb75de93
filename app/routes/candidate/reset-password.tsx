import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { ResetPasswordForm } from "~/components/accounts/reset-password-form";
import { clearCandidateSession } from "~/lib/candidate-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Choose a New Password",
    description: "Choose a new password for your candidate account.",
    path: "/candidate/reset-password",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /candidate/reset-password?token=… from the emailed link (sent with Referrer-Policy: no-referrer;
 * the token leaves the address bar at once). A reset signs every device out: the server ends the
 * sessions, and this browser forgets its copy too.
 */
export default function ResetPasswordPage() {
  return <ResetPasswordForm account={ACCOUNT_PAGES.candidate} onReset={clearCandidateSession} />;
}
