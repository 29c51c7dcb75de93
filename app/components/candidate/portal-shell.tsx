import { LogOutIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { CandidateProfile } from "../../../common/candidate-options";

/**
 * The portal's navigation (SPEC §2's candidate pages): finding work, the recruiting flow, then the
 * placed contractor's pages, then referrals, support and the profile. (Not in common/navigation:
 * every public page ships that file.)
 */
const CANDIDATE_PORTAL_LINKS: readonly { to: string; label: string }[] = [
  { to: "/candidate/dashboard", label: "Dashboard" },
  { to: "/candidate/job-search", label: "Job Search" },
  { to: "/candidate/applications", label: "Applications" },
  { to: "/candidate/interviews", label: "Interviews" },
  { to: "/candidate/placements", label: "Assignments" },
  { to: "/candidate/timesheets", label: "Timesheets" },
  { to: "/candidate/paystubs", label: "Paystubs" },
  { to: "/candidate/benefits", label: "Benefits" },
  { to: "/candidate/documents", label: "Documents" },
  { to: "/candidate/referrals", label: "Referrals" },
  { to: "/candidate/support", label: "Support" },
  { to: "/candidate/profile", label: "My Profile" },
];

/** The candidate portal's frame: who is signed in, the portal navigation and Sign out. */
export function PortalShell({
  candidate,
  onSignOut,
  signingOut,
  children,
}: {
  candidate: CandidateProfile;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 grid-cols-[minmax(0,1fr)] lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8 lg:py-12">
      <aside className="min-w-0 space-y-4">
        <div className="rounded-xl bg-slate-900 p-4 text-white">
          <p className="text-slate-300 text-xs uppercase tracking-wider">Candidate Portal</p>
          <p className="mt-1 break-words font-semibold">
            {candidate.firstName} {candidate.lastName}
          </p>
          <p className="break-all text-slate-300 text-sm">{candidate.email}</p>
        </div>
        <nav aria-label="Candidate portal">
          <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            {CANDIDATE_PORTAL_LINKS.map(({ to, label }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-lg px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-700",
                      isActive
                        ? "bg-brand-700 text-white"
                        : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="outline" className="w-full" onClick={onSignOut} disabled={signingOut}>
          <LogOutIcon aria-hidden="true" />
          {signingOut ? "Signing out..." : "Sign out"}
        </Button>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
