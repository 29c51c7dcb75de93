import type { Rollup } from "vite";

/** React and React Router as every chunk imports them; react-dom's client stays in the entry chunk. */
const FRAMEWORK = /\/node_modules\/(?:react|react-dom|react-router)\//;
const ROOT_ROUTE = /\/app\/root\.tsx(?:\?|$)/;

/** lucide-react's own code behind every icon (not the icons, not its index): every page draws icons. */
const ICON_RUNTIME =
  /\/node_modules\/lucide-react\/dist\/esm\/(?:createLucideIcon|Icon|defaultAttributes|context|shared\/src\/utils)\.mjs$/;

/**
 * The form kit's core, which every public form renders: the field, the person presets, the hidden
 * honeypot, the refusal alert and the submit row, the controls, and the outcome helpers. It imports
 * no icon: Rollup would pull it into this chunk, and every page drawing it would fetch the kit
 * (`ui/drawn-icon.tsx`).
 */
const FORM_KIT =
  /\/app\/components\/(?:forms\/(?:text-field|person-fields|honeypot-field|form-alert|form-submit|form-outcome)|ui\/form-controls)\.tsx?$/;

/**
 * A package index that re-exports a whole library (lucide-react's lists 1,700 icons). Rollup adds a
 * manual chunk's dependencies to it, so one import from such an index in the root route's graph put
 * every icon the app uses (5 KB) into the chunk every page loads: the build stops instead.
 */
const LIBRARY_INDEX_IMPORTS = 100;

/** Every module the root route imports, directly or not, without waiting for a dynamic import. */
function rootGraph({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  const reached = new Set<string>();
  const pending = [...getModuleIds()].filter((id) => ROOT_ROUTE.test(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    const info = getModuleInfo(id);
    const imported = info?.importedIds ?? [];
    if (imported.length > LIBRARY_INDEX_IMPORTS) {
      const importers = info?.importers.filter((importer) => reached.has(importer)) ?? [];
      throw new Error(
        `${importers.join(", ")} imports ${id}, which re-exports ${imported.length} modules: every page would load all of them. Import from the module itself, or keep this out of the root route (ADR 0003).`,
      );
    }
    reached.add(id);
    pending.push(...imported);
  }
  return reached;
}

/**
 * Rollup's manualChunks for the client build. Every page loads the framework and everything the root
 * route (header, footer, toaster store, error pages) imports, but Rollup cuts those modules into a
 * chunk per set of routes that import each one: 15 files of 0.2–1.6 KB, each with ~350 bytes of
 * response headers, and small files compress badly. Two chunks instead: "framework" (React, React
 * Router: changes with upgrades) and "shell" (our code every page runs, with lucide's icon runtime).
 * The same for the form kit's core ("form-kit"), which Rollup cut into a chunk per combination of
 * fields a page uses. What only some routes use stays split by route. ADR 0003.
 */
export function clientChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, meta) => {
    if (FRAMEWORK.test(id) && !id.includes("/react-dom/client") && !id.includes("react-dom-client"))
      return "framework";
    // Rollup's helpers for CommonJS modules, which React's packages are.
    if (id.startsWith("\0commonjsHelpers")) return "framework";
    shell ??= rootGraph(meta);
    if (shell.has(id) || ICON_RUNTIME.test(id)) return "shell";
    if (!FORM_KIT.test(id)) return null;
    const icons = meta
      .getModuleInfo(id)
      ?.importedIds.filter((imported) => imported.includes("/lucide-react/"));
    if (icons?.length)
      throw new Error(
        `${id} imports ${icons.join(", ")}: the form kit's chunk would take the icons in, and every page drawing them would fetch the kit. Draw it in ui/drawn-icon.tsx (ADR 0003).`,
      );
    return "form-kit";
  };
}
