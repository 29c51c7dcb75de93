import type { Locator, Page } from "@playwright/test";
import { expect, isMobile, test, waitForHydration } from "./support/fixtures";

/**
 * Global layout (SPEC §2, §9): header and side menu, footer, logo fallback, where the site chrome is
 * hidden, the 404 page, the toast viewport, CSP nonces, and a clean browser console throughout.
 */

const MAIN_LINKS = [
  { name: "Home", href: "/" },
  { name: "About Us", href: "/about" },
  { name: "Services", href: "/services" },
  { name: "Jobs", href: "/jobs" },
  { name: "Contact", href: "/contact" },
  { name: "Blog", href: "/blog" },
];

const LEGAL_LINKS = [
  { name: "Privacy Policy", href: "/privacy-policy" },
  { name: "Terms of Service", href: "/terms-of-service" },
  { name: "Cookie Policy", href: "/cookie-policy" },
  { name: "SMS Terms", href: "/sms-terms" },
];

const FOOTER_SERVICES = [
  "Contract Staffing",
  "Direct Placement",
  "Executive Search",
  "RPO Solutions",
  "Payroll Services",
];

const SOCIAL_NETWORKS = [
  { name: "Sunshine Staffing on LinkedIn (opens in a new tab)", host: /(^|\.)linkedin\.com$/ },
  { name: "Sunshine Staffing on Facebook (opens in a new tab)", host: /(^|\.)facebook\.com$/ },
  { name: "Sunshine Staffing on X (opens in a new tab)", host: /^x\.com$/ },
];

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

function header(page: Page) {
  return page.getByRole("banner");
}

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

test.describe("Header navigation", () => {
  test("shows the six main links in order on wide screens and a menu button on small ones", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const nav = header(page).getByRole("navigation", { name: "Main" });
    const menuButton = header(page).getByRole("button", { name: "Open menu" });

    if (isMobile(testInfo)) {
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeVisible();
      return;
    }
    await expect(nav).toBeVisible();
    await expect(menuButton).toBeHidden();
    const links = nav.getByRole("link");
    await expect(links).toHaveText(MAIN_LINKS.map((link) => link.name));
    expect(await hrefs(links)).toEqual(MAIN_LINKS.map((link) => link.href));
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  });

  test("each link leads to its page and becomes the current one", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    const nav = isMobile(testInfo)
      ? menu.getByRole("navigation", { name: "Main" })
      : header(page).getByRole("navigation", { name: "Main" });

    // Home last: it is the current page at the start.
    for (const { name, href } of [...MAIN_LINKS.slice(1), ...MAIN_LINKS.slice(0, 1)]) {
      if (isMobile(testInfo)) await menuButton.click();
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(href);

      if (isMobile(testInfo)) {
        await expect(menu).toBeHidden();
        await menuButton.click();
      }
      await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      if (isMobile(testInfo)) {
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      }
    }
  });

  test("client-side navigations bring the server-rendered sections along", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });

    await header(page).getByRole("link", { name: "Sunshine Staffing" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connect With Top Talent & Opportunities",
    );
    await expect(page.getByRole("group", { name: /^Map of the United States/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trusted by Employers Across Industries" })).toBeVisible();
    await expect(footer(page).getByRole("link", { name: "Privacy Policy" })).toBeVisible();

    await page.getByRole("link", { name: "View All Jobs" }).click();
    await expect(page).toHaveURL("/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("group", { name: /^Map of the United States/ })).toBeVisible();
    await expect(footer(page).getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test("a skip link leads keyboard users to the main content", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("Side menu", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // The desktop project checks the menu between the sm and lg breakpoints, where it is 400 px wide.
    if (!isMobile(testInfo)) await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
  });

  test("slides in from the right with the six links and closes with its close button", async ({
    page,
  }, testInfo) => {
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();

    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(MAIN_LINKS.map((link) => link.name));
    expect(await hrefs(links)).toEqual(MAIN_LINKS.map((link) => link.href));
    await expect(dialog.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    const viewportWidth = page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && { width: Math.round(box.width), right: Math.round(box.x + box.width) };
      })
      .toEqual({ width: isMobile(testInfo) ? 300 : 400, right: viewportWidth });

    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("closes with Escape and gives focus back to the menu button", async ({ page }) => {
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();

    const focusInsideDialog = () =>
      page.evaluate(() =>
        Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
      );
    // Eight links and buttons: twelve presses each way wrap around at least once.
    for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await focusInsideDialog(), `focus after ${key}`).toBe(true);
    }
    // Modal: the page behind is hidden from assistive technology while the menu is open.
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact" }).click();

    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("Footer", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("links to the four legal pages", async ({ page }) => {
    const legal = footer(page).getByRole("navigation", { name: "Legal" }).getByRole("link");
    await expect(legal).toHaveText(LEGAL_LINKS.map((link) => link.name));
    expect(await hrefs(legal)).toEqual(LEGAL_LINKS.map((link) => link.href));
  });

  test("lists five services in order, all leading to /services", async ({ page }) => {
    await waitForHydration(page);
    const services = footer(page).getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveText(FOOTER_SERVICES);
    expect(await hrefs(services)).toEqual(FOOTER_SERVICES.map(() => "/services"));

    await services.filter({ hasText: "Payroll Services" }).click();
    await expect(page).toHaveURL("/services");
  });

  test("links to three social networks in a new tab", async ({ page }) => {
    for (const { name, host } of SOCIAL_NETWORKS) {
      const link = footer(page).getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      const rel = (await link.getAttribute("rel"))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      const url = new URL((await link.getAttribute("href")) ?? "");
      expect(url.protocol).toBe("https:");
      expect(url.hostname).toMatch(host);
    }
  });

  test("shows the copyright, both offices and the newsletter section", async ({ page }) => {
    const contentInfo = footer(page);
    await expect(contentInfo.getByText("© 2025 Sunshine Staffing. All rights reserved.")).toBeVisible();
    await expect(contentInfo.getByText("Miami, Florida")).toBeVisible();
    await expect(contentInfo.getByText("Fort Lauderdale, Florida")).toBeVisible();
    await expect(contentInfo.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    const newsletter = contentInfo.getByRole("region", { name: "Stay Updated" });
    await expect(newsletter.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});

test.describe("Logo", () => {
  test("shows the logo image named after the brand", async ({ page }) => {
    await page.goto("/");
    const logo = header(page).getByRole("img", { name: "Sunshine Staffing" });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(header(page).getByRole("link", { name: "Sunshine Staffing" })).toHaveAttribute("href", "/");
  });

  test("falls back to the brand name when the image fails before the page is interactive", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404.*\/logo\.svg/);
    await page.route("**/logo.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");

    const homeLink = header(page).getByRole("link", { name: "Sunshine Staffing" });
    await expect(homeLink).toHaveText("Sunshine Staffing");
    await expect(header(page).getByRole("img")).toHaveCount(0);
  });

  test("falls back to the brand name when the image fails after the page is interactive", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404.*\/logo\.svg/);
    let failImage: () => void = () => {};
    const imageMayFail = new Promise<void>((resolve) => {
      failImage = resolve;
    });
    await page.route("**/logo.svg", async (route) => {
      await imageMayFail;
      await route.fulfill({ status: 404, body: "" });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await expect(header(page).getByRole("img", { name: "Sunshine Staffing" })).toBeAttached();

    failImage();
    await expect(header(page).getByRole("link", { name: "Sunshine Staffing" })).toHaveText(
      "Sunshine Staffing",
    );
    await expect(header(page).getByRole("img")).toHaveCount(0);
  });
});

test.describe("Areas without the site header and footer", () => {
  test("the admin sign-in page stands alone", async ({ page }) => {
    const response = await page.goto("/admin/login");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in with Microsoft" })).toHaveAttribute(
      "href",
      "/api/admin/auth/microsoft",
    );
    const requirements = page.getByRole("region", { name: "Requirements" }).getByRole("listitem");
    await expect(requirements).toHaveText([
      /organizational Microsoft account/,
      /admin role/,
      /company domain/,
    ]);
    await expect(page.getByRole("link", { name: "Back to main site" })).toHaveAttribute("href", "/");
  });

  test("/admin leads to the admin sign-in page", async ({ page, request }) => {
    const redirect = await request.get("/admin", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe("/admin/login");

    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login");
  });

  test("the assistant's client and admin areas have no site chrome; the public assistant page has", async ({
    page,
  }) => {
    for (const path of ["/copilot/client/dashboard", "/copilot/admin", "/admin/unknown-page"]) {
      await page.goto(path);
      // A signed-out visit to a guarded page shows "Loading your account…" until the script sends it
      // to sign in; on a machine busy with other suites that can take longer than the usual wait.
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible({ timeout: 25_000 });
      // The site's header (its Main navigation) and footer are gone; an area may name itself in a
      // slim banner of its own (the assistant's client area does).
      await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(0);
      await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
    }
    await page.goto("/copilot");
    await expect(header(page)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("going back to the main site brings the header and footer back", async ({ page }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to main site" }).click();

    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connect With Top Talent & Opportunities",
    );
    // The footer's server-rendered columns came along, though the sign-in page had none.
    await expect(footer(page).getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  });
});

test.describe("404 page", () => {
  test("an unknown address answers 404 inside the site layout", async ({ page }) => {
    const response = await page.goto("/no-such-page/anywhere");
    expect(response?.status()).toBe(404);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Jobs" })).toHaveAttribute(
      "href",
      "/jobs",
    );

    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connect With Top Talent & Opportunities",
    );
  });

  test("going back in the browser to an unknown page shows the 404 page again", async ({ page }) => {
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await page.goBack();

    await expect(page).toHaveURL("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("Toasts", () => {
  test("appear at the top center, at most 420 px wide, and F8 jumps to them", async ({ page }) => {
    const toasterRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/toaster-/.test(request.url())) toasterRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // Radix Toast is fetched when the first toast is raised (or focus enters a form), not before.
    expect(toasterRequests).toEqual([]);
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(region).toHaveCount(0);

    // An empty newsletter address raises SPEC's toast without a request.
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(region).toContainText("Email required");
    expect(toasterRequests).toHaveLength(1);
    const viewport = region.getByRole("list");

    const box = await viewport.boundingBox();
    const pageWidth = page.viewportSize()?.width ?? 0;
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y).toBe(0);
    expect(Math.abs(box.x + box.width / 2 - pageWidth / 2)).toBeLessThanOrEqual(1);
    expect(Math.round(box.width)).toBe(Math.min(420, pageWidth));
    const style = await viewport.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { position: computed.position, maxWidth: computed.maxWidth };
    });
    expect(style).toEqual({ position: "fixed", maxWidth: "420px" });

    await page.keyboard.press("F8");
    await expect(viewport).toBeFocused();
  });
});

test.describe("Content Security Policy", () => {
  for (const path of ["/", "/admin/login", "/no-such-page"]) {
    test(`every script on ${path} carries the response's nonce`, async ({ request }) => {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"] ?? "";
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");

      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
      const inlineScripts = scripts.filter((tag) => !/\ssrc=/i.test(tag));
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        expect(/\snonce="([^"]*)"/.exec(tag)?.[1], tag).toBe(nonce);
      }
    });
  }

  test("pages run without console errors or policy violations", async ({ page }, testInfo) => {
    // The consoleGuard fixture fails the test on any error these visits produce.
    for (const path of ["/", "/admin/login", "/no-such-page", "/admin"]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.goto("/");
    await waitForHydration(page);
    if (isMobile(testInfo)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await page.keyboard.press("Escape");
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
