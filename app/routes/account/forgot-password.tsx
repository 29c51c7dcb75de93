import { KeyRoundIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ACCOUNT_PAGES, type AccountKind } from "~/components/accounts/account-kinds";
import { useResetLinkRequest } from "~/components/accounts/use-reset-link-request";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { FieldError, fieldAriaOf } from "~/components/ui/form-controls";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import type { Route } from "./+types/forgot-password";

/** Each kind of account as the chooser names it (its reset call is ACCOUNT_PAGES'). */
const ACCOUNTS: Record<AccountKind, { label: string; hint: string }> = {
  candidate: { label: "Candidate account", hint: "I look for work and apply to jobs." },
  employer: { label: "Employer account", hint: "My company hires through Sunshine Staffing." },
  copilot: {
    label: "AI hiring assistant account",
    hint: "My company drafts orders and ranks talent with the assistant.",
  },
};

const CHOOSE_ACCOUNT = "Please choose the kind of account";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Reset Your Password",
    description:
      "Forgot your password? Choose your candidate or employer account and we'll email you a link to choose a new one.",
    path: "/forgot-password",
    appUrl: appUrlFrom(matches),
  });
}

/**
 * The shared "forgot password" page (SPEC §2, the employer login's second link): the visitor picks
 * the kind of account, then it is that account's own flow (the same call, the same emailed link to
 * its reset page). The answer is the same whether or not the address has an account.
 */
export default function SharedForgotPasswordPage() {
  const params = useQueryParams();
  const preset = params.get("account");
  const [account, setAccount] = useState<AccountKind | null>(
    preset && preset in ACCOUNTS ? (preset as AccountKind) : null,
  );
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ account?: string; email?: string }>({});
  const { outcome, sending, send } = useResetLinkRequest();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const found: typeof errors = {};
    if (!account) found.account = CHOOSE_ACCOUNT;
    if (!address) found.email = CANDIDATE_MESSAGES.email;
    setErrors(found);
    if (!account || found.email) {
      event.currentTarget
        .querySelector<HTMLInputElement>(found.account ? "#forgot-account-candidate" : "#forgot-any-email")
        ?.focus();
      return;
    }
    const emailError = await send(ACCOUNT_PAGES[account].api, address);
    if (emailError !== undefined) setErrors({ email: emailError });
  }

  return (
    <AuthPage
      icon={KeyRoundIcon}
      title="Reset Your Password"
      lead="Choose your kind of account and enter its email address. We'll send you a link to choose a new password."
      notice={outcome}
    >
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <fieldset
          className="space-y-3"
          aria-describedby={fieldAriaOf("forgot-account", errors.account)["aria-describedby"]}
        >
          <legend className="mb-2 font-medium text-slate-900 text-sm">Which account is it?</legend>
          {(Object.keys(ACCOUNTS) as AccountKind[]).map((kind) => (
            <label
              key={kind}
              htmlFor={`forgot-account-${kind}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                id={`forgot-account-${kind}`}
                name="account"
                value={kind}
                checked={account === kind}
                onChange={() => setAccount(kind)}
                aria-invalid={errors.account ? true : undefined}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900 text-sm">{ACCOUNTS[kind].label}</span>
                <span className="block text-slate-600 text-sm">{ACCOUNTS[kind].hint}</span>
              </span>
            </label>
          ))}
          <FieldError id="forgot-account" error={errors.account} />
        </fieldset>
        <EmailField
          id="forgot-any-email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <SubmitButton size="lg" className="w-full" pending={sending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-slate-700 text-sm">
        Remembered it? Sign in as a <AuthLink to="/candidate/login">candidate</AuthLink> or an{" "}
        <AuthLink to="/employer/login">employer</AuthLink>
      </p>
    </AuthPage>
  );
}
