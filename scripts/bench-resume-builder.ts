/**
 * npm run bench:resume-builder — the resume builder's two speed targets (issue 19):
 * - the preview follows a keystroke within 100 ms for a two-page resume on a mid-range phone,
 *   measured in Chromium with 4× CPU slowdown (and without, as the baseline in the same run): from
 *   the keydown to the frame after the preview shows the new letter;
 * - a PDF export of a two-page resume takes under 1 s (POST /api/resume-builder/export, as the
 *   Download button sends it; DOCX alongside).
 *
 * Starts the built server on a free port (npm run build first, BUILD_DIR for another build folder).
 * Options: --keystrokes N (default 30), --exports N (default 10).
 */
import type { Browser } from "@playwright/test";
import type { ResumeDocument } from "../common/resume-document";
import { twoPageResume } from "../tests/fixtures/resume-builder/two-page-resume";
import { launchBenchBrowser } from "./lib/bench-browser";
import { startBuiltServer } from "./lib/built-server";
import { numberOption } from "./lib/number-option";
import { percentile } from "./lib/percentile";

const SCRIPT = "bench:resume-builder";
const keystrokes = numberOption(SCRIPT, "--keystrokes", 30);
const exports = numberOption(SCRIPT, "--exports", 10);
/** Lighthouse's mobile viewport: the preview sits below the form, as on a phone. */
const VIEWPORT = { width: 412, height: 823 };
/** The builder's draft key in localStorage (app/components/resume-builder/draft-storage.ts). */
const DRAFT_KEY = "resumeBuilderDraft";
/** Slower than the fastest typist, as a person types. */
const KEY_DELAY_MS = 120;

type Summary = { median: number; p95: number; max: number; count: number };

function summarise(times: number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    count: sorted.length,
  };
}

/** Keystroke-to-preview times (ms) at a CPU slowdown rate, in a fresh page. */
async function previewTimes(browser: Browser, baseUrl: string, doc: ResumeDocument, cpuRate: number) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(
    ([key, draft]) => localStorage.setItem(key as string, draft as string),
    [DRAFT_KEY, JSON.stringify(doc)],
  );
  await page.goto(`${baseUrl}/resume-builder`);
  await page.getByRole("img", { name: /^Preview of page 2 of/ }).waitFor();
  const pages = await page.getByRole("img", { name: /^Preview of page/ }).count();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  await page.evaluate(() => {
    const timings: number[] = [];
    Object.assign(window, { previewTimings: timings });
    const name = document.querySelector<HTMLInputElement>("#resume-contact-fullName");
    const preview = document.querySelector('[data-testid="resume-preview"]');
    if (!name || !preview) throw new Error("the builder is not on the page");
    name.addEventListener("keydown", (event) => {
      const started = performance.now();
      const expected = `${name.value}${event.key}`;
      const observer = new MutationObserver(() => {
        // The preview may skip a state when keys come faster than it draws: a later one counts.
        const shown = [...preview.querySelectorAll("text")].some((text) =>
          text.textContent?.startsWith(expected),
        );
        if (!shown) return;
        observer.disconnect();
        requestAnimationFrame(() => timings.push(performance.now() - started));
      });
      observer.observe(preview, { subtree: true, childList: true, characterData: true });
    });
  });
  const name = page.getByLabel("Full name", { exact: true });
  await name.focus();
  await page.keyboard.press("End");
  const letters = "abcdefghijklmnopqrstuvwxyz".repeat(4).slice(0, keystrokes);
  await name.pressSequentially(letters, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => (window as unknown as { previewTimings: number[] }).previewTimings);
  await context.close();
  return { times, pages };
}

/** Export times (ms) of a format through the API; null when the server does not export yet. */
async function exportTimes(baseUrl: string, doc: ResumeDocument, format: "pdf" | "docx") {
  const times: number[] = [];
  for (let run = 0; run <= exports; run++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/resume-builder/export?format=${format}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ document: doc }),
    });
    const bytes = await response.arrayBuffer();
    if (!response.ok) return { status: response.status, times: null, bytes: 0 };
    // The first request warms the server (fonts, modules) and is not counted.
    if (run > 0) times.push(performance.now() - started);
    if (run === exports) return { status: response.status, times, bytes: bytes.byteLength };
  }
  return { status: 0, times: null, bytes: 0 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const server = await startBuiltServer(SCRIPT);
  const browser = await launchBenchBrowser();
  try {
    const doc = twoPageResume();
    const lines = [
      `Preview update after a keystroke (two-page resume, ${VIEWPORT.width}×${VIEWPORT.height}, ${keystrokes} keystrokes ${KEY_DELAY_MS} ms apart; target under 100 ms at 4× slowdown):`,
      "",
      "| CPU | Pages | Median | p95 | Max | Measured |",
      "|---|---|---|---|---|---|",
    ];
    for (const rate of [1, 4]) {
      const { times, pages } = await previewTimes(browser, server.baseUrl, doc, rate);
      const summary = summarise(times);
      lines.push(
        `| ${rate === 1 ? "no slowdown" : `${rate}× slowdown`} | ${pages} | ${ms(summary.median)} | ${ms(summary.p95)} | ${ms(summary.max)} | ${summary.count} |`,
      );
    }
    lines.push(
      "",
      `Export through the API (two-page resume, ${exports} runs after one warm-up; target under 1 s for the PDF):`,
      "",
      "| Format | Median | p95 | Max | Size |",
      "|---|---|---|---|---|",
    );
    for (const format of ["pdf", "docx"] as const) {
      const result = await exportTimes(server.baseUrl, doc, format);
      if (!result.times) {
        lines.push(`| ${format.toUpperCase()} | not available (HTTP ${result.status}) | | | |`);
        continue;
      }
      const summary = summarise(result.times);
      lines.push(
        `| ${format.toUpperCase()} | ${ms(summary.median)} | ${ms(summary.p95)} | ${ms(summary.max)} | ${(result.bytes / 1024).toFixed(1)} KB |`,
      );
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
