import { LogInIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { keepReturnTo } from "~/components/accounts/keep-return-to";
import { type SignInAttempt, SignInForm } from "~/components/accounts/sign-in-form";
import { AuthPage } from "~/components/candidate/auth-page";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { safeCopilotReturnTo, useStoredCopilotToken } from "~/components/copilot/copilot-account";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage } from "~/lib/api-errors";
import {
  forgetCopilotPendingVerification,
  rememberCopilotPendingVerification,
  saveCopilotToken,
} from "~/lib/copilot-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";
import { CANDIDATE_MESSAGES } from "../../../../common/candidate-options";
import type { Route } from "./+types/login";

/** SPEC §9: how long the verification notice shows before the verify page opens. */
const VERIFICATION_REDIRECT_DELAY_MS = 2000;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign In to the AI Hiring Assistant",
    description: "Sign in to your company's AI hiring assistant workspace.",
    path: "/copilot/client/login",
    appUrl: appUrlFrom(matches),
  });
}

/**
 * The client sign-in (the candidate sign-in's form and rules): the token is kept under the copilot
 * key and the page asked for opens, else the dashboard. An unverified address is taken to the
 * verify-code page.
 */
export default function CopilotLoginPage() {
  const params = useQueryParams();
  const navigate = useNavigate();
  const token = useStoredCopilotToken();
  const returnTo = safeCopilotReturnTo(params.get("returnTo"));
  const [pending, setPending] = useState(false);
  const [pendingAddress, setPendingAddress] = useState<string | null>(null);
  const signedIn = useRef(false);

  // Someone already signed in does not need this page.
  useEffect(() => {
    if (token && !signedIn.current) void navigate(returnTo, { replace: true });
  }, [token, navigate, returnTo]);

  useEffect(() => {
    if (pendingAddress === null) return;
    const timer = setTimeout(
      () => void navigate(keepReturnTo(ACCOUNT_PAGES.copilot.verify, params, { email: pendingAddress })),
      VERIFICATION_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pendingAddress, navigate, params]);

  async function onSignIn({ email, password, rememberMe }: SignInAttempt) {
    setPending(true);
    try {
      const response = await apiRequest("POST", "/api/copilot/login", { email, password, rememberMe });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error("Login failed.");
      signedIn.current = true;
      saveCopilotToken(body.token, rememberMe);
      forgetCopilotPendingVerification();
      await navigate(returnTo, { replace: true });
    } catch (error) {
      if (httpStatusOf(error) === 403) {
        rememberCopilotPendingVerification(email);
        setPendingAddress(email);
        return;
      }
      toast({
        variant: "destructive",
        title: "Login Failed",
        description: serverErrorMessage(error) ?? "Please check your email and password.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthPage
      icon={LogInIcon}
      title="AI Hiring Assistant Sign In"
      lead="Sign in to draft orders and review ranked candidates with your team."
    >
      <SignInForm
        account={ACCOUNT_PAGES.copilot}
        pending={pending}
        disabled={pendingAddress !== null}
        onMissing={() =>
          toast({
            variant: "destructive",
            title: "Missing Information",
            description: CANDIDATE_MESSAGES.loginMissing,
          })
        }
        onSignIn={onSignIn}
        notices={
          pendingAddress !== null ? (
            <Notice tone="info" title="Email Verification Required" className="mb-6">
              Please verify your email before logging in. Taking you to the verification page…
            </Notice>
          ) : params.get("signedOut") ? (
            <Notice tone="success" className="mb-6">
              {CANDIDATE_MESSAGES.loggedOut}
            </Notice>
          ) : null
        }
      />
    </AuthPage>
  );
}
