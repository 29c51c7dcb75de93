/**
 * Which tests a change can affect, from the import graph dependency-cruiser reads (issue 36's inner
 * loop, `npm run test:changed`).
 *
 * A file is affected when it is changed or imports an affected file. Files that only assemble the
 * whole application (the router list, the route config, the http app, the process entry, the seed's
 * entry) are not followed: every router imports every module through them, so following them would
 * call every test affected by every change. A Vitest file runs when it is affected, when the file
 * it tests (its name without `.test`) is, or when it sits in the feature module a change touched.
 * A Playwright spec runs when it (through a helper it imports, say) is affected, when it is named
 * after a changed feature module (admin-consultations.spec.ts for consultations), or when it or its
 * helpers name a page or an API path whose route module, layout or router uses the changed module
 * directly (a module using it through another module is proved by its own integration tests, which
 * the Vitest selection runs).
 */

import ts from "typescript";

export type ImportGraph = Map<string, string[]>;

/** Files that assemble everything: reached through them, every change would reach every test. */
export const ASSEMBLY_FILES = new Set([
  "server/api/routers.ts",
  "server/api/index.ts",
  "server/http/app.ts",
  "server/main.ts",
  "server/db/seed/index.ts",
  "app/routes.ts",
]);

/**
 * Changes that can break any test, or that no import graph shows: the whole suite runs. The root
 * layout and the document entries are part of every page.
 */
const EVERYTHING = [
  /^package(-lock)?\.json$/,
  /^(vite|vitest|playwright|react-router|drizzle)\.config\.ts$/,
  /^tsconfig\.json$/,
  /^\.dependency-cruiser\.cjs$/,
  /^server\/db\/migrations\//,
  /^app\/(root|entry\.client|entry\.server)\.tsx?$/,
  /^app\/app\.css$/,
  /^tests\/support\/global-setup\.ts$/,
];

export const changeAffectsEverything = (file: string) => EVERYTHING.some((pattern) => pattern.test(file));

const featureModule = (file: string) => /^server\/modules\/[^/]+\//.exec(file)?.[0];

/**
 * Every file that imports an affected one, starting from the changed files (assembly files not
 * followed). With `withinModules`, an import from one feature module into another is not followed
 * either: the pages and routers using the changed module directly, not everything that uses a
 * module that uses it (whose own integration tests cover that).
 */
export function affectedFiles(
  graph: ImportGraph,
  changed: string[],
  options: { withinModules?: boolean } = {},
): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    for (const imported of imports) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  }
  const crossesModules = (importer: string, file: string) => {
    const from = featureModule(importer);
    return from !== undefined && featureModule(file) !== undefined && from !== featureModule(file);
  };
  const affected = new Set(changed);
  const queue = [...changed];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (ASSEMBLY_FILES.has(file)) continue;
    for (const importer of importers.get(file) ?? []) {
      if (affected.has(importer) || (options.withinModules && crossesModules(importer, file))) continue;
      affected.add(importer);
      queue.push(importer);
    }
  }
  return affected;
}

const TEST_FILE = /\.test\.tsx?$/;

export function affectedVitestFiles(
  vitestFiles: string[],
  affected: Set<string>,
  changed: string[],
): string[] {
  const touchedModules = new Set(changed.map(featureModule).filter(Boolean));
  return vitestFiles.filter((file) => {
    if (affected.has(file)) return true;
    const tested = file.replace(TEST_FILE, (extension) => extension.replace(".test", ""));
    if (affected.has(tested) || affected.has(tested.replace(/\.tsx$/, ".ts"))) return true;
    const module = featureModule(file);
    return module !== undefined && touchedModules.has(module);
  });
}

/** A page or API route: the pattern it answers and the files that serve it. */
export type RouteEntry = { pattern: string; files: string[] };

const PLACEHOLDER = "placeholder";

/** The text of every string and template literal in a source, a template's `${…}` parts as placeholders. */
function literalsIn(source: string): string[] {
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      literals.push(
        node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join(""),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("spec.ts", source, ts.ScriptTarget.Latest));
  return literals;
}

/**
 * The paths a spec names: literals that start with "/" (or with a base URL's `${…}` and then "/"),
 * queries and fragments dropped.
 */
export function pathsNamedIn(source: string): string[] {
  const paths = new Set<string>();
  for (const literal of literalsIn(source)) {
    const path = literal.replace(new RegExp(`^${PLACEHOLDER}(?=/)`), "").split(/[?#]/)[0] ?? "";
    if (path.startsWith("/") && !/\s/.test(path)) paths.add(path);
  }
  return [...paths];
}

function patternMatcher(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${body}/?$`);
}

/** The files serving the paths a spec names. */
export function filesServing(paths: string[], routes: RouteEntry[]): Set<string> {
  const matchers = routes.map((route) => ({ ...route, matcher: patternMatcher(route.pattern) }));
  const files = new Set<string>();
  for (const path of paths) {
    for (const route of matchers) {
      // The catch-all answers unknown pages; naming a real page says nothing about it.
      if (route.pattern !== "/*" && route.matcher.test(path)) for (const file of route.files) files.add(file);
    }
  }
  return files;
}

/** A spec, with its own source and that of the test helpers it imports (they visit pages too). */
export type SpecSource = { file: string; source: string };

/** "tests/e2e/admin-consultations.spec.ts" is named after the module "consultations". */
function namedAfter(spec: string, module: string): boolean {
  const name = spec.replace(/^.*\//, "").replace(/\.spec\.ts$/, "");
  return `-${name}-`.includes(`-${module}-`);
}

export function affectedSpecs(
  specs: SpecSource[],
  routes: RouteEntry[],
  affected: Set<string>,
  changed: string[],
): string[] {
  const touchedModules = changed.flatMap((file) => featureModule(file)?.split("/")[2] ?? []);
  return specs
    .filter(({ file, source }) => {
      if (affected.has(file)) return true;
      if (touchedModules.some((module) => namedAfter(file, module))) return true;
      for (const serving of filesServing(pathsNamedIn(source), routes))
        if (affected.has(serving)) return true;
      return false;
    })
    .map(({ file }) => file);
}
