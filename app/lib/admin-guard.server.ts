import { redirect } from "react-router";
import { type AdminIdentity, adminFromRequest } from "../../server/modules/admin-auth";
import { refusalsAsPageResponses } from "./page-refusals.server";

/**
 * Every console loader's first line: the signed-in admin, or a redirect to /admin/login. Loaders of
 * nested routes run in parallel with the layout's, so each one checks for itself. Changes go
 * through /api/admin/* (requireAdmin), never through route actions.
 */
export async function requireAdminPage(request: Request): Promise<AdminIdentity> {
  const admin = await adminFromRequest(request);
  if (!admin) throw redirect("/admin/login");
  return admin;
}

/** A console list page's loader: checks the admin, then lists by the URL's query (q, sort, page, filters). */
export async function loadAdminList<Page>(
  request: Request,
  list: (params: URLSearchParams) => Promise<Page>,
): Promise<Page> {
  await requireAdminPage(request);
  return refusalsAsPageResponses(() => list(new URL(request.url).searchParams));
}

/**
 * A console record page's loader: checks the admin, then loads the record; an unknown or malformed
 * id is the 404 page (and any other refusal its 4xx), never a 500.
 */
export async function loadAdminRecord<Record>(
  request: Request,
  load: () => Promise<Record>,
): Promise<Record> {
  await requireAdminPage(request);
  return refusalsAsPageResponses(load);
}
