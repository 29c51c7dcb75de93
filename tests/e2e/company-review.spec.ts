import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * /company-review as a client uses it, at 1280 and 375 px: choosing stars with the keyboard and the
 * mouse, the inline messages, the pending confirmation and toast, and the same form without JavaScript.
 */

const PENDING_MESSAGE =
  "Thank you! Your review has been received and will appear on our site once our team approves it.";

/** The action answers a refused form with 400 (or 429), which the browser reports in its console. */
const REFUSED_FORM_POST = /status of (400|429) .*\/company-review\.data/;

/** An address unique to the test and project: the per-IP review limit stays per test. */
function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const project = testInfo.project.name === "mobile" ? 2 : 1;
  const id = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 0);
  return { "x-forwarded-for": `100.${64 + project}.${Math.floor(id / 250)}.${id % 250}` };
}

function uniqueName(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

const ratingGroup = (page: Page) => page.getByRole("group", { name: "Rating" });
const star = (page: Page, count: number) =>
  ratingGroup(page).getByRole("radio", { name: count === 1 ? "1 star" : `${count} stars` });
/** The label drawn as a star around a radio (it carries the focus ring). */
const starLabel = (page: Page, count: number) =>
  ratingGroup(page)
    .locator("label")
    .nth(count - 1);
const toasts = (page: Page): Locator => page.getByRole("region", { name: /Notifications/ });

/** The visible part of the "3 out of 5 stars" text beside the stars. */
const chosenRating = (page: Page) => page.getByTestId("chosen-rating").locator("span:visible");

/** Stars 1..count look filled and the rest empty, and the text beside them says how many. */
async function expectStarsFilled(page: Page, count: number) {
  for (let index = 1; index <= 5; index += 1) {
    const fill = expect(page.locator(`svg[data-star="${index}"]`));
    if (index <= count) await fill.not.toHaveCSS("fill", "none");
    else await fill.toHaveCSS("fill", "none");
  }
  await expect(chosenRating(page)).toHaveText([`${count} out of 5 stars`]);
}

async function publishedAuthors(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/companies/sunshine-staffing/reviews");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { reviews: { author_name: string }[] };
  return body.reviews.map((review) => review.author_name);
}

test.describe("Company review page", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
  });

  test("names the company, says reviews are approved first, and offers an accessible star rating", async ({
    page,
  }) => {
    await page.goto("/company-review");
    await expect(page).toHaveTitle("Leave a Review | Sunshine Staffing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review Sunshine Staffing");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(
      page.getByText("Reviews are read by our team and appear on our site once approved."),
    ).toBeVisible();

    const form = page.getByRole("form", { name: "Write your review" });
    await expect(form.getByLabel("Your name")).toBeVisible();
    await expect(ratingGroup(page).getByRole("radio")).toHaveCount(5);
    for (const count of [1, 2, 3, 4, 5]) await expect(star(page, count)).not.toBeChecked();
    await expect(form.getByLabel("Your review (optional)")).toBeVisible();
    await expect(chosenRating(page)).toHaveText(["Choose 1 to 5 stars"]);
    await expect(form.getByRole("button", { name: "Submit Review" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("a client rates with the keyboard and the mouse, submits, and is told the review awaits approval", async ({
    page,
  }, testInfo) => {
    const name = uniqueName(testInfo, "Keyboard Reviewer");
    await page.goto("/company-review");
    await waitForHydration(page);

    await page.getByLabel("Your name").fill(name);
    await page.keyboard.press("Tab");
    await expect(star(page, 1)).toBeFocused();
    await expect(starLabel(page, 1)).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Space");
    await expect(star(page, 1)).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(star(page, 4)).toBeChecked();
    await expect(star(page, 4)).toBeFocused();
    await expectStarsFilled(page, 4);
    await page.keyboard.press("ArrowLeft");
    await expect(star(page, 3)).toBeChecked();
    await expectStarsFilled(page, 3);

    await star(page, 5).click();
    await expect(star(page, 5)).toBeChecked();
    await expect(star(page, 3)).not.toBeChecked();
    await expectStarsFilled(page, 5);
    await star(page, 4).click();
    await expectStarsFilled(page, 4);

    const text = "Quick, friendly and they found me a great role.";
    await page.getByLabel("Your review (optional)").fill(text);
    await expect(page.getByText(`${text.length} / 2,000 characters`)).toBeVisible();

    // Hold the submission so the sending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/company-review.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Review" }).click();
    const sending = page.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { name: "Review received" })).toBeFocused();
    await expect(page.getByText(PENDING_MESSAGE)).toBeVisible();
    await expect(page.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Write your review" })).toHaveCount(0);
    await expect(toasts(page)).toContainText("Review Submitted!");
    await expect(toasts(page)).toContainText("Your review is pending approval");

    expect(await publishedAuthors(page)).not.toContain(name);
    await expectNoSeriousA11yViolations(page);
  });

  test("an empty submit shows what is missing under each field, and the form keeps what was typed", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(REFUSED_FORM_POST);
    await page.goto("/company-review");
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: "Submit Review" });
    const name = page.getByLabel("Your name");

    await submit.click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await expect(ratingGroup(page)).toHaveAccessibleDescription("Please choose a rating from 1 to 5 stars");
    await expect(name).toBeFocused();
    await expect(page.getByLabel("Your review (optional)")).not.toHaveAttribute("aria-invalid");
    await expectNoSeriousA11yViolations(page);

    const author = uniqueName(testInfo, "Corrected Reviewer");
    await name.fill(author);
    await page.getByLabel("Your review (optional)").fill("Second try.");
    await submit.click();
    await expect(page.getByText("Please enter your name")).toHaveCount(0);
    await expect(page.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
    await expect(star(page, 1)).toBeFocused();
    await expect(name).toHaveValue(author);
    await expect(page.getByLabel("Your review (optional)")).toHaveValue("Second try.");

    await star(page, 2).click();
    await submit.click();
    await expect(page.getByText(PENDING_MESSAGE)).toBeVisible();
    expect(await publishedAuthors(page)).not.toContain(author);
  });

  test("works without JavaScript: the stars, the messages and the confirmation", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: visitorHeaders(testInfo),
    });
    const page = await context.newPage();
    await page.goto("/company-review");

    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Please enter your name");
    await expect(ratingGroup(page)).toHaveAccessibleDescription("Please choose a rating from 1 to 5 stars");

    const author = uniqueName(testInfo, "No Script Reviewer");
    await page.getByLabel("Your name").fill(author);
    await star(page, 3).click();
    await expectStarsFilled(page, 3);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("heading", { name: "Review received" })).toBeVisible();
    await expect(page.getByText(PENDING_MESSAGE)).toBeVisible();
    expect(await publishedAuthors(page)).not.toContain(author);
    await context.close();
  });
});
