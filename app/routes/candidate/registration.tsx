import { UserPlusIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { CreateAccountSubmit, NeedsJavaScript } from "~/components/accounts/account-form-parts";
import { AccountPasswordField } from "~/components/accounts/account-password-field";
import { keepReturnTo } from "~/components/accounts/keep-return-to";
import { ConsentFields } from "~/components/applications/consent-fields";
import { ResumeFileField } from "~/components/applications/resume-file-field";
import { useResumeForm } from "~/components/applications/use-resume-form";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { type FieldErrors, fieldErrorsIn, fieldErrorsOf, refusalOf } from "~/components/forms/form-outcome";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { EmailField, FirstNameField, LastNameField, PhoneField } from "~/components/forms/person-fields";
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
  const params = useQueryParams();
  const referral = params.get("ref") ?? "";
  const { onSubmit, progress, problem, sending } = useResumeForm({
    url: "/api/candidates/register",
    fieldOrder: FIELD_ORDER,
    validate: validateRegistration,
    resumeOptional: true,
    onSuccess: () => {
      const email = String(new FormData(formRef.current ?? undefined).get("email") ?? "").trim();
      void navigate(keepReturnTo("/candidate/verify", params, { email, registered: "1" }));
    },
  });

  // Our own inline messages replace the browser's bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const errors = fieldErrorsIn(problem);

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
          <FirstNameField
            id="register-first-name"
            required
            maxLength={CANDIDATE_LIMITS.name}
            error={errors.firstName}
          />
          <LastNameField
            id="register-last-name"
            required
            maxLength={CANDIDATE_LIMITS.name}
            error={errors.lastName}
          />
        </div>
        <EmailField
          id="register-email"
          required
          maxLength={CANDIDATE_LIMITS.email}
          error={errors.email}
          defaultValue={params.get("email") ?? undefined}
        />
        <PhoneField id="register-phone" required maxLength={CANDIDATE_LIMITS.phone} error={errors.phone} />
        <AccountPasswordField id="register-password" error={errors.password} />
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
        <CreateAccountSubmit refusal={refusalOf(problem)} sending={sending} />
      </form>
      <NeedsJavaScript doing="Creating an account" />
    </AuthPage>
  );
}

async function validateRegistration(form: FormData): Promise<FieldErrors> {
  const { candidateRegistrationSchema } = await import("../../../common/candidates");
  const values = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const parsed = candidateRegistrationSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
