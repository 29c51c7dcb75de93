import type { Router } from "express";

type RouteLayer = { route?: { path: unknown; methods: Record<string, boolean> } };

/** The same well-formed id for every path parameter: guards must answer before a record is looked up. */
const ANY_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Every route the routers declare whose path starts with `prefix`, as [METHOD, /api path] with path
 * parameters filled in, read from the routers themselves: a route added later is included without
 * being listed anywhere.
 */
export function declaredRoutes(routers: Router[], prefix: string): [method: string, path: string][] {
  const routes: [string, string][] = [];
  for (const router of routers) {
    for (const layer of router.stack as RouteLayer[]) {
      const path = layer.route?.path;
      if (typeof path !== "string" || !path.startsWith(prefix)) continue;
      for (const method of Object.keys(layer.route?.methods ?? {})) {
        if (method !== "_all")
          routes.push([method.toUpperCase(), `/api${path.replace(/:[A-Za-z]+/g, ANY_ID)}`]);
      }
    }
  }
  return routes;
}
