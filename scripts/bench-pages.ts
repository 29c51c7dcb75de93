/**
 * npm run bench:pages — for every public page in /sitemap.xml: server render time (median and p95
 * over repeated requests), the JavaScript and CSS it ships (gzip), and the Lighthouse mobile
 * performance score (median of --lighthouse-runs, default 3: single runs vary by several points).
 * Starts the built server on a free port (npm run build first), or measures BENCH_URL.
 * Of the pages one template renders (jobs, posts), only the newest two are measured unless
 * --all-pages. Options: --requests N (default 40), --lighthouse-runs N, --no-lighthouse, --all-pages.
 */
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./lib/built-server";
import { percentile } from "./lib/percentile";

const args = process.argv.slice(2);
const requests = Number(args[args.indexOf("--requests") + 1]) || 40;
const withLighthouse = !args.includes("--no-lighthouse");
const lighthouseRuns = Number(args[args.indexOf("--lighthouse-runs") + 1]) || 3;
const allPages = args.includes("--all-pages");
const JS_BUDGET_BYTES = 130 * 1024;

type PageResult = {
  path: string;
  medianMs: number;
  p95Ms: number;
  jsGzip: number;
  cssGzip: number;
  lighthouse?: number;
};

async function main() {
  const { baseUrl, stop } = await serverUnderTest();
  try {
    const paths = await publicPaths(baseUrl);
    const results: PageResult[] = [];
    for (const pagePath of paths) results.push(await measurePage(baseUrl, pagePath));
    if (withLighthouse) await addLighthouseScores(baseUrl, results);
    printTable(results);
  } finally {
    await stop();
  }
}

async function serverUnderTest() {
  if (process.env.BENCH_URL)
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ""), stop: async () => {} };
  return startBuiltServer("bench:pages");
}

/** Pages built from one template (/jobs/{id}, /blog/{slug}): the first few stand for the rest. */
const PAGES_PER_TEMPLATE = 2;
const TEMPLATED = /^\/(jobs|blog)\/[^/]+$/;

/**
 * The pages to measure: every <loc> of the sitemap, as a path; of the pages of one template (a job,
 * a post) only the sitemap's first PAGES_PER_TEMPLATE (the newest) unless --all-pages.
 */
async function publicPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
  if (allPages) return paths;
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const template = path.match(TEMPLATED)?.[1];
    if (!template) return true;
    seen.set(template, (seen.get(template) ?? 0) + 1);
    return (seen.get(template) ?? 0) <= PAGES_PER_TEMPLATE;
  });
}

async function measurePage(baseUrl: string, pagePath: string): Promise<PageResult> {
  const url = `${baseUrl}${pagePath}`;
  for (let i = 0; i < 3; i++) await (await fetch(url)).text();
  const timings: number[] = [];
  let html = "";
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(url);
    html = await response.text();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  const scripts = pageScripts(html);
  const styles = new Set([...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  return {
    path: pagePath,
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    jsGzip: await gzippedSize(baseUrl, scripts),
    cssGzip: await gzippedSize(baseUrl, styles),
  };
}

type ManifestEntry = { module: string; imports?: string[] };

/**
 * The JavaScript files a page loads: the entry and the page's route modules with all their imports,
 * as React Router's manifest in the page's module script lists them (the page carries no
 * modulepreload hints: app/lib/scripts-after-first-paint.server.ts).
 */
function pageScripts(html: string): Set<string> {
  const manifestJson = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
  if (!manifestJson) throw new Error("no React Router manifest in the page");
  const manifest = JSON.parse(manifestJson) as {
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry>;
  };
  const routeModules = new Set([...html.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((m) => m[1]));
  const entries = [
    manifest.entry,
    ...Object.values(manifest.routes).filter((r) => routeModules.has(r.module)),
  ];
  return new Set(entries.flatMap((entry) => [entry.module, ...(entry.imports ?? [])]));
}

async function gzippedSize(baseUrl: string, assets: Set<string | undefined>): Promise<number> {
  let total = 0;
  for (const asset of assets) {
    if (!asset) continue;
    const bytes = Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer());
    total += gzipSync(bytes, { level: 9 }).length;
  }
  return total;
}

/** Lighthouse's default config: mobile emulation, simulated slow 4G, compression as served. */
async function addLighthouseScores(baseUrl: string, results: PageResult[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const result of results) {
      const scores: number[] = [];
      for (let attempt = 0; scores.length < lighthouseRuns && attempt < lighthouseRuns * 2; attempt++) {
        const report = await lighthouse(`${baseUrl}${result.path}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          logLevel: "error",
          output: "json",
        });
        // A run that failed (runtimeError) has no score: it is retried rather than counted as 0.
        const score = report?.lhr.runtimeError ? null : report?.lhr.categories.performance?.score;
        if (typeof score === "number") scores.push(Math.round(score * 100));
      }
      result.lighthouse = percentile(
        scores.sort((a, b) => a - b),
        0.5,
      );
    }
  } finally {
    chrome.kill();
  }
}

function printTable(results: PageResult[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    `Server render over ${requests} sequential requests per page; assets gzip -9; Lighthouse mobile performance (median of ${lighthouseRuns}).`,
    "",
    "| Page | Median | p95 | JS (gzip) | CSS (gzip) | Lighthouse |",
    "|---|---:|---:|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.medianMs.toFixed(1)} ms | ${r.p95Ms.toFixed(1)} ms | ${kb(r.jsGzip)}${r.jsGzip > JS_BUDGET_BYTES ? " ⚠ over 130 KB" : ""} | ${kb(r.cssGzip)} | ${r.lighthouse ?? "—"} |`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:pages failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
