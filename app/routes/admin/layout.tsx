import { Outlet, useNavigation } from "react-router";
import { AdminLoadingSkeleton } from "~/components/layout/admin-loading-skeleton";

/** The admin area's frame: while the next admin page loads, its skeleton stands in. */
export default function AdminLayout() {
  const navigation = useNavigation();
  const loadingAdminPage =
    navigation.state === "loading" && navigation.location.pathname.toLowerCase().startsWith("/admin");
  return loadingAdminPage ? <AdminLoadingSkeleton /> : <Outlet />;
}

export function HydrateFallback() {
  return <AdminLoadingSkeleton />;
}
