/**
 * npm run test:changed — the inner loop (issue 36): the typecheck and lint of the whole tree, then only
 * the Vitest files and Playwright specs the working tree's change can affect (scripts/lib/affected-tests.ts
 * says how they are chosen from dependency-cruiser's import graph).
 *
 *   npm run test:changed                 uncommitted changes (staged, unstaged and new files)
 *   npm run test:changed -- --base main  everything that differs from main, committed or not
 *   npm run test:changed -- --files a.ts,b.ts  as if these files had changed
 *   npm run test:changed -- --dry-run    only print what would run
 *
 * Playwright specs need the build: it is made when a spec is chosen. `npm test` stays the full proof.
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "../app/routes";
import { type RouteConfigEntry, routePages } from "../tests/support/route-pages";
import {
  affectedFiles,
  affectedSpecs,
  affectedVitestFiles,
  changeAffectsEverything,
  filesServing,
  type ImportGraph,
  pathsNamedIn,
  type RouteEntry,
  type SpecSource,
} from "./lib/affected-tests";

const ROOT = path.resolve(import.meta.dirname, "..");
const VITEST_FILE = /^(app|server|common|scripts)\/.*\.test\.tsx?$/;
const SPEC_FILE = /^tests\/(e2e|http|process)\/[^/]+\.spec\.ts$/;

function optionValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);

function changedFiles(): string[] {
  const named = optionValue("--files");
  if (named) return named.split(",").sort();
  const base = optionValue("--base");
  const tracked = base ? git("diff", "--name-only", `${base}...`) : [];
  return [
    ...new Set([
      ...tracked,
      ...git("diff", "--name-only", "HEAD"),
      ...git("ls-files", "--others", "--exclude-standard"),
    ]),
  ].sort();
}

type CruiseResult = { modules: { source: string; dependencies: { resolved: string }[] }[] };

function importGraph(): ImportGraph {
  const json = execFileSync(
    "npx",
    [
      "depcruise",
      "common",
      "server",
      "app",
      "scripts",
      "tests",
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "json",
    ],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  const { modules } = JSON.parse(json) as CruiseResult;
  return new Map(
    modules.map((module) => [module.source, module.dependencies.map((dependency) => dependency.resolved)]),
  );
}

/** Every path an API router declares (`someRouter.get("/x/:id", …)`), under /api. */
function apiRoutes(graph: ImportGraph): RouteEntry[] {
  return [...graph.keys()]
    .filter((file) => /^server\/api\/[^/]+\.ts$/.test(file) && !file.endsWith(".test.ts"))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), "utf8").matchAll(
          /\w+\.(?:get|post|put|patch|delete|all)\(\s*"([^"]+)"/g,
        ),
      ].map((match) => ({ pattern: `/api${match[1]}`, files: [file] })),
    );
}

/** A file and what it imports under the given folders, directly or not. */
function closureWithin(graph: ImportGraph, start: string, folders: RegExp): string[] {
  const seen = new Set([start]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of graph.get(file) ?? []) {
      if (folders.test(imported) && !seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...seen];
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** A spec's source with that of the helpers under tests/ it imports (they visit pages too). */
function specSource(spec: string, graph: ImportGraph): SpecSource {
  return {
    file: spec,
    source: closureWithin(graph, spec, /^tests\//)
      .map(read)
      .join("\n"),
  };
}

/**
 * A page is served by its route module and layouts, and by the API routers its browser code calls
 * (the /api paths named in those modules and the components they import).
 */
function withApiCalls(pages: RouteEntry[], api: RouteEntry[], graph: ImportGraph): RouteEntry[] {
  const routersCalled = new Map<string, string[]>();
  const calledBy = (file: string) => {
    let routers = routersCalled.get(file);
    if (!routers) {
      const source = closureWithin(graph, file, /^(app|common)\//)
        .map(read)
        .join("\n");
      routers = [...filesServing(pathsNamedIn(source), api)];
      routersCalled.set(file, routers);
    }
    return routers;
  };
  return pages.map((page) => ({
    ...page,
    files: [...new Set([...page.files, ...page.files.flatMap(calledBy)])],
  }));
}

function run(command: string, args: string[]): Promise<boolean> {
  process.stdout.write(`\n── ${command} ${args.join(" ")}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
    child.once("exit", (code) => resolve(code === 0));
  });
}

async function main() {
  const started = Date.now();
  const changed = changedFiles();
  const everything = changed.filter(changeAffectsEverything);
  const graph = importGraph();
  const files = [...graph.keys()];
  const vitestFiles = files.filter((file) => VITEST_FILE.test(file));
  const specs = files.filter((file) => SPEC_FILE.test(file));

  let chosenVitest: string[];
  let chosenSpecs: string[];
  if (everything.length > 0) {
    process.stdout.write(
      `These changes can affect any test; everything runs:\n  ${everything.join("\n  ")}\n`,
    );
    chosenVitest = vitestFiles;
    chosenSpecs = specs;
  } else {
    const affected = affectedFiles(graph, changed);
    const api = apiRoutes(graph);
    const served = [...withApiCalls(routePages(routes as RouteConfigEntry[]), api, graph), ...api];
    chosenVitest = affectedVitestFiles(vitestFiles, affected, changed);
    chosenSpecs = affectedSpecs(
      specs.map((spec) => specSource(spec, graph)),
      served,
      affectedFiles(graph, changed, { withinModules: true }),
      changed,
    );
  }
  process.stdout.write(
    `Changed: ${changed.length} file(s)\n${changed.map((file) => `  ${file}`).join("\n")}\n` +
      `Vitest files (${chosenVitest.length} of ${vitestFiles.length}):\n${chosenVitest.map((file) => `  ${file}`).join("\n")}\n` +
      `Playwright specs (${chosenSpecs.length} of ${specs.length}):\n${chosenSpecs.map((file) => `  ${file}`).join("\n")}\n`,
  );
  if (process.argv.includes("--dry-run")) return;

  const checks = await Promise.all([
    run("npm", ["run", "--silent", "typecheck"]),
    run("npm", ["run", "--silent", "lint"]),
  ]);
  let passed = checks.every(Boolean);
  if (passed && chosenVitest.length > 0) passed = await run("npx", ["vitest", "run", ...chosenVitest]);
  if (passed && chosenSpecs.length > 0) {
    passed =
      (await run("npm", ["run", "--silent", "build"])) &&
      (await run("npx", ["playwright", "test", ...chosenSpecs]));
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(`\n── test:changed ${passed ? "passed" : "FAILED"} in ${minutes} min\n`);
  process.exit(passed ? 0 : 1);
}

await main();
