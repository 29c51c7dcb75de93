import { ArrowLeftIcon, CheckCircle2Icon, ShieldCheckIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { toast } from "~/lib/use-toast";
import type { AdminAuthStatus, AdminSignInError } from "../../../common/admin-auth";

export type AdminSignInProvider = "microsoft" | "development";

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
function useRedirectWhenSignedIn(statusPath: string, homePath: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    fetch(statusPath, { credentials: "include", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<AdminAuthStatus>) : null))
      .then((status) => {
        if (status?.authenticated) void navigate(homePath, { replace: true });
      })
      .catch(() => {
        // Offline or aborted: the page stays, and the button still works.
      });
    return () => controller.abort();
  }, [navigate, statusPath, homePath]);
}

export type StaffSignInProps = {
  provider: AdminSignInProvider | null;
  error: AdminSignInError | null;
  title: string;
  intro: string;
  /** The area's API: where the sign-in starts, and where the page asks whether it is signed in already. */
  startPath: string;
  statusPath: string;
  homePath: string;
  errors: Record<AdminSignInError, string>;
  requirements: readonly string[];
};

/**
 * A staff area's sign-in page (the agency's /admin/login, the copilot admin's /copilot/admin/login):
 * Microsoft organisational sign-in, or the development provider's test accounts.
 */
export function StaffSignIn({
  provider,
  error,
  title,
  intro,
  startPath,
  statusPath,
  homePath,
  errors,
  requirements,
}: StaffSignInProps) {
  useRedirectWhenSignedIn(statusPath, homePath);

  // SPEC §8: a sign-in that could not start is a toast; every other refusal is explained in the page.
  useEffect(() => {
    if (error === "start_failed") {
      toast({
        variant: "destructive",
        title: "Login Failed",
        description: errors.start_failed,
      });
    }
  }, [error, errors]);

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
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
          <p className="mt-2 text-slate-600 text-sm">{intro}</p>
        </div>

        {error && error !== "start_failed" ? (
          <Notice tone="error" title="Sign-in refused" className="mt-6">
            {errors[error]}
          </Notice>
        ) : null}

        {provider ? (
          <Button asChild size="lg" className="mt-8 w-full">
            <a href={startPath}>
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
            {requirements.map((requirement) => (
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
