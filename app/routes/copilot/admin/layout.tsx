import { Building2Icon, ClipboardListIcon, LifeBuoyIcon, ListOrderedIcon, ScaleIcon } from "lucide-react";
import { Outlet } from "react-router";
import { type ConsoleSection, ConsoleShell } from "~/components/admin/console-shell";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { COPILOT_ADMIN_LOGOUT_PATH } from "../../../../common/admin-auth";
import type { Route } from "./+types/layout";

/** No copilot admin session → /copilot/admin/login. Each page's loader checks again. */
export async function loader({ request }: Route.LoaderArgs) {
  return { admin: await requireAdminPage(request, "copilot-admin") };
}

export function meta() {
  return [{ title: "Copilot admin · Sunshine Staffing" }, { name: "robots", content: "noindex" }];
}

const SECTIONS: readonly ConsoleSection[] = [
  { to: "/copilot/admin", label: "Workspaces", icon: Building2Icon, end: true },
  { to: "/copilot/admin/orders", label: "Orders", icon: ClipboardListIcon },
  { to: "/copilot/admin/support", label: "Support", icon: LifeBuoyIcon },
  { to: "/copilot/admin/rankings", label: "Ranking log", icon: ListOrderedIcon },
  { to: "/copilot/admin/bias-report", label: "Bias report", icon: ScaleIcon },
];

/** The copilot admin's frame (the site's header and footer are hidden on /copilot/admin). */
export default function CopilotAdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell
      admin={loaderData.admin}
      title="Copilot admin"
      navLabel="Copilot admin sections"
      sections={SECTIONS}
      logoutPath={COPILOT_ADMIN_LOGOUT_PATH}
      loginPath="/copilot/admin/login"
    >
      <Outlet />
    </ConsoleShell>
  );
}
