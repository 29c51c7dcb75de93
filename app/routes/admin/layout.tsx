import { Outlet, useNavigation } from "react-router";
import { ConsoleShell } from "~/components/admin/console-shell";
import { AdminLoadingSkeleton } from "~/components/layout/admin-loading-skeleton";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/layout";

/** No admin session → /admin/login. Each page's loader checks again (loaders run in parallel). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request);
  return { admin };
}

export function meta() {
  return [{ title: "Admin console · Sunshine Staffing" }, { name: "robots", content: "noindex" }];
}

/** The admin area's frame: the console shell; while the next admin page loads, its skeleton stands in. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loadingAdminPage =
    navigation.state === "loading" && navigation.location.pathname.toLowerCase().startsWith("/admin");
  return loadingAdminPage ? (
    <AdminLoadingSkeleton />
  ) : (
    <ConsoleShell admin={loaderData.admin}>
      <Outlet />
    </ConsoleShell>
  );
}

export function HydrateFallback() {
  return <AdminLoadingSkeleton />;
}
