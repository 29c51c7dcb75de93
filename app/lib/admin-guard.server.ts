import { redirect } from "react-router";
import {
  type AdminIdentity,
  adminFromRequest,
  STAFF_AREA_SETTINGS,
  type StaffArea,
} from "../../server/modules/admin-auth";
import { refusalsAsPageResponses } from "./page-refusals.server";

/**
 * Every console loader's first line: the signed-in admin, or a redirect to the area's sign-in page
 * (/admin/login; /copilot/admin/login for the copilot admin, ADR 0026). Loaders of nested routes run
 * in parallel with the layout's, so each one checks for itself. Changes go through the area's API
 * (/api/admin/*, /api/copilot/admin/*), never through route actions.
 */
export async function requireAdminPage(request: Request, area: StaffArea = "admin"): Promise<AdminIdentity> {
  const admin = await adminFromRequest(request, area);
  if (!admin) throw redirect(STAFF_AREA_SETTINGS[area].loginPath);
  return admin;
}

/** A console list page's loader: checks the admin, then lists by the URL's query (q, sort, page, filters). */
export async function loadAdminList<Page>(
  request: Request,
  list: (params: URLSearchParams) => Promise<Page>,
  area: StaffArea = "admin",
): Promise<Page> {
  await requireAdminPage(request, area);
  return refusalsAsPageResponses(() => list(new URL(request.url).searchParams));
}

/**
 * A console record page's loader: checks the admin, then loads the record; an unknown or malformed
 * id is the 404 page (and any other refusal its 4xx), never a 500.
 */
export async function loadAdminRecord<Record>(
  request: Request,
  load: () => Promise<Record>,
  area: StaffArea = "admin",
): Promise<Record> {
  await requireAdminPage(request, area);
  return refusalsAsPageResponses(load);
}
