import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * Footer newsletter (SPEC §4, §5, §8) on every page, and the home reviews section (SPEC §2, §3, §9)
 * with the seeded reviews of the agency (8 published, average 4.5).
 */

/** A documentation-range address unique to the test, as if each test were a different visitor. */
function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const project = testInfo.project.name === "mobile" ? 2 : 1;
  const id = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 0);
  return { "x-forwarded-for": `198.${60 + project}.${Math.floor(id / 250)}.${id % 250}` };
}

function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `e2e.news.${label}.${testInfo.project.name}.${Date.now()}@example.com`;
}

function newsletter(page: Page): Locator {
  return page.getByRole("contentinfo").getByRole("region", { name: "Stay Updated" });
}

function emailInput(page: Page): Locator {
  return newsletter(page).getByRole("textbox", { name: "Email address" });
}

type MailboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers?: Record<string, string>;
};

async function mailboxFor(page: Page, address: string): Promise<MailboxMessage[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).messages;
}

test.describe("Footer newsletter", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // Each test is a visitor of its own, so the per-IP limit never spans tests.
    await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
    await page.goto("/about");
    await waitForHydration(page);
  });

  test("an empty submit shows 'Email required' and sends nothing", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/email-subscriptions")) requests.push(request.url());
    });
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Email required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your email address", { exact: true })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("a malformed address is stopped by the browser's own check", async ({ page }) => {
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/email-subscriptions")) sent = true;
    });
    await emailInput(page).fill("not-an-email");
    await emailInput(page).press("Enter");
    expect(await emailInput(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await page.waitForTimeout(300);
    expect(sent).toBe(false);
  });

  test("subscribes: 'Subscribing...' with the form disabled, then the toast, a cleared input and the welcome email", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "ok");
    // Hold the response so the pending state can be observed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/email-subscriptions", async (route) => {
      await held;
      await route.continue();
    });

    await emailInput(page).fill(email);
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    const pendingButton = newsletter(page).getByRole("button", { name: "Subscribing..." });
    await expect(pendingButton).toBeDisabled();
    await expect(emailInput(page)).toBeDisabled();
    release();

    await expect(page.getByText("Successfully subscribed!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("You'll receive industry insights and job alerts in your inbox.", { exact: true }),
    ).toBeVisible();
    await expect(emailInput(page)).toHaveValue("");
    await expect(emailInput(page)).toBeEnabled();
    await expect(newsletter(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();

    await expect.poll(async () => (await mailboxFor(page, email)).length).toBe(1);
    const [message] = await mailboxFor(page, email);
    const unsubscribeHeader = Object.entries(message?.headers ?? {}).find(
      ([name]) => name.toLowerCase() === "list-unsubscribe",
    );
    const body = `${message?.text ?? ""} ${message?.html ?? ""}`;
    expect(Boolean(unsubscribeHeader) || /\/unsubscribe\?token=/.test(body)).toBe(true);
    expect(body).toMatch(/\/unsubscribe\?token=/);
  });

  test("subscribing twice, in another letter case, still succeeds", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "twice");
    for (const address of [email, email.toUpperCase()]) {
      await emailInput(page).fill(address);
      await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Successfully subscribed!", { exact: true })).toBeVisible();
      await expect(emailInput(page)).toHaveValue("");
      await expect(newsletter(page).getByRole("button", { name: "Subscribe" })).toBeEnabled();
    }
  });

  test("a server failure shows 'Subscription failed' with the server's message", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/status of 500/);
    await page.route("**/api/email-subscriptions", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Our mail service is down, please try again soon" }),
      }),
    );
    await emailInput(page).fill(uniqueEmail(testInfo, "fail"));
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Our mail service is down, please try again soon", { exact: true }),
    ).toBeVisible();
    // The address stays so the visitor can retry.
    await expect(emailInput(page)).not.toHaveValue("");
  });

  test("a failure without a message falls back to 'Please try again later'", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/status of 502/);
    await page.route("**/api/email-subscriptions", (route) => route.fulfill({ status: 502, body: "" }));
    await emailInput(page).fill(uniqueEmail(testInfo, "fallback"));
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Please try again later", { exact: true })).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await newsletter(page).scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Home reviews", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
  });

  function reviews(page: Page): Locator {
    return page.getByRole("region", { name: "What Our Clients Say" });
  }

  test("shows the overall rating, the review count and the newest three reviews", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const section = reviews(page);
    await expect(section.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
    await expect(section.getByTestId("overall-rating")).toHaveText("4.5");
    await expect(section.getByText("Based on 8 reviews")).toBeVisible();
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(3);
    // Newest first (seed: 6, 19 and 34 days ago).
    const names = ["Daniela Ortiz", "Marcus Whitfield", "Renee Castillo"];
    for (const [index, name] of names.entries()) {
      await expect(items.nth(index).getByRole("article")).toHaveAccessibleName(`Review by ${name}`);
      await expect(items.nth(index).getByText(name, { exact: true })).toBeVisible();
    }
    await expect(items.first().getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(items.first().getByText(/ago$/)).toBeVisible();
    await expect(section.getByText("Loading reviews...")).toHaveCount(0);
    await expect(section.getByText("No reviews available at this time.")).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
  });

  test("the server-rendered HTML carries the reviews for crawlers", async ({ request }) => {
    const response = await request.get("/", { headers: { "user-agent": "Googlebot/2.1" } });
    const html = await response.text();
    expect(html).toContain("Based on 8 reviews");
    expect(html).toContain("Daniela Ortiz");
  });
});
