import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { ForgotPasswordForm } from "~/components/accounts/forgot-password-form";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Reset Your Password",
    description:
      "Forgot the password of your AI hiring assistant account? We'll email you a link to choose a new one.",
    path: "/copilot/client/forgot-password",
    appUrl: appUrlFrom(matches),
  });
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function CopilotForgotPasswordPage() {
  return <ForgotPasswordForm account={ACCOUNT_PAGES.copilot} />;
}
