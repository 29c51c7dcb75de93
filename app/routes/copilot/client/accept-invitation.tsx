import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { InvitationLinkMissing, useChosenPassword } from "~/components/accounts/invitation-parts";
import { useAccountForm } from "~/components/accounts/use-account-form";
import { useLinkToken } from "~/components/accounts/use-link-token";
import { AuthPage } from "~/components/candidate/auth-page";
import { CurrentPasswordField } from "~/components/candidate/password-field";
import { COPILOT_HOME } from "~/components/copilot/copilot-account";
import { type FieldErrors, fieldErrorsOf } from "~/components/forms/form-outcome";
import { RadioCards } from "~/components/forms/radio-cards";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { apiRequest } from "~/lib/api-client";
import { saveCopilotToken } from "~/lib/copilot-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_LIMITS, COPILOT_MESSAGES } from "../../../../common/copilot-accounts";
import type { Route } from "./+types/accept-invitation";

const FIELD_ORDER = ["name", "password", "confirmPassword"] as const;

type Who = "new" | "existing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Join Your Team's Workspace",
    description: "Accept a colleague's invitation to your company's AI hiring assistant workspace.",
    path: "/copilot/client/accept-invitation",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /copilot/client/accept-invitation?token=… from an owner's invitation email: someone new chooses a
 * name and password; someone whose invited address already has an account signs in with its
 * password. Either way they join the workspace and land on its dashboard, signed in. Sent with
 * Referrer-Policy: no-referrer; the token leaves the address bar as soon as the page runs.
 */
export default function CopilotAcceptInvitationPage() {
  const navigate = useNavigate();
  const token = useLinkToken();
  const [who, setWho] = useState<Who>("new");
  const chosenPassword = useChosenPassword("invite");
  const [password, setPassword] = useState("");
  const { formRef, errors, refusal, sending, submit } = useAccountForm({
    fieldOrder: FIELD_ORDER,
    failure: "We could not accept the invitation. Please try again.",
    refusalField: "token",
    keepRefusalWhileInvalid: true,
  });

  async function check(values: Record<string, string>): Promise<FieldErrors> {
    if (who === "existing") return values.password ? {} : { password: COPILOT_MESSAGES.password };
    const { copilotNewMemberSchema } = await import("../../../../common/copilot-accounts-schemas");
    const parsed = copilotNewMemberSchema.safeParse(values);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    return chosenPassword.confirmationError(found, values.password);
  }

  async function send(values: Record<string, string>) {
    const body =
      who === "new"
        ? { token, name: values.name, password: values.password }
        : { token, password: values.password };
    const response = await apiRequest("POST", "/api/copilot/invitations/accept", body);
    const started = (await response.json()) as { token: string };
    saveCopilotToken(started.token, false);
    await navigate(COPILOT_HOME, { replace: true });
  }

  if (!token) {
    return (
      <InvitationLinkMissing
        title="Join Your Team's Workspace"
        message={COPILOT_MESSAGES.invitationInvalid}
        signIn={{ prompt: "Already a member?", to: "/copilot/client/login" }}
      />
    );
  }

  return (
    <AuthPage
      icon={UsersIcon}
      title="Join Your Team's Workspace"
      lead="A colleague invited you to their company's AI hiring assistant workspace."
      notice={refusal ? { tone: "error", text: refusal } : null}
    >
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={(event) => void submit(event, check, send)}
        className="space-y-5"
        aria-label="Accept the invitation"
      >
        <RadioCards
          id="invite-who"
          columns="sm:grid-cols-2"
          legend="Do you have an account with the invited address?"
          name="who"
          value={who}
          onChange={(value) => setWho(value as Who)}
          options={[
            { value: "new", label: "I'm new here", hint: "Choose your name and a password." },
            { value: "existing", label: "I have an account", hint: "Sign in with its password." },
          ]}
        />
        {who === "new" ? (
          <>
            <TextField
              id="invite-name"
              name="name"
              label="Your name"
              autoComplete="name"
              required
              maxLength={COPILOT_LIMITS.name}
              error={errors.name}
            />
            {chosenPassword.fields(errors)}
          </>
        ) : (
          <CurrentPasswordField
            id="invite-current-password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        )}
        <SubmitButton size="lg" className="w-full" pending={sending} pendingLabel="Joining...">
          Accept Invitation
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
