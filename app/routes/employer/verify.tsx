import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { VerifyEmailForm } from "~/components/accounts/verify-email-form";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";
import type { Route } from "./+types/verify";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Verify Your Email",
    description: "Enter the 6-digit code we emailed you to finish creating your employer account.",
    path: "/employer/verify",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /employer/verify?email=… : the emailed code typed in, or the emailed link (…&token=…) verified as
 * the page opens (server/modules/employer-accounts/emails.ts). Success leads to the employer sign-in
 * page with the address filled in. The server sends it with Referrer-Policy: no-referrer. The
 * sign-in page's "Send a new code" opens it with …&resent=1.
 */
export default function EmployerVerifyEmailPage() {
  return (
    <VerifyEmailForm
      account={ACCOUNT_PAGES.employer}
      opening={(params) =>
        params.get("registered")
          ? { tone: "success", text: EMPLOYER_MESSAGES.registered }
          : params.get("resent")
            ? { tone: "info", text: EMPLOYER_MESSAGES.codeResent }
            : null
      }
    />
  );
}
