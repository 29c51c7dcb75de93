import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useCountdown } from "~/components/candidate/use-countdown";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { httpStatusOf, retryAfterOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { readStorage, writeStorage } from "~/lib/browser-storage";
import type { CandidateSession } from "~/lib/candidate-session";
import {
  ASSESSMENT_LIMITS,
  ASSESSMENT_MESSAGES,
  type AssessmentAttemptView,
  type AssessmentCodeSent,
  type AssessmentListing,
} from "../../../common/assessments";
import { assessmentCall, type SittingCredential } from "./assessment-api";

/** The address a visitor proved in this tab: the result page offers it to the registration form. */
const VISITOR_EMAIL_KEY = "assessmentVisitorEmail";

export const rememberedVisitorEmail = () => readStorage("session", VISITOR_EMAIL_KEY);

type Message = { tone: "error" | "info" | "success"; text: string };

/** The words of a refusal: the server's message, with the wait a 429 asked for. */
function refusalText(error: unknown, fallback: string): string {
  const message = serverErrorMessage(error) ?? fallback;
  const wait = retryAfterOf(error);
  if (httpStatusOf(error) !== 429 || !wait) return message;
  const minutes = Math.ceil(wait / 60);
  return `${message} You can try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Starting a sitting: a signed-in candidate starts at once; a visitor proves an address with the
 * emailed 6-digit code first. 409 (one sitting per retake period) shows when they can take it again.
 */
export function StartPanel({
  assessment,
  session,
  onStarted,
}: {
  assessment: AssessmentListing;
  /** undefined until the browser has read its storage. */
  session: CandidateSession | null | undefined;
  onStarted: (view: AssessmentAttemptView, credential: SittingCredential) => void;
}) {
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<"code" | "start" | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const cooldown = useCountdown();
  const base = `/api/assessments/${assessment.slug}`;

  async function start(credential: SittingCredential, body?: { email: string; code: string }) {
    setBusy("start");
    setMessage(null);
    setErrors({});
    try {
      const view = await assessmentCall<AssessmentAttemptView>(credential, "POST", `${base}/attempts`, body);
      if (body) writeStorage("session", VISITOR_EMAIL_KEY, body.email);
      onStarted(view, credential);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (!fields.code && !fields.email)
        setMessage({
          tone: "error",
          text: refusalText(error, "The assessment could not start. Please try again."),
        });
    } finally {
      setBusy(null);
    }
  }

  async function sendCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const address = email.trim();
    const { assessmentVerificationSchema } = await import("../../../common/assessment-schemas");
    if (!assessmentVerificationSchema.safeParse({ email: address }).success) {
      setErrors({ email: ASSESSMENT_MESSAGES.email });
      document.getElementById("assessment-email")?.focus();
      return;
    }
    setBusy("code");
    setErrors({});
    setMessage(null);
    try {
      const sent = await assessmentCall<AssessmentCodeSent>(
        { visitor: true },
        "POST",
        `${base}/verification`,
        {
          email: address,
        },
      );
      setCodeSentTo(sent.sentTo);
      setMessage({ tone: "success", text: sent.message });
      cooldown.start(60);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) cooldown.start(wait);
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (!fields.email)
        setMessage({
          tone: "error",
          text: refusalText(error, "We could not send a code. Please try again."),
        });
    } finally {
      setBusy(null);
    }
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, "");
    if (!codeSentTo) return;
    if (!/^\d{6}$/.test(digits)) {
      setErrors({ code: ASSESSMENT_MESSAGES.code });
      document.getElementById("assessment-code")?.focus();
      return;
    }
    void start({ visitor: true }, { email: codeSentTo, code: digits });
  }

  const notice = message ? <Notice tone={message.tone}>{message.text}</Notice> : null;

  if (session === undefined) return <p className="text-slate-600">Loading…</p>;

  if (session)
    return (
      <div className="space-y-4">
        <p className="break-words text-slate-700">
          You are signed in as {session.candidate.email}: the result goes to your candidate account.
        </p>
        {notice}
        <Button
          size="lg"
          disabled={busy !== null}
          onClick={() => void start({ candidateToken: session.token })}
        >
          {busy === "start" ? "Starting…" : "Start the assessment"}
        </Button>
      </div>
    );

  const returnTo = `/assessment/${assessment.slug}`;
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        {ASSESSMENT_MESSAGES.signInOrVerify}{" "}
        <Link
          to={`/candidate/login?${new URLSearchParams({ returnTo })}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Sign in to your candidate account
        </Link>
      </p>
      {notice}
      <form
        noValidate
        onSubmit={(event) => void sendCode(event)}
        className="space-y-4"
        aria-label="Verify your email"
      >
        <EmailField
          id="assessment-email"
          value={email}
          maxLength={ASSESSMENT_LIMITS.email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          readOnly={codeSentTo !== null}
        />
        {codeSentTo ? null : (
          <SubmitButton pending={busy === "code"} pendingLabel="Sending…" disabled={busy !== null}>
            Email me a code
          </SubmitButton>
        )}
      </form>
      {codeSentTo ? (
        <form noValidate onSubmit={submitCode} className="space-y-4" aria-label="Enter the code">
          <TextField
            id="assessment-code"
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-48 font-mono text-lg tracking-[0.3em]"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <SubmitButton
              size="lg"
              pending={busy === "start"}
              pendingLabel="Starting…"
              disabled={busy !== null}
            >
              Start the assessment
            </SubmitButton>
            <Button
              variant="outline"
              disabled={busy !== null || cooldown.secondsLeft > 0}
              onClick={() => void sendCode()}
            >
              {cooldown.secondsLeft > 0 ? `Send a new code in ${cooldown.secondsLeft} s` : "Send a new code"}
            </Button>
            <Button
              variant="ghost"
              disabled={busy !== null}
              onClick={() => {
                setCodeSentTo(null);
                setCode("");
                setMessage(null);
              }}
            >
              Use another email
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
