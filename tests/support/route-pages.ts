/** An entry of app/routes.ts as React Router's helpers build it. */
export type RouteConfigEntry = { path?: string; file?: string; children?: RouteConfigEntry[] };

/** A page of the route config: its path (":param" and "*" left in) and the files serving it, layouts first. */
export type RoutePage = { pattern: string; files: string[] };

/** Every page of the route config, nested paths joined, with its route module and the layouts around it (paths from the repository root). */
export function routePages(
  entries: RouteConfigEntry[],
  parent = "",
  parentFiles: string[] = [],
): RoutePage[] {
  const pages = new Map<string, RoutePage>();
  for (const entry of entries) {
    const pattern = (entry.path ? `${parent}/${entry.path}` : parent).replace(/\/+/g, "/") || "/";
    const files = entry.file ? [...parentFiles, `app/${entry.file}`] : parentFiles;
    if (!entry.children) pages.set(pattern, { pattern, files });
    for (const child of routePages(entry.children ?? [], pattern, files)) pages.set(child.pattern, child);
  }
  return [...pages.values()];
}
