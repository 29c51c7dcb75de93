import { MailCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { useCountdown } from "~/components/candidate/use-countdown";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { retryAfterOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import type { AccountPages } from "./account-kinds";
import { keepReturnTo } from "./keep-return-to";

/** Issue 6: one new code a minute per address (the server says the same with a 429). */
const RESEND_COOLDOWN_SECONDS = 60;

type Message = { tone: "success" | "error" | "info"; text: string };

/**
 * The verify page of an account (…/verify?email=…): the emailed code typed in, or the emailed link
 * (…&token=…) verified as the page opens. Success leads to the account's sign-in page with the
 * address filled in. `opening` is the notice the page opens with: one says a code was just sent, so a
 * new one waits its minute. `rememberedEmail` fills the address when the URL does not carry it.
 */
export function VerifyEmailForm({
  account,
  opening,
  rememberedEmail,
  onVerified,
}: {
  account: AccountPages;
  opening: (params: URLSearchParams) => Message | null;
  rememberedEmail?: () => string | null;
  onVerified?: () => void;
}) {
  const params = useQueryParams();
  const navigate = useNavigate();
  const linkToken = params.get("token");
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(() => opening(params));
  const [busy, setBusy] = useState<"verifying" | "resending" | null>(linkToken ? "verifying" : null);
  const cooldown = useCountdown(message ? RESEND_COOLDOWN_SECONDS : 0);
  const linkTried = useRef(false);

  // The address remembered at sign-in or registration, when the URL does not carry it.
  useEffect(() => {
    if (rememberedEmail && !params.get("email")) setEmail((typed) => typed || rememberedEmail() || "");
  }, [params, rememberedEmail]);

  async function verify(payload: { email: string; code?: string; token?: string }) {
    setBusy("verifying");
    setErrors({});
    try {
      await apiRequest("POST", `${account.api}/verify`, payload);
      onVerified?.();
      await navigate(keepReturnTo(account.login, params, { email: payload.email, verified: "1" }), {
        replace: true,
      });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setMessage({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not verify your email. Please try again.",
      });
    } finally {
      setBusy(null);
    }
  }

  // The emailed link: verify once, as soon as the page runs.
  useEffect(() => {
    const address = params.get("email");
    if (!linkToken || !address || linkTried.current) return;
    linkTried.current = true;
    void verify({ email: address, token: linkToken });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const digits = code.replace(/\s+/g, "");
    const missing: Record<string, string> = {};
    if (!address) missing.email = account.messages.email;
    if (!/^\d{6}$/.test(digits)) missing.code = CANDIDATE_MESSAGES.code;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      event.currentTarget
        .querySelector<HTMLInputElement>(missing.email ? "#verify-email" : "#verify-code")
        ?.focus();
      return;
    }
    void verify({ email: address, code: digits });
  }

  async function resend() {
    const address = email.trim();
    if (!address) {
      setErrors({ email: account.messages.email });
      return;
    }
    setBusy("resending");
    try {
      await apiRequest("POST", `${account.api}/resend-code`, { email: address });
      setMessage({ tone: "info", text: account.messages.codeResent });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) cooldown.start(wait);
      setErrors(serverFieldErrors(error));
      setMessage({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not send a new code. Please try again.",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AuthPage
      icon={MailCheckIcon}
      title="Verify Your Email"
      lead={`Enter the 6-digit code we emailed you. It works for ${account.codeMinutes} minutes.`}
      notice={message}
    >
      {busy === "verifying" && linkToken ? (
        <p role="status" className="mb-6 text-center text-slate-700 text-sm">
          Verifying your email…
        </p>
      ) : null}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField
          id="verify-email"
          label={account.emailLabel}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          id="verify-code"
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          className="font-mono text-lg tracking-[0.3em]"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code ?? errors.token}
        />
        <SubmitButton
          size="lg"
          className="w-full"
          pending={busy === "verifying"}
          pendingLabel="Verifying..."
          disabled={busy !== null}
        >
          Verify Email
        </SubmitButton>
      </form>
      <div className="mt-6 space-y-3 text-center text-slate-700 text-sm">
        <p>
          Didn&apos;t get the email? Check your spam folder, or{" "}
          <Button
            variant="ghost"
            className="h-auto px-1 py-0.5 text-brand-700 underline underline-offset-2"
            onClick={resend}
            disabled={busy !== null || cooldown.secondsLeft > 0}
          >
            {cooldown.secondsLeft > 0 ? `send a new code in ${cooldown.secondsLeft} s` : "send a new code"}
          </Button>
        </p>
        <p>
          Already verified? <AuthLink to={account.login}>Sign in</AuthLink>
        </p>
      </div>
    </AuthPage>
  );
}
