/**
 * npm run bench:pages — for every public page in /sitemap.xml: server render time (median and p95
 * over repeated requests), what a browser fetches to show and hydrate it, and the Lighthouse mobile
 * performance score (median of --lighthouse-runs, default 3: single runs vary by several points).
 *
 * The bytes are Chromium's own count: each page is opened in a fresh browser context (empty cache)
 * and left until the network has been quiet for QUIET_MS, and every response's bytes on the wire
 * (headers and body, compressed as served: Network.loadingFinished's encodedDataLength, what
 * Lighthouse calls transfer size) are added up by type. The HTML is also measured as served to a
 * client that accepts only gzip (the page budget is in gzip).
 *
 * Starts the built server on a free port (npm run build first), or measures BENCH_URL.
 * Of the pages one template renders (jobs, posts), only the newest two are measured unless
 * --all-pages. Options: --requests N (default 40), --lighthouse-runs N, --no-lighthouse, --all-pages,
 * --details (every file each page fetched).
 */
import http from "node:http";
import type { Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH, launchBenchBrowser } from "./lib/bench-browser";
import { startBuiltServer } from "./lib/built-server";
import { numberOption } from "./lib/number-option";
import { percentile } from "./lib/percentile";

const SCRIPT = "bench:pages";
const args = process.argv.slice(2);
const requests = numberOption(SCRIPT, "--requests", 40);
const withLighthouse = !args.includes("--no-lighthouse");
const lighthouseRuns = numberOption(SCRIPT, "--lighthouse-runs", 3);
const allPages = args.includes("--all-pages");
const details = args.includes("--details");
const JS_BUDGET_BYTES = 130 * 1024;
const HTML_BUDGET_BYTES = 30 * 1024;
/** The page counts as loaded once no request has been in flight for this long after `load`. */
const QUIET_MS = 2_000;
const PAGE_TIMEOUT_MS = 30_000;
/** Lighthouse's mobile viewport: what a page shows (and so loads) on a phone. */
const VIEWPORT = { width: 412, height: 823 };

type Fetched = { url: string; type: string; bytes: number };

type PageResult = {
  path: string;
  medianMs: number;
  p95Ms: number;
  /** Bytes on the wire of every script response until the network was quiet. */
  jsBytes: number;
  scripts: number;
  cssBytes: number;
  /** The document as served with Accept-Encoding: gzip (body bytes). */
  htmlGzip: number;
  fetched: Fetched[];
  lighthouse?: number;
};

async function main() {
  const { baseUrl, stop } = await serverUnderTest();
  const browser = await launchBenchBrowser();
  try {
    const paths = await publicPaths(baseUrl);
    const results: PageResult[] = [];
    for (const pagePath of paths) {
      results.push({
        path: pagePath,
        ...(await renderTimes(baseUrl, pagePath)),
        ...(await browserFetches(browser, baseUrl, pagePath)),
        htmlGzip: await gzipBodyBytes(`${baseUrl}${pagePath}`),
      });
    }
    await browser.close();
    if (withLighthouse) await addLighthouseScores(baseUrl, results);
    printTable(results);
    if (details) printDetails(baseUrl, results);
  } finally {
    await browser.close();
    await stop();
  }
}

async function serverUnderTest() {
  if (process.env.BENCH_URL)
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ""), stop: async () => {} };
  return startBuiltServer(SCRIPT);
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

async function renderTimes(baseUrl: string, pagePath: string) {
  const url = `${baseUrl}${pagePath}`;
  for (let i = 0; i < 3; i++) await (await fetch(url)).text();
  const timings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  return { medianMs: percentile(timings, 0.5), p95Ms: percentile(timings, 0.95) };
}

type CdpRequest = { requestId: string; type?: string; request: { url: string } };
type CdpResponse = { requestId: string; type: string };
type CdpFinished = { requestId: string; encodedDataLength: number };

/**
 * Opens the page as a first-time visitor would (fresh context, so nothing cached) and records every
 * response until the network has been quiet for QUIET_MS after `load`: the scripts that load after
 * the first paint, the lazy chunks hydration imports and whatever idle callbacks fetch all count.
 */
async function browserFetches(browser: Browser, baseUrl: string, pagePath: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const requested = new Map<string, { url: string; type: string }>();
    const fetched: Fetched[] = [];
    let lastActivity = Date.now();
    const settle = (requestId: string) => {
      requested.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on("Network.requestWillBeSent", (event: CdpRequest) => {
      requested.set(event.requestId, { url: event.request.url, type: event.type ?? "Other" });
      lastActivity = Date.now();
    });
    cdp.on("Network.responseReceived", (event: CdpResponse) => {
      const request = requested.get(event.requestId);
      if (request) request.type = event.type;
    });
    cdp.on("Network.loadingFinished", (event: CdpFinished) => {
      const request = requested.get(event.requestId);
      if (request) fetched.push({ ...request, bytes: event.encodedDataLength });
      settle(event.requestId);
    });
    cdp.on("Network.loadingFailed", (event: { requestId: string }) => settle(event.requestId));

    const response = await page.goto(`${baseUrl}${pagePath}`, {
      waitUntil: "load",
      timeout: PAGE_TIMEOUT_MS,
    });
    if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()} in the browser`);
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    while (requested.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${pagePath}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const bytesOf = (type: string) =>
      fetched.filter((file) => file.type === type).reduce((sum, file) => sum + file.bytes, 0);
    return {
      jsBytes: bytesOf("Script"),
      scripts: fetched.filter((file) => file.type === "Script").length,
      cssBytes: bytesOf("Stylesheet"),
      fetched,
    };
  } finally {
    await context.close();
  }
}

/** The response body's bytes as sent to a client that accepts only gzip (not decompressed). */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        if (response.headers["content-encoding"] !== "gzip") {
          reject(new Error(`${url} was not served gzip`));
          response.resume();
          return;
        }
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Lighthouse's default config: mobile emulation, simulated slow 4G, compression as served. */
async function addLighthouseScores(baseUrl: string, results: PageResult[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(results: PageResult[]) {
  const lines = [
    `Server render over ${requests} sequential requests per page. Fetched by Chromium (fresh cache, ${VIEWPORT.width}×${VIEWPORT.height}) until the network was quiet for ${QUIET_MS / 1000} s: bytes on the wire (headers + body as served). HTML: body as served gzip. Lighthouse mobile performance (median of ${lighthouseRuns}).`,
    "",
    "| Page | Median | p95 | JS fetched | Scripts | HTML (gzip) | CSS | Lighthouse |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.medianMs.toFixed(1)} ms | ${r.p95Ms.toFixed(1)} ms | ${kb(r.jsBytes)}${r.jsBytes > JS_BUDGET_BYTES ? " ⚠ over 130 KB" : ""} | ${r.scripts} | ${kb(r.htmlGzip)}${r.htmlGzip > HTML_BUDGET_BYTES ? " ⚠ over 30 KB" : ""} | ${kb(r.cssBytes)} | ${r.lighthouse ?? "—"} |`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

function printDetails(baseUrl: string, results: PageResult[]) {
  for (const result of results) {
    process.stdout.write(`\n${result.path}\n`);
    for (const file of result.fetched) {
      process.stdout.write(
        `  ${String(file.bytes).padStart(7)}  ${file.type.padEnd(10)} ${file.url.replace(baseUrl, "")}\n`,
      );
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${SCRIPT} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
