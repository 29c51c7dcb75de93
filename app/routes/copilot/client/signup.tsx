import { SparklesIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { CreateAccountSubmit, NeedsJavaScript } from "~/components/accounts/account-form-parts";
import { AccountPasswordField } from "~/components/accounts/account-password-field";
import { useAccountForm } from "~/components/accounts/use-account-form";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { type FieldErrors, fieldErrorsOf } from "~/components/forms/form-outcome";
import { EmailField } from "~/components/forms/person-fields";
import { TextField } from "~/components/forms/text-field";
import { apiRequest } from "~/lib/api-client";
import { rememberCopilotPendingVerification } from "~/lib/copilot-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_LIMITS } from "../../../../common/copilot-accounts";
import type { Route } from "./+types/signup";

/** The form's fields in the order they appear: the first one in error gets the focus. */
const FIELD_ORDER = ["company", "name", "email", "password"] as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Create Your AI Hiring Assistant Account",
    description:
      "Sign up your company for Sunshine Staffing's AI hiring assistant: draft job orders and review explainable candidate rankings.",
    path: "/copilot/client/signup",
    appUrl: appUrlFrom(matches),
  });
}

/**
 * Signup (issue 22): the company (the workspace's name), the person's name, work email and a
 * password with the candidates' rules. The answer is the same whether or not the address had an
 * account; the next step is the emailed code.
 */
export default function CopilotSignupPage() {
  const navigate = useNavigate();
  const { formRef, errors, refusal, sending, submit } = useAccountForm({
    fieldOrder: FIELD_ORDER,
    failure: "We could not create your account. Please try again.",
  });

  async function check(values: Record<string, string>): Promise<FieldErrors> {
    const { copilotSignupSchema } = await import("../../../../common/copilot-accounts-schemas");
    const parsed = copilotSignupSchema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  }

  async function send(values: Record<string, string>) {
    await apiRequest("POST", "/api/copilot/signup", values);
    const email = String(values.email).trim();
    rememberCopilotPendingVerification(email);
    await navigate(`/copilot/client/verify-code?${new URLSearchParams({ email, registered: "1" })}`);
  }

  return (
    <AuthPage
      icon={SparklesIcon}
      title="Create Your Account"
      lead={
        <>
          Your company gets its own workspace; you become its owner and can invite colleagues. Already have an
          account? <AuthLink to="/copilot/client/login">Sign in</AuthLink>
        </>
      }
    >
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(event) => void submit(event, check, send)}
        className="space-y-5"
        aria-label="Create your AI hiring assistant account"
      >
        <TextField
          id="signup-company"
          name="company"
          label="Company"
          autoComplete="organization"
          required
          maxLength={COPILOT_LIMITS.company}
          error={errors.company}
        />
        <TextField
          id="signup-name"
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={COPILOT_LIMITS.name}
          error={errors.name}
        />
        <EmailField
          id="signup-email"
          label="Work email"
          autoComplete="work email"
          required
          maxLength={COPILOT_LIMITS.email}
          error={errors.email}
        />
        <AccountPasswordField id="signup-password" error={errors.password} />
        <p className="text-slate-600 text-sm">
          We email you a 6-digit code to verify the address. It works for {COPILOT_LIMITS.codeMinutes}{" "}
          minutes.
        </p>
        <CreateAccountSubmit refusal={refusal} sending={sending} />
      </form>
      <NeedsJavaScript doing="Creating an account" />
    </AuthPage>
  );
}
