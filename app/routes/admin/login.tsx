import { StaffSignIn } from "~/components/admin/staff-sign-in";
import {
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_SIGN_IN_ERRORS,
  ADMIN_SIGN_IN_START_PATH,
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

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <StaffSignIn
      {...loaderData}
      title="Admin Sign In"
      intro={`Use your organization's Microsoft account to open the ${BRAND.name} admin dashboard.`}
      startPath={ADMIN_SIGN_IN_START_PATH}
      statusPath={ADMIN_AUTH_STATUS_PATH}
      homePath="/admin"
      errors={ADMIN_SIGN_IN_ERRORS}
      requirements={REQUIREMENTS}
    />
  );
}
