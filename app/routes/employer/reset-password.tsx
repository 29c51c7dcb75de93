import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { ResetPasswordForm } from "~/components/accounts/reset-password-form";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Choose a New Password",
    description: "Choose a new password for your employer account.",
    path: "/employer/reset-password",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /employer/reset-password?token=… from the emailed link (sent with Referrer-Policy: no-referrer; the
 * token leaves the address bar at once). A reset ends every session of the user, this browser's
 * included: the session cookie is the server's to refuse.
 */
export default function EmployerResetPasswordPage() {
  return <ResetPasswordForm account={ACCOUNT_PAGES.employer} />;
}
