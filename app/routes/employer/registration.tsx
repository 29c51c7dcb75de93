import { Building2Icon } from "lucide-react";
import { useNavigate } from "react-router";
import { CreateAccountSubmit, NeedsJavaScript } from "~/components/accounts/account-form-parts";
import { AccountPasswordField } from "~/components/accounts/account-password-field";
import { EmployerPersonFields } from "~/components/accounts/employer-person-fields";
import { keepReturnTo } from "~/components/accounts/keep-return-to";
import { SocialSignInLinks } from "~/components/accounts/social-sign-in-links";
import { useAccountForm } from "~/components/accounts/use-account-form";
import { AuthLink } from "~/components/candidate/auth-page";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { CompanyFields } from "~/components/employer/company-fields";
import { type FieldErrors, fieldErrorsOf } from "~/components/forms/form-outcome";
import { EmailField } from "~/components/forms/person-fields";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { EMPLOYER_LIMITS } from "../../../common/employer-options";
import { EMPLOYER_SOCIAL_PROVIDER_NAMES } from "../../../common/employer-social-sign-in";
import { employerSocialPrefill, employerSocialProviders } from "../../../server/modules/employer-accounts";
import type { Route } from "./+types/registration";

/** The form's fields in the order they appear: the first one in error gets the focus. */
const FIELD_ORDER = [
  "legalName",
  "industry",
  "sizeBand",
  "street",
  "city",
  "state",
  "zip",
  "website",
  "firstName",
  "lastName",
  "jobTitle",
  "workPhone",
  "email",
  "password",
] as const;

/**
 * The Google and LinkedIn links the server offers, and the name and address a social sign-in left
 * for someone without an account (a cookie the callback set; only a starting point, verified by
 * email like any other registration).
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    socialProviders: employerSocialProviders(),
    prefill: employerSocialPrefill(request.headers.get("cookie")),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Create Your Employer Account",
    description:
      "Register your company with Sunshine Staffing to order contract and permanent staff and work with our recruiters online.",
    path: "/employer/registration",
    appUrl: appUrlFrom(matches),
  });
}

/**
 * Employer registration (issue 18): the company (legal name, industry, size, address, website), its
 * contact person (name, title, work phone, work email) and a password with the candidates' rules. The
 * answer is the same whether or not the address had an account; the next step is the emailed code.
 * The company then waits for staff approval, which the dashboard shows.
 */
export default function EmployerRegistrationPage({ loaderData }: Route.ComponentProps) {
  const { socialProviders, prefill } = loaderData;
  const navigate = useNavigate();
  const params = useQueryParams();
  const { formRef, errors, refusal, sending, submit } = useAccountForm({
    fieldOrder: FIELD_ORDER,
    failure: "We could not create your account. Please try again.",
  });

  async function check(values: Record<string, string>): Promise<FieldErrors> {
    const { employerRegistrationSchema } = await import("../../../common/employer-accounts");
    const parsed = employerRegistrationSchema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  }

  async function send(values: Record<string, string>) {
    await apiRequest("POST", "/api/employers/register", values);
    await navigate(
      keepReturnTo("/employer/verify", params, { email: String(values.email).trim(), registered: "1" }),
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Building2Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">
            Create Your Employer Account
          </h1>
          <p className="mt-2 text-slate-600 text-sm">
            Already have one? <AuthLink to="/employer/login">Sign in</AuthLink>
          </p>
        </div>
        {prefill ? (
          <Notice tone="info" className="mt-6 wrap-anywhere">
            There is no employer account for {prefill.email} yet. We filled in your name and email from{" "}
            {EMPLOYER_SOCIAL_PROVIDER_NAMES[prefill.provider]}: add your company and a password to create one.
          </Notice>
        ) : (
          <SocialSignInLinks providers={socialProviders} />
        )}
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={(event) => void submit(event, check, send)}
          className="mt-8 space-y-8"
          aria-label="Create your employer account"
        >
          <fieldset className="space-y-5">
            <legend className="font-semibold text-lg text-slate-900">Your company</legend>
            <CompanyFields idPrefix="register" errors={errors} />
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="font-semibold text-lg text-slate-900">Contact person</legend>
            <p className="text-slate-600 text-sm">
              You become the account&apos;s owner and can invite colleagues once you are signed in.
            </p>
            <EmployerPersonFields
              idPrefix="register"
              errors={errors}
              titleBesidePhone
              defaults={prefill ?? undefined}
            />
            <EmailField
              id="register-email"
              defaultValue={prefill?.email}
              label="Work email"
              autoComplete="work email"
              required
              maxLength={EMPLOYER_LIMITS.email}
              error={errors.email}
            />
            <AccountPasswordField id="register-password" error={errors.password} />
          </fieldset>
          <p className="text-slate-600 text-sm">
            We email you a code to verify the address. Our team then reviews your company, usually within one
            business day, before your first order goes live.
          </p>
          <CreateAccountSubmit refusal={refusal} sending={sending} />
        </form>
        <NeedsJavaScript doing="Creating an account" />
      </div>
    </div>
  );
}
