import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";

/**
 * The AI hiring assistant's public pages (issue 22): from the /copilot landing to the demo, a
 * draft from three sentences, an edited field, the sample pool ranked, and a weight change that
 * re-orders it; accessible, and usable at 320 px.
 */
const THREE_SENTENCES =
  "We are hiring a staff accountant in Plantation. Month-end close and reconciliations in QuickBooks. 3 years of experience.";

const rankedLabels = (page: Page) =>
  page
    .getByRole("list", { name: "Ranked sample candidates" })
    .getByRole("heading", { level: 3 })
    .allTextContents();

async function draftAndRank(page: Page) {
  await page.getByLabel("Describe the role in a few sentences").fill(THREE_SENTENCES);
  await page.getByRole("button", { name: "Draft", exact: true }).click();
  await expect(page.getByRole("heading", { name: "2. Review and edit the draft" })).toBeFocused();
  await page.getByRole("button", { name: "Rank the sample pool" }).click();
  await expect(
    page.getByRole("list", { name: "Ranked sample candidates" }).getByRole("listitem").first(),
  ).toBeVisible();
}

test("a visitor goes from /copilot to the demo, drafts, edits, ranks and re-weights", async ({
  page,
  consoleGuard,
}) => {
  // The browser reports the refusals this test provokes on purpose (an empty description, all weights at 0).
  consoleGuard.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/copilot\/demo\/(draft|rank)\)/);
  await page.goto("/copilot");
  await expect(
    page.getByRole("heading", { level: 1, name: "From a Few Sentences to a Ranked Shortlist" }),
  ).toBeVisible();
  const plans = page.getByRole("region", { name: "Plans for Every Hiring Pace" });
  await expect(plans.getByText("$149")).toBeVisible();
  await expect(plans.getByText("$399")).toBeVisible();
  await expect(plans.getByText("$899")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" }).first()).toHaveAttribute(
    "href",
    "/copilot/client/signup",
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Try the demo" }).first().click();
  await expect(page).toHaveURL(/\/copilot\/demo$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Draft a Job Order in Seconds" })).toBeVisible();

  // An empty description is refused under the field.
  await page.getByRole("button", { name: "Draft", exact: true }).click();
  await expect(page.getByText("Please describe the role in a few words")).toBeVisible();

  await page.getByLabel("Describe the role in a few sentences").fill(THREE_SENTENCES);
  await page.getByRole("button", { name: "Draft", exact: true }).click();
  await expect(page.getByRole("heading", { name: "2. Review and edit the draft" })).toBeFocused();
  await expect(page.getByText("Drafted by the built-in drafter")).toBeVisible();
  const draft = page.getByRole("region", { name: "2. Review and edit the draft" });
  await expect(draft.getByLabel("Job title")).toHaveValue("Staff Accountant");
  await expect(draft.getByLabel("City (optional)")).toHaveValue("Plantation");
  await expect(page.getByText(/Suggested: \$62,000–\$75,000 a year/)).toBeVisible();
  await expect(draft.getByLabel("Screening questions")).toHaveValue(
    /authorized to work in the United States/,
  );

  // Every field is editable: the edit is what gets ranked.
  await draft.getByLabel("Years of experience (minimum) (optional)").fill("5");
  await draft.getByLabel("Must-have skills").fill("QuickBooks\nAccount Reconciliation\n");
  await page.getByRole("button", { name: "Rank the sample pool" }).click();
  const list = page.getByRole("list", { name: "Ranked sample candidates" });
  await expect(list.locator(":scope > li")).toHaveCount(10);
  await expect(page.getByText(/fictional candidates written for this demo/)).toBeVisible();
  await expect(list.getByRole("listitem").first()).toContainText(/Score \d+(\.\d)? \/ 100/);
  await expect(list.getByRole("listitem").first()).toContainText("Must-have skills");
  const before = await rankedLabels(page);
  const weights = page.getByRole("group", { name: /Criterion weights/ });

  // Only location and availability count now: the order changes without pressing anything.
  for (const criterion of [
    "Must-have skills",
    "Nice-to-have skills",
    "Job title",
    "Experience",
    "Pay",
    "Assessments",
    "Resume relevance",
  ]) {
    await weights.getByLabel(criterion, { exact: true }).fill("0");
  }
  await weights.getByLabel("Location", { exact: true }).fill("100");
  await expect.poll(() => rankedLabels(page)).not.toEqual(before);

  // All weights at 0 ranks nothing and says why.
  await weights.getByLabel("Location", { exact: true }).fill("0");
  await weights.getByLabel("Availability", { exact: true }).fill("0");
  await expect(page.getByText("Please give at least one criterion a weight above 0")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the demo works at 320 px without sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/copilot");
  await expectNoSidewaysScroll(page);
  await page.goto("/copilot/demo");
  await waitForHydration(page);
  await draftAndRank(page);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
