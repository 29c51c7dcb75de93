import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { PortalCandidateContext } from "~/components/candidate/portal-context";
import { PortalSkeleton } from "~/components/candidate/portal-skeleton";
import { loginPathFor } from "~/components/candidate/return-to";
import { useCandidateAccount } from "~/components/candidate/use-candidate-account";
import { useSignOut } from "~/components/candidate/use-sign-out";
import { type PortalLink, PortalShell } from "~/components/portal/portal-shell";
import { QueryProvider } from "~/components/query-provider";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";

/**
 * The portal's navigation (SPEC §2's candidate pages): finding work, the recruiting flow, then the
 * placed contractor's pages, then referrals, support and the profile.
 */
const CANDIDATE_PORTAL_LINKS: readonly PortalLink[] = [
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

/**
 * Every /candidate/* page behind sign-in goes through here: the one guard of the portal. No valid
 * session: to /candidate/login, which returns to the page asked for afterwards.
 */
export default function CandidatePortalLayout() {
  return (
    <QueryProvider>
      <GuardedPortal />
    </QueryProvider>
  );
}

function GuardedPortal() {
  const account = useCandidateAccount();
  const { signOut, signingOut, isSigningOut } = useSignOut();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // Once per sign-out: a navigation re-renders this layout until the sign-in page replaces it, and
  // starting the navigation again on each of those renders would restart it for ever.
  useEffect(() => {
    if (account.status === "signed-out" && !isSigningOut()) {
      void navigate(loginPathFor({ pathname, search }), { replace: true });
    }
  }, [account.status, pathname, search, navigate, isSigningOut]);

  if (account.status === "unreachable") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Notice tone="error" title="We could not reach the server">
          Check your connection, then try again.
        </Notice>
        <Button className="mt-4" onClick={account.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (account.status !== "signed-in") return <PortalSkeleton />;
  return (
    <PortalShell
      portalName="Candidate Portal"
      personName={`${account.candidate.firstName} ${account.candidate.lastName}`}
      detail={account.candidate.email}
      links={CANDIDATE_PORTAL_LINKS}
      onSignOut={signOut}
      signingOut={signingOut}
    >
      <PortalCandidateContext value={account.candidate}>
        <Outlet />
      </PortalCandidateContext>
    </PortalShell>
  );
}
