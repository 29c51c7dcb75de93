import { StaffSignIn } from "~/components/admin/staff-sign-in";
import {
  adminSignInErrorFrom,
  COPILOT_ADMIN_AUTH_STATUS_PATH,
  COPILOT_ADMIN_SIGN_IN_ERRORS,
  COPILOT_ADMIN_SIGN_IN_START_PATH,
} from "../../../../common/admin-auth";
import { BRAND } from "../../../../common/brand";
import { adminSignInProvider } from "../../../../server/modules/admin-auth";
import type { Route } from "./+types/login";

const REQUIREMENTS = [
  "An organizational Microsoft account",
  "The copilot admin role assigned to you in the directory (the agency's admin role is not enough)",
  "Permissions for the company domain",
];

export function meta() {
  return [
    { title: `Copilot Admin Sign In | ${BRAND.name}` },
    { name: "description", content: `Sign in to the ${BRAND.name} AI hiring assistant's admin.` },
    { name: "robots", content: "noindex" },
  ];
}

/** Which sign-in this server offers, and why the last one was refused (?error=<code>). */
export function loader({ request }: Route.LoaderArgs) {
  return {
    provider: adminSignInProvider("copilot-admin"),
    error: adminSignInErrorFrom(new URL(request.url).searchParams.get("error")) ?? null,
  };
}

/** The AI hiring assistant's staff sign in here: the same Microsoft sign-in as /admin, its own role. */
export default function CopilotAdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <StaffSignIn
      {...loaderData}
      title="Copilot Admin Sign In"
      intro="Use your organization's Microsoft account to open the AI hiring assistant's admin."
      startPath={COPILOT_ADMIN_SIGN_IN_START_PATH}
      statusPath={COPILOT_ADMIN_AUTH_STATUS_PATH}
      homePath="/copilot/admin"
      errors={COPILOT_ADMIN_SIGN_IN_ERRORS}
      requirements={REQUIREMENTS}
    />
  );
}
