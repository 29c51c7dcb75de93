import type { Router } from "express";

type RouteLayer = { route?: { path: unknown; methods: Record<string, boolean> } };

/** The same well-formed id for every path parameter: guards must answer before a record is looked up. */
export const ANY_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Every route the routers declare whose path starts with `prefix`, as [METHOD, /api path pattern]
 * (":id" left in), read from the routers themselves: a route added later is included without being
 * listed anywhere.
 */
export function declaredRoutePatterns(routers: Router[], prefix = "/"): [method: string, path: string][] {
  const routes: [string, string][] = [];
  for (const router of routers) {
    for (const layer of router.stack as RouteLayer[]) {
      const path = layer.route?.path;
      if (typeof path !== "string" || !path.startsWith(prefix)) continue;
      for (const method of Object.keys(layer.route?.methods ?? {})) {
        if (method !== "_all") routes.push([method.toUpperCase(), `/api${path}`]);
      }
    }
  }
  return routes;
}

/** declaredRoutePatterns with every path parameter filled in with ANY_ID. */
export function declaredRoutes(routers: Router[], prefix: string): [method: string, path: string][] {
  return declaredRoutePatterns(routers, prefix).map(([method, path]) => [
    method,
    path.replace(/:[A-Za-z]+/g, ANY_ID),
  ]);
}
