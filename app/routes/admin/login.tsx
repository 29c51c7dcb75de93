import { ArrowLeftIcon, CheckCircle2Icon, ShieldCheckIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { toast } from "~/lib/use-toast";
import {
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_SIGN_IN_ERRORS,
  ADMIN_SIGN_IN_START_PATH,
  type AdminAuthStatus,
  adminSignInErrorFrom,
} from "../../../common/admin-auth";
import { BRAND } from "../../../common/brand";
import { adminSignInProvider } from "../../../server/modules/admin-auth";
import type { Route } from "./+types/login";

const REQUIREMENTS = [
  "An organizational Microsoft account",
  "The admin role assigned to you in the directory",
  "Permissions for the company domain",
];

export function meta() {
  return [
    { title: `Admin Sign In | ${BRAND.name}` },
    { name: "description", content: `Sign in to the ${BRAND.name} admin dashboard with Microsoft.` },
    { name: "robots", content: "noindex" },
  ];
}

/** Which sign-in this server offers, and why the last one was refused (?error=<code>). */
export function loader({ request }: Route.LoaderArgs) {
  return {
    provider: adminSignInProvider(),
    error: adminSignInErrorFrom(new URL(request.url).searchParams.get("error")) ?? null,
  };
}

function MicrosoftMark() {
  return (
    <svg viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <path fill="#f25022" d="M1 1h9v9H1z" />
      <path fill="#7fba00" d="M11 1h9v9h-9z" />
      <path fill="#00a4ef" d="M1 11h9v9H1z" />
      <path fill="#ffb900" d="M11 11h9v9h-9z" />
    </svg>
  );
}

/** SPEC §4: an admin who is already signed in goes straight to the dashboard. */
function useRedirectWhenSignedIn() {
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    fetch(ADMIN_AUTH_STATUS_PATH, { credentials: "include", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<AdminAuthStatus>) : null))
      .then((status) => {
        if (status?.authenticated) void navigate("/admin", { replace: true });
      })
      .catch(() => {
        // Offline or aborted: the page stays, and the button still works.
      });
    return () => controller.abort();
  }, [navigate]);
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { provider, error } = loaderData;
  useRedirectWhenSignedIn();

  // SPEC §8: a sign-in that could not start is a toast; every other refusal is explained in the page.
  useEffect(() => {
    if (error === "start_failed") {
      toast({
        variant: "destructive",
        title: "Login Failed",
        description: ADMIN_SIGN_IN_ERRORS.start_failed,
      });
    }
  }, [error]);

  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-50 via-white to-brand-50 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheckIcon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">Admin Sign In</h1>
          <p className="mt-2 text-slate-600 text-sm">
            Use your organization&apos;s Microsoft account to open the {BRAND.name} admin dashboard.
          </p>
        </div>

        {error && error !== "start_failed" ? (
          <Notice tone="error" title="Sign-in refused" className="mt-6">
            {ADMIN_SIGN_IN_ERRORS[error]}
          </Notice>
        ) : null}

        {provider ? (
          <Button asChild size="lg" className="mt-8 w-full">
            <a href={ADMIN_SIGN_IN_START_PATH}>
              <MicrosoftMark />
              Sign in with Microsoft
            </a>
          </Button>
        ) : (
          <>
            <Button size="lg" className="mt-8 w-full" disabled aria-describedby="admin-sign-in-unavailable">
              <MicrosoftMark />
              Sign in with Microsoft
            </Button>
            <p id="admin-sign-in-unavailable" className="mt-3 text-center text-slate-700 text-sm">
              Microsoft sign-in is not set up on this server yet. The site&apos;s operator needs to register
              it in Microsoft Entra ID and configure it (see the README).
            </p>
          </>
        )}
        {provider === "development" ? (
          <p className="mt-3 text-center text-slate-700 text-sm">
            Development mode: the next page lets you pick a test account instead of a Microsoft one.
          </p>
        ) : null}

        <section aria-labelledby="admin-requirements" className="mt-8 rounded-xl bg-slate-50 p-4">
          <h2 id="admin-requirements" className="font-semibold text-slate-900 text-sm">
            Requirements
          </h2>
          <ul className="mt-3 space-y-2 text-slate-700 text-sm">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement} className="flex gap-2">
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
                {requirement}
              </li>
            ))}
          </ul>
        </section>

        <p className="mt-8 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md font-medium text-brand-700 text-sm hover:text-brand-800 hover:underline"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back to main site
          </Link>
        </p>
      </div>
    </main>
  );
}
