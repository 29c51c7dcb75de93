import { useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { type PortalLink, PortalShell } from "~/components/portal/portal-shell";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage } from "~/lib/api-errors";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { canEmployer, type EmployerPermission } from "../../../common/employer-options";
import { getEmployerAccount } from "../../../server/modules/employer-accounts";
import type { Route } from "./+types/portal-layout";

/**
 * The employer portal's pages (SPEC's employer routes), in the order a client works through them;
 * a page behind a permission is offered only to the roles that have it (EMPLOYER_PERMISSIONS).
 */
const EMPLOYER_PORTAL_LINKS: readonly (PortalLink & { permission?: EmployerPermission })[] = [
  { to: "/employer/dashboard", label: "Dashboard" },
  { to: "/employer/submit-order", label: "Submit Order", permission: "manageOrders" },
  { to: "/employer/active-orders", label: "Active Orders" },
  { to: "/employer/candidates", label: "Candidates", permission: "manageCandidates" },
  { to: "/employer/interviews", label: "Interviews", permission: "manageCandidates" },
  { to: "/employer/timesheets", label: "Timesheets", permission: "approveTimesheets" },
  { to: "/employer/invoices", label: "Invoices", permission: "viewInvoices" },
  { to: "/employer/onboarding", label: "Onboarding" },
  { to: "/employer/consultations", label: "Consultations" },
  { to: "/employer/team", label: "Team" },
];

/**
 * Every signed-in /employer/* page renders inside this frame. Its loader guards like each page's
 * own (loaders run in parallel, so every page loader calls requireEmployerPage too).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  return getEmployerAccount(session);
}

export default function EmployerPortalLayout({ loaderData }: Route.ComponentProps) {
  const { user, company } = loaderData;
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailure, setSignOutFailure] = useState<string | null>(null);

  async function signOut() {
    setSigningOut(true);
    setSignOutFailure(null);
    try {
      await apiRequest("POST", "/api/employers/logout");
    } catch (error) {
      // Already signed out (401) is what was wanted; anything else is worth saying.
      if (httpStatusOf(error) !== 401) {
        setSignOutFailure(serverErrorMessage(error) ?? "We could not sign you out. Please try again.");
        setSigningOut(false);
        return;
      }
    }
    await navigate("/employer/login?signedOut=1", { replace: true });
  }

  return (
    <PortalShell
      portalName="Employer Portal"
      personName={`${user.firstName} ${user.lastName}`}
      detail={company.legalName}
      links={EMPLOYER_PORTAL_LINKS.filter(
        ({ permission }) => !permission || canEmployer(user.role, permission),
      )}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
    >
      {signOutFailure ? (
        <Notice tone="error" className="mb-6">
          {signOutFailure}
        </Notice>
      ) : null}
      <Outlet />
    </PortalShell>
  );
}
