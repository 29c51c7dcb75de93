import { UsersIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { EmployerPersonFields } from "~/components/accounts/employer-person-fields";
import { InvitationLinkMissing, useChosenPassword } from "~/components/accounts/invitation-parts";
import { useAccountForm } from "~/components/accounts/use-account-form";
import { useLinkToken } from "~/components/accounts/use-link-token";
import { AuthPage } from "~/components/candidate/auth-page";
import { type FieldErrors, fieldErrorsOf } from "~/components/forms/form-outcome";
import { SubmitButton } from "~/components/forms/submit-button";
import { apiRequest } from "~/lib/api-client";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";
import type { Route } from "./+types/invitation";

const FIELD_ORDER = [
  "firstName",
  "lastName",
  "jobTitle",
  "workPhone",
  "password",
  "confirmPassword",
] as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Join Your Company's Account",
    description: "Accept a colleague's invitation to your company's Sunshine Staffing employer account.",
    path: "/employer/invitation",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /employer/invitation?token=… from the email an owner's invitation sends: the colleague sets their
 * name, title, work phone and password, then signs in. Like the reset page, it is sent with
 * Referrer-Policy: no-referrer and the token leaves the address bar as soon as the page runs.
 */
export default function EmployerInvitationPage() {
  const navigate = useNavigate();
  const token = useLinkToken();
  const chosenPassword = useChosenPassword("invite");
  const {
    formRef,
    errors,
    refusal: failure,
    sending: saving,
    submit,
  } = useAccountForm({
    fieldOrder: FIELD_ORDER,
    failure: "We could not accept the invitation. Please try again.",
    refusalField: "token",
    keepRefusalWhileInvalid: true,
  });

  async function check(values: Record<string, string>): Promise<FieldErrors> {
    const { invitationAcceptanceSchema } = await import("../../../common/employer-accounts");
    const parsed = invitationAcceptanceSchema.safeParse({ ...values, token });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    return chosenPassword.confirmationError(found, values.password);
  }

  async function send(values: Record<string, string>) {
    const { confirmPassword: _confirm, ...details } = values;
    await apiRequest("POST", "/api/employers/invitations/accept", { ...details, token });
    await navigate("/employer/login?invited=1", { replace: true });
  }

  if (!token) {
    return (
      <InvitationLinkMissing
        title="Join Your Company's Account"
        message={EMPLOYER_MESSAGES.invitationInvalid}
        signIn={{ prompt: "Already have an account?", to: "/employer/login" }}
      />
    );
  }

  return (
    <AuthPage
      icon={UsersIcon}
      title="Join Your Company's Account"
      lead="A colleague invited you. Tell us who you are and choose a password; then sign in with the address the invitation came to."
      notice={failure ? { tone: "error", text: failure } : null}
    >
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(event) => void submit(event, check, send)}
        className="space-y-5"
        aria-label="Accept the invitation"
      >
        <EmployerPersonFields idPrefix="invite" errors={errors} />
        {chosenPassword.fields(errors)}
        <SubmitButton size="lg" className="w-full" pending={saving} pendingLabel="Joining...">
          Accept Invitation
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
