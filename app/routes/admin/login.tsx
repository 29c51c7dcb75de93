import { ArrowLeftIcon, CheckCircle2Icon, ShieldCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND } from "../../../common/brand";

/** Where the browser starts the Microsoft sign-in (SPEC §7): a full-page redirect, not a fetch. */
const MICROSOFT_SIGN_IN_PATH = "/api/admin/auth/microsoft";

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

export default function AdminLogin() {
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

        <Button asChild size="lg" className="mt-8 w-full">
          <a href={MICROSOFT_SIGN_IN_PATH}>
            <MicrosoftMark />
            Sign in with Microsoft
          </a>
        </Button>

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
