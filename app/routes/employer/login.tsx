import { Building2Icon } from "lucide-react";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { type SignInAttempt, SignInForm } from "~/components/accounts/sign-in-form";
import { SocialSignInLinks } from "~/components/accounts/social-sign-in-links";
import { AuthLink, AuthPage, type AuthPageNotice } from "~/components/candidate/auth-page";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { safeEmployerReturnTo } from "~/components/employer/return-to";
import { ServerHtml } from "~/components/static/server-html";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage } from "~/lib/api-errors";
import { employerFromRequest } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";
import {
  EMPLOYER_SOCIAL_SIGN_IN_ERRORS,
  employerSocialSignInErrorFrom,
} from "../../../common/employer-social-sign-in";
import { employerSocialProviders } from "../../../server/modules/employer-accounts";
import { employerLoginHelpCardsHtml } from "../../components/employer/login-help-cards.server";
import { serverHtml } from "../../components/static/document-html.server";
import type { Route } from "./+types/login";

/** A signed-in employer does not need this page: the portal page asked for, or the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await employerFromRequest(request)) {
    throw redirect(safeEmployerReturnTo(new URL(request.url).searchParams.get("returnTo")));
  }
  return {
    helpCardsHtml: serverHtml(context, employerLoginHelpCardsHtml()),
    socialProviders: employerSocialProviders(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Employer Sign In",
    description: "Sign in to your employer account to work with Sunshine Staffing's recruiters.",
    path: "/employer/login",
    appUrl: appUrlFrom(matches),
  });
}

/**
 * SPEC §2 "Employer login": the candidate sign-in's layout (email, password with show/hide, Remember
 * me, Forgot password, Create Account, help cards), with a real check: POST /api/employers/login sets
 * the httpOnly session cookie, then the portal opens. "Continue with Google / LinkedIn" appear only
 * for the providers the server offers (issue 18: never a button that does nothing); a refused
 * social sign-in comes back here with ?error=<code>, said in words.
 */
export default function EmployerLoginPage({ loaderData }: Route.ComponentProps) {
  const params = useQueryParams();
  const navigate = useNavigate();
  const returnTo = safeEmployerReturnTo(params.get("returnTo"));
  const [pending, setPending] = useState(false);
  const socialError = employerSocialSignInErrorFrom(params.get("error"));
  const [failure, setFailure] = useState<AuthPageNotice | null>(
    socialError && socialError !== "account_not_verified"
      ? { tone: "error", text: EMPLOYER_SOCIAL_SIGN_IN_ERRORS[socialError] }
      : null,
  );
  /**
   * The address the server said is not verified yet (a password sign-in, or a social one that
   * came back with error=account_not_verified): the page offers the way to verify it.
   */
  const [unverified, setUnverified] = useState<string | null>(
    socialError === "account_not_verified" ? params.get("email") : null,
  );
  const [resending, setResending] = useState(false);

  function onMissing() {
    setUnverified(null);
    setFailure({
      tone: "error",
      text: (
        <>
          <strong>Missing Information.</strong> {CANDIDATE_MESSAGES.loginMissing}
        </>
      ),
    });
  }

  async function onSignIn(attempt: SignInAttempt) {
    setUnverified(null);
    setPending(true);
    setFailure(null);
    try {
      await apiRequest("POST", "/api/employers/login", attempt);
      await navigate(returnTo, { replace: true });
    } catch (error) {
      if (httpStatusOf(error) === 403) {
        setUnverified(attempt.email);
        return;
      }
      setFailure({
        tone: "error",
        text: (
          <>
            <strong>Login Failed.</strong>{" "}
            {serverErrorMessage(error) ?? "Please check your email and password."}
          </>
        ),
      });
    } finally {
      setPending(false);
    }
  }

  async function resendCode(address: string) {
    setResending(true);
    try {
      await apiRequest("POST", "/api/employers/resend-code", { email: address });
      await navigate(`/employer/verify?${new URLSearchParams({ email: address, resent: "1" })}`);
    } catch (error) {
      setFailure({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not send a new code. Please try again.",
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthPage
      icon={Building2Icon}
      title="Employer Sign In"
      lead="Welcome back. Sign in to work with your recruiters and manage your company's account."
      notice={failure}
      aside={<ServerHtml html={loaderData.helpCardsHtml} />}
    >
      <SignInForm
        account={ACCOUNT_PAGES.employer}
        pending={pending}
        onMissing={onMissing}
        onSignIn={onSignIn}
        notices={
          <>
            {params.get("invited") ? (
              <Notice tone="success" className="mb-6">
                {EMPLOYER_MESSAGES.invitationAccepted}
              </Notice>
            ) : null}
            {params.get("signedOut") ? (
              <Notice tone="info" className="mb-6">
                You are signed out.
              </Notice>
            ) : null}
            {unverified ? (
              <Notice tone="info" title="Email Verification Required" className="mb-6">
                <p>
                  {socialError === "account_not_verified"
                    ? EMPLOYER_SOCIAL_SIGN_IN_ERRORS.account_not_verified
                    : "Please verify your email before logging in. Enter the code we emailed you, or ask for a new one."}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <AuthLink to={`/employer/verify?${new URLSearchParams({ email: unverified })}`}>
                    Enter my code
                  </AuthLink>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={resending}
                    onClick={() => void resendCode(unverified)}
                  >
                    {resending ? "Sending..." : "Send a new code"}
                  </Button>
                </div>
              </Notice>
            ) : null}
          </>
        }
        alternatives={<SocialSignInLinks providers={loaderData.socialProviders} />}
        footer={
          <p className="mt-2 text-center text-slate-700 text-sm">
            Looking for work instead? <AuthLink to="/candidate/login">Candidate sign in</AuthLink>
          </p>
        }
      />
    </AuthPage>
  );
}
