import { UsersIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { EmployerPersonFields, formStrings } from "~/components/accounts/employer-person-fields";
import { useLinkToken } from "~/components/accounts/use-link-token";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { NewPasswordField } from "~/components/candidate/new-password-field";
import { ConfirmPasswordField, PASSWORD_MISMATCH } from "~/components/candidate/password-field";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "~/components/forms/form-outcome";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
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
  const formRef = useRef<HTMLFormElement>(null);
  const token = useLinkToken();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const values = formStrings(form);
    const { invitationAcceptanceSchema } = await import("../../../common/employer-accounts");
    const parsed = invitationAcceptanceSchema.safeParse({ ...values, token });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (!found.password && password !== confirm) found.confirmPassword = PASSWORD_MISMATCH;
    if (found.token) {
      setFailure(found.token);
      return;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, FIELD_ORDER, found);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const { confirmPassword: _confirm, ...details } = values;
      await apiRequest("POST", "/api/employers/invitations/accept", { ...details, token });
      await navigate("/employer/login?invited=1", { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      const { token: tokenProblem, ...rest } = fields;
      setErrors(rest);
      if (Object.keys(rest).length > 0) focusFirstInvalid(formRef.current, FIELD_ORDER, rest);
      setFailure(
        tokenProblem ??
          (Object.keys(rest).length > 0
            ? null
            : (serverErrorMessage(error) ?? "We could not accept the invitation. Please try again.")),
      );
    } finally {
      setSaving(false);
    }
  }

  if (!token) {
    return (
      <AuthPage
        icon={UsersIcon}
        title="Join Your Company's Account"
        lead="This page opens from the invitation we email you."
      >
        <Notice tone="error">{EMPLOYER_MESSAGES.invitationInvalid}</Notice>
        <p className="mt-6 text-center text-sm">
          Already have an account? <AuthLink to="/employer/login">Sign in</AuthLink>
        </p>
      </AuthPage>
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
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-5"
        aria-label="Accept the invitation"
      >
        <EmployerPersonFields idPrefix="invite" errors={errors} />
        <NewPasswordField
          id="invite-password"
          name="password"
          label="Password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <ConfirmPasswordField
          id="invite-confirm"
          label="Confirm password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirmPassword}
        />
        <SubmitButton size="lg" className="w-full" pending={saving} pendingLabel="Joining...">
          Accept Invitation
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
