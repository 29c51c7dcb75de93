import { CircleAlertIcon, UserPlusIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConsentFields } from "~/components/applications/consent-fields";
import { type FieldErrors, fieldErrorsOf } from "~/components/applications/form-outcome";
import { ResumeFileField } from "~/components/applications/resume-file-field";
import { useResumeForm } from "~/components/applications/use-resume-form";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { NewPasswordField } from "~/components/candidate/new-password-field";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CANDIDATE_LIMITS } from "../../../common/candidate-options";
import type { Route } from "./+types/registration";

const FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "consentTerms",
  "resume",
] as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Create Your Candidate Account",
    description:
      "Create a free candidate account: apply faster, follow your applications and hear about Florida jobs that fit you.",
    path: "/candidate/registration",
    appUrl: appUrlFrom(matches),
  });
}

/**
 * Registration (issue 6): names, email, phone, a new password with a strength hint, the consents and
 * an optional resume. The answer is the same whether or not the address had an account; the next
 * step is the code the email brings.
 */
export default function CandidateRegistrationPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const referral = useQueryParams().get("ref") ?? "";
  const { onSubmit, progress, problem, sending } = useResumeForm({
    url: "/api/candidates/register",
    fieldOrder: FIELD_ORDER,
    validate: validateRegistration,
    resumeOptional: true,
    onSuccess: () => {
      const email = String(new FormData(formRef.current ?? undefined).get("email") ?? "").trim();
      void navigate(`/candidate/verify?${new URLSearchParams({ email, registered: "1" })}`);
    },
  });

  // Our own inline messages replace the browser's bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const errors: FieldErrors = problem?.status === "invalid" ? problem.fieldErrors : {};

  return (
    <AuthPage
      icon={UserPlusIcon}
      title="Create Your Account"
      lead={
        <>
          Already have one? <AuthLink to="/candidate/login">Sign in</AuthLink>
        </>
      }
    >
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="space-y-5"
        aria-label="Create your candidate account"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="register-first-name"
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={CANDIDATE_LIMITS.name}
            error={errors.firstName}
          />
          <TextField
            id="register-last-name"
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={CANDIDATE_LIMITS.name}
            error={errors.lastName}
          />
        </div>
        <TextField
          id="register-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          maxLength={CANDIDATE_LIMITS.email}
          error={errors.email}
        />
        <TextField
          id="register-phone"
          name="phone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          required
          maxLength={CANDIDATE_LIMITS.phone}
          error={errors.phone}
        />
        <NewPasswordField
          id="register-password"
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          maxLength={CANDIDATE_LIMITS.passwordMax}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <ResumeFileField
          id="register-resume"
          label="Resume (optional)"
          error={errors.resume}
          progress={progress}
        />
        <ConsentFields
          idPrefix="register"
          error={errors.consentTerms}
          smsAbout="my account and job matches"
        />
        <HoneypotField idPrefix="register" />
        {referral ? <input type="hidden" name="referral" value={referral} /> : null}
        {problem?.status === "refused" ? (
          <p role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-red-800 text-sm">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {problem.message}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? "Creating your account..." : "Create Account"}
        </Button>
      </form>
      <noscript>
        <p className="mt-4 text-center text-slate-700 text-sm">
          Creating an account needs JavaScript turned on.
        </p>
      </noscript>
    </AuthPage>
  );
}

async function validateRegistration(form: FormData): Promise<FieldErrors> {
  const { candidateRegistrationSchema } = await import("../../../common/candidates");
  const values = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const parsed = candidateRegistrationSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
