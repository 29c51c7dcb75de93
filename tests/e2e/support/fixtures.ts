import AxeBuilder from "@axe-core/playwright";
import { test as base, type ConsoleMessage, expect, type Page, type TestInfo } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export type ConsoleGuard = {
  /** Lets one expected console error through, e.g. the 404 of an image the test blocks on purpose. */
  allow(pattern: RegExp): void;
};

/**
 * The browser reports every 404 response as a console error, including a page that is not found
 * (the 404 page itself, and pages other issues have yet to build) and its client-side .data
 * request. Those are expected; a missing static file (script, style, image) is not.
 */
function isPageNotFoundReport(message: ConsoleMessage): boolean {
  if (!message.text().startsWith("Failed to load resource: the server responded with a status of 404")) {
    return false;
  }
  const { pathname } = new URL(message.location().url);
  return pathname.endsWith(".data") || !/\.[a-z0-9]+$/i.test(pathname);
}

/** Every test fails on console errors, uncaught exceptions or CSP violations in the browser. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" || isPageNotFoundReport(message)) return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });

      await use({ allow: (pattern) => allowed.push(pattern) });

      if (page.url().startsWith("http")) {
        const violations = await page.evaluate(() => window.__cspViolations ?? []);
        problems.push(...violations.map((violation) => `CSP violation: ${violation}`));
      }
      expect(problems, "browser console errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === "mobile";
}

/** Waits until React has hydrated the document, so clicks and keys reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
}

/**
 * axe-core on the current page: no serious or critical WCAG 2.x A/AA violation. Legacy mode runs axe
 * in the page with one call (the default opens a second page to merge frames' results, which our
 * pages, without cross-origin frames, do not need), and only violations are collected: the same
 * findings in about a third of the time.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Fails when the page is wider than the window, i.e. a reader would have to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

export { expect };
