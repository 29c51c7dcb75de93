import { signInAsAdmin } from "./support/admin-session";
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitForHydration } from "./support/fixtures";
import { isolatedAppForSuite } from "./support/mail-app";

/**
 * Issue 7's "done when", as a new user on a fresh clone: sign in through the development identity
 * provider, publish a High-priority job, approve a review, change the phone number, and find each
 * action in the audit log. On its own app and database: these change what other suites read.
 */
// Tagged @desktop-only: the mobile project leaves it out (playwright.config.ts); the 375 px checks
// of every console page are below.
test.describe("admin console @desktop-only", () => {
  const app = isolatedAppForSuite();

  test("publish a featured job, approve a review, change the phone; each shows on the site and in the audit log", async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    // The development provider's plain HTML page names no icon, so Chromium asks for /favicon.ico.
    consoleGuard.allow(/\/favicon\.ico/);
    const stamp = Date.now().toString(36);
    const jobTitle = `Flight Nurse ${stamp}`;
    const reviewer = `Reviewer ${stamp}`;
    const phone = "(305) 555-0177";

    // Sign in as a user would: the login page's button, then the development provider's page.
    await page.goto(`${app.url}/admin`);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
    await expect(page.getByRole("heading", { name: "Development sign-in" })).toBeVisible();
    await page.getByRole("button", { name: /Olivia Park/ }).click();
    await expect(page).toHaveURL(`${app.url}/admin`);
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await expect(page.getByTestId("admin-name")).toHaveText("Olivia Park");
    await waitForHydration(page);

    // A new job: a draft with a Markdown preview, then High priority and published.
    await page.getByRole("link", { name: "Jobs", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();
    await page.getByRole("link", { name: "New job" }).click();
    await page.getByLabel("Title").fill(jobTitle);
    await page.getByLabel("City").fill("Miami");
    await page
      .getByLabel("Description (Markdown)")
      .fill("## The role\n\nFly with **critical care** patients.");
    await page.getByRole("button", { name: "Preview description" }).click();
    await expect(page.getByRole("region", { name: "Description preview" }).locator("strong")).toHaveText(
      "critical care",
    );
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("rowheader", { name: new RegExp(jobTitle) })).toBeVisible();
    await page.getByLabel(`Priority of ${jobTitle}`).selectOption("High");
    await expect(page.getByText(`${jobTitle}: priority set to High.`)).toBeVisible();
    await page.getByRole("button", { name: `Publish ${jobTitle}` }).click();
    await expect(page.getByText(`${jobTitle}: published.`)).toBeVisible();

    await page.goto(`${app.url}/`);
    await expect(page.locator('[data-slot="featured-jobs"]').getByText(jobTitle)).toBeVisible();

    // A review sent from /company-review waits for approval, then shows on the home page.
    await app.db.query(
      "INSERT INTO company_reviews (company_id, author_name, rating, text, status) VALUES (1, $1, 5, 'They found our charge nurse in a week.', 'pending')",
      [reviewer],
    );
    await page.goto(`${app.url}/`);
    await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toHaveCount(0);
    await page.goto(`${app.url}/admin/reviews`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Approve the review by ${reviewer}` }).click();
    await expect(page.getByText(`The review by ${reviewer} was approved.`)).toBeVisible();
    await page.goto(`${app.url}/`);
    await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toBeVisible();

    // The phone number in site settings shows on /contact at once.
    await page.goto(`${app.url}/admin/settings`);
    await waitForHydration(page);
    await page.getByLabel("Phone").fill(phone);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved. The site shows them now.")).toBeVisible();
    await page.goto(`${app.url}/contact`);
    await expect(page.getByText(phone).first()).toBeVisible();

    // Every action is in the audit log, newest first, with who did it.
    await page.goto(`${app.url}/admin/audit`);
    const entries = page.getByTestId("audit-entry");
    await expect(entries.nth(0)).toContainText("settings.updated");
    await expect(entries.nth(0)).toContainText(phone);
    await expect(entries.nth(1)).toContainText("review.approved");
    await expect(entries.nth(2)).toContainText("job.published");
    await expect(entries.nth(3)).toContainText("job.priority_changed");
    await expect(entries.nth(4)).toContainText("job.created");
    await expect(entries.nth(4)).toContainText(jobTitle);
    await expect(entries.first()).toContainText("Olivia Park");
    await page.getByLabel(/Search by admin email/).fill("review.approved");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("review.approved");

    // A blog post: a draft (with a live Markdown preview) is not on /blog until it is published.
    const postTitle = `Flight nursing careers ${stamp}`;
    await page.goto(`${app.url}/admin/blog`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByLabel("Title").fill(postTitle);
    await expect(page.getByLabel(/^Slug/)).toHaveValue(`flight-nursing-careers-${stamp}`);
    await page.getByLabel(/^Excerpt/).fill("What a day in the air looks like.");
    await page.getByLabel("Author").fill("Olivia Park");
    await page.getByLabel("Category").fill("Careers");
    await page.getByLabel("Body (Markdown)").fill("## Up in the air\n\nShifts are **long**.");
    await page.getByRole("button", { name: "Preview body" }).click();
    const preview = page.getByRole("region", { name: "Body preview" });
    await expect(preview.locator("strong")).toHaveText("long");
    await page.getByLabel("Body (Markdown)").fill("## Up in the air\n\nShifts are **rewarding**.");
    await expect(preview.locator("strong")).toHaveText("rewarding");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { name: `Edit post: ${postTitle}` })).toBeVisible();
    const response = await page.request.get(`${app.url}/blog/flight-nursing-careers-${stamp}`);
    expect(response.status()).toBe(404);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: the post is on /blog now.")).toBeVisible();
    await page.goto(`${app.url}/blog`);
    await page.getByRole("link", { name: postTitle }).click();
    await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
    await expect(page.locator("strong", { hasText: "rewarding" })).toBeVisible();

    // A webinar typed in New York time is listed on /webinars at once.
    const webinarTitle = `Hiring flight nurses ${stamp}`;
    await page.goto(`${app.url}/admin/webinars/new`);
    await waitForHydration(page);
    await page.getByLabel("Title", { exact: true }).fill(webinarTitle);
    await page.getByLabel(/^Slug/).fill(`hiring-flight-nurses-${stamp}`);
    await page.getByLabel("Summary").fill("How air ambulance teams hire.");
    await page.getByLabel("Host", { exact: true }).fill("Olivia Park");
    await page.getByLabel("Host's title").fill("Director of Recruiting");
    await page.getByLabel(/^Starts/).fill("2099-12-03T12:00");
    await page.getByRole("button", { name: "Create webinar" }).click();
    await expect(page.getByRole("rowheader", { name: new RegExp(webinarTitle) })).toBeVisible();
    await page.goto(`${app.url}/webinars`);
    await expect(page.getByText(webinarTitle).first()).toBeVisible();
    await expect(page.getByText(/12:00 PM – 12:45 PM EST/).first()).toBeVisible();

    // Deleting asks first: "Keep it" leaves the webinar alone, "Delete" removes it from the site.
    await page.goto(`${app.url}/admin/webinars?q=${encodeURIComponent(webinarTitle)}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Delete ${webinarTitle}` }).click();
    const confirmation = page.getByRole("dialog", { name: `Delete “${webinarTitle}”?` });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole("button", { name: "Keep it" }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByRole("rowheader", { name: new RegExp(webinarTitle) })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${webinarTitle}` }).click();
    await confirmation.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText(`${webinarTitle} deleted.`)).toBeVisible();
    await expect(page.getByRole("rowheader", { name: new RegExp(webinarTitle) })).toHaveCount(0);
    await page.goto(`${app.url}/webinars`);
    await expect(page.getByText(webinarTitle)).toHaveCount(0);
  });
});

test("the console is closed to anyone not signed in as an admin", async ({ page }) => {
  for (const path of [
    "/admin",
    "/admin/jobs",
    "/admin/reviews",
    "/admin/settings",
    "/admin/audit",
    "/admin/assessments",
    "/admin/assessments/accommodations",
    "/admin/consultations",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

test("every console section is accessible and fits the screen, from 320 px up", async ({
  page,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(240_000);
  consoleGuard.allow(/\/favicon\.ico/);
  await signInAsAdmin(page, "");
  if (isMobile(testInfo)) await page.setViewportSize({ width: 320, height: 640 });
  const sections: [string, string][] = [
    ["/admin", "Overview"],
    ["/admin/jobs", "Jobs"],
    ["/admin/jobs/new", "New job"],
    ["/admin/reviews", "Reviews"],
    ["/admin/settings", "Site settings"],
    ["/admin/audit", "Audit log"],
    ["/admin/messages", "Messages"],
    ["/admin/subscribers", "Subscribers"],
    ["/admin/blog", "Blog posts"],
    ["/admin/blog/new", "New post"],
    ["/admin/webinars", "Webinars"],
    ["/admin/webinars/new", "New webinar"],
    ["/admin/assessments", "Assessments"],
    ["/admin/assessments/accommodations", "Assessment accommodations"],
    ["/admin/candidate-database", "Candidate database"],
    ["/admin/consultations", "Consultations"],
    ["/admin/consultations/settings", "Consultation staff and holidays"],
  ];
  for (const [path, heading] of sections) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // Sign out ends the provider's session too (RP-initiated logout), which then returns to /admin/login.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Development sign-out" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out of the development provider" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/jobs");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
