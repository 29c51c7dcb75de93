import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { PortalSkeleton } from "~/components/candidate/portal-skeleton";
import { CopilotAccountContext, useCopilotAccount } from "~/components/copilot/copilot-account";
import { WorkspaceSwitcher } from "~/components/copilot/workspace-switcher";
import { type PortalLink, PortalShell } from "~/components/portal/portal-shell";
import { QueryProvider } from "~/components/query-provider";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf } from "~/lib/api-errors";
import { clearCopilotToken } from "~/lib/copilot-session";
import { toast } from "~/lib/use-toast";
import { COPILOT_MESSAGES } from "../../../../common/copilot-accounts";
import { COPILOT_BILLING_PATHS } from "../../../../common/copilot-billing";
import { COPILOT_CANDIDATES_PATH } from "../../../../common/copilot-candidates";

/** The client area's pages. */
const CLIENT_LINKS: readonly PortalLink[] = [
  { to: "/copilot/client/dashboard", label: "Dashboard" },
  { to: "/copilot/client/submitorder", label: "Submit an order" },
  { to: "/copilot/client/jobstatus", label: "Job status" },
  { to: COPILOT_CANDIDATES_PATH, label: "Candidates" },
  { to: COPILOT_BILLING_PATHS.billing, label: "Billing" },
  { to: COPILOT_BILLING_PATHS.subscribe, label: "Plans" },
  { to: COPILOT_BILLING_PATHS.paymentSetup, label: "Payment method" },
  { to: "/copilot/client/settings", label: "Settings" },
  { to: "/copilot/client/support", label: "Support" },
];

/**
 * Every signed-in /copilot/client page goes through here: the one guard of the client area. The
 * token lives in the browser (SPEC §6), so the check runs there: no valid session, to the sign-in
 * page, which returns to the page asked for afterwards. (The site's header and footer are hidden on
 * /copilot/client paths; this frame is the page's whole chrome.)
 */
export default function CopilotClientLayout() {
  return (
    <QueryProvider>
      <GuardedClientArea />
    </QueryProvider>
  );
}

function GuardedClientArea() {
  const state = useCopilotAccount();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signingOutRef = useRef(false);
  const [signingOut, setSigningOut] = useState(false);

  // Once per sign-out: the sign-out itself navigates, with its own notice.
  useEffect(() => {
    if (state.status === "signed-out" && !signingOutRef.current) {
      const returnTo = `${pathname}${search}`;
      void navigate(`/copilot/client/login?${new URLSearchParams({ returnTo })}`, { replace: true });
    }
  }, [state.status, pathname, search, navigate]);

  async function signOut() {
    signingOutRef.current = true;
    setSigningOut(true);
    let revoked = true;
    try {
      await apiRequest("POST", "/api/copilot/logout");
    } catch (error) {
      // 401: the token had already ended, which is what signing out wants.
      revoked = httpStatusOf(error) === 401;
    }
    clearCopilotToken();
    queryClient.clear();
    toast(
      revoked
        ? { title: "Signed out", description: COPILOT_MESSAGES.loggedOut }
        : {
            variant: "destructive",
            title: "Signed out on this device",
            description: "We could not reach the server to end the session there; it ends on its own.",
          },
    );
    await navigate("/copilot/client/login", { replace: true });
  }

  if (state.status === "unreachable") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Notice tone="error" title="We could not reach the server">
          Check your connection, then try again.
        </Notice>
        <Button className="mt-4" onClick={state.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.status !== "signed-in") return <PortalSkeleton />;
  const { account } = state;
  return (
    <PortalShell
      portalName="AI Hiring Assistant"
      personName={account.user.name}
      detail={account.workspace.name}
      links={CLIENT_LINKS}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
    >
      <CopilotAccountContext value={account}>
        <WorkspaceSwitcher account={account} />
        <Outlet />
      </CopilotAccountContext>
    </PortalShell>
  );
}
