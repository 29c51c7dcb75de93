import { LogInIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ACCOUNT_PAGES } from "~/components/accounts/account-kinds";
import { type SignInAttempt, SignInForm } from "~/components/accounts/sign-in-form";
import { AuthPage } from "~/components/candidate/auth-page";
import { safeReturnTo } from "~/components/candidate/return-to";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { useStoredCandidateSession } from "~/components/candidate/use-stored-candidate-session";
import { ServerHtml } from "~/components/static/server-html";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import {
  type CandidateSession,
  forgetPendingVerification,
  rememberPendingVerification,
  saveCandidateSession,
} from "~/lib/candidate-session";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import { loginHelpCardsHtml } from "../../components/candidate/login-help-cards.server";
import { serverHtml } from "../../components/static/document-html.server";
import type { Route } from "./+types/login";

/** SPEC §9: how long the verification notice shows before the verify page opens. */
const VERIFICATION_REDIRECT_DELAY_MS = 2000;

/** SPEC §8: the fallback when an OK answer carries no session. */
const LOGIN_FAILED = "Login failed.";

/** SPEC §4: the server's error names email verification when the address is not verified yet. */
const NEEDS_VERIFICATION = /email verification|not verified/i;

/** The help cards have no state: the server renders them, and their code stays off the page. */
export function loader({ context }: Route.LoaderArgs) {
  return { helpCardsHtml: serverHtml(context, loginHelpCardsHtml()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Candidate Sign In",
    description: "Sign in to your candidate account to follow your applications and find your next job.",
    path: "/candidate/login",
    appUrl: appUrlFrom(matches),
  });
}

export default function CandidateLoginPage({ loaderData }: Route.ComponentProps) {
  const params = useQueryParams();
  const navigate = useNavigate();
  const session = useStoredCandidateSession();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const [pending, setPending] = useState(false);
  // The address waiting for verification, once the server said so: the notice shows and, after the
  // delay, the verify page opens (unless the person left this page first).
  const [pendingAddress, setPendingAddress] = useState<string | null>(null);
  const verificationNotice = pendingAddress !== null;
  const signedIn = useRef(false);

  // Someone already signed in does not need this page.
  useEffect(() => {
    if (session && !signedIn.current) void navigate(returnTo, { replace: true });
  }, [session, navigate, returnTo]);

  useEffect(() => {
    if (pendingAddress === null) return;
    const timer = setTimeout(
      () => void navigate(`/candidate/verify?${new URLSearchParams({ email: pendingAddress })}`),
      VERIFICATION_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pendingAddress, navigate]);

  function showNeedsVerification(address: string) {
    rememberPendingVerification(address);
    setPendingAddress(address);
    toast({
      title: "Email Verification Required",
      description: "Please verify your email before logging in.",
    });
  }

  function onMissing() {
    toast({
      variant: "destructive",
      title: "Missing Information",
      description: CANDIDATE_MESSAGES.loginMissing,
    });
  }

  async function onSignIn({ email, password, rememberMe }: SignInAttempt) {
    setPending(true);
    try {
      const response = await apiRequest("POST", "/api/candidates/login", { email, password, rememberMe });
      const body = (await response.json()) as Partial<CandidateSession>;
      if (!body.token || !body.candidate) throw new Error(LOGIN_FAILED);
      signedIn.current = true;
      saveCandidateSession({ token: body.token, candidate: body.candidate }, rememberMe);
      forgetPendingVerification();
      await navigate(returnTo, { replace: true });
    } catch (error) {
      const message = serverErrorMessage(error);
      if (message && NEEDS_VERIFICATION.test(message)) return showNeedsVerification(email);
      toast({
        variant: "destructive",
        title: "Login Failed",
        description:
          message ??
          (error instanceof Error && error.message === LOGIN_FAILED
            ? LOGIN_FAILED
            : "Please check your email and password."),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthPage
      icon={LogInIcon}
      title="Candidate Sign In"
      lead="Welcome back. Sign in to follow your applications and find your next role."
      aside={<ServerHtml html={loaderData.helpCardsHtml} />}
    >
      <SignInForm
        account={ACCOUNT_PAGES.candidate}
        pending={pending}
        disabled={verificationNotice}
        onMissing={onMissing}
        onSignIn={onSignIn}
        notices={
          verificationNotice ? (
            <Notice tone="info" title="Email Verification Required" className="mb-6">
              Please verify your email before logging in. Taking you to the verification page…
            </Notice>
          ) : null
        }
      />
    </AuthPage>
  );
}
