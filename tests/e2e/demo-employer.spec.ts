import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { isolatedAppForSuite } from "./support/mail-app";

/**
 * Issue 18: the README's demo employer, on a freshly seeded app of its own (the shared server's
 * invoices and timesheets are changed by other suites), finds the seeded story on every page of the
 * employer portal: the order published and interviewing, two submitted candidates, the scheduled
 * interview, Maria's week to approve, the open invoice and onboarding four steps along. Reads only.
 */
const app = isolatedAppForSuite();
const EMAIL = "denise.carter@mangrovehealth.example";
const PASSWORD = "Sunshine-Employer-2026";

/** Opens a page through the portal's navigation and waits for its heading. */
async function openFromNav(page: Page, link: string, heading = link): Promise<void> {
  await page.getByRole("navigation", { name: "Employer Portal" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

test("@desktop-only the demo employer finds her order, candidates, interview, timesheet, invoice and onboarding", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/\/favicon\.ico/);
  await page.goto(`${app.url}/employer/login`);
  await waitForHydration(page);
  await page.getByLabel("Work email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Denise" })).toBeVisible();

  // Dashboard: a figure on every card.
  await expect(page.getByTestId("open-orders")).toHaveText("1");
  await expect(page.getByTestId("candidates-waiting")).toHaveText("1");
  await expect(page.getByTestId("upcoming-interviews")).toHaveText("1");
  await expect(page.getByRole("region", { name: "Upcoming interviews" })).toContainText("Daniel Nguyen");
  await expect(page.getByTestId("timesheets-waiting")).toHaveText("1");
  await expect(page.getByRole("region", { name: "Timesheets to approve" })).toContainText("40 h");
  await expect(page.getByTestId("open-invoices")).toHaveText("1");
  await expect(page.getByRole("region", { name: "Open invoices" })).toContainText("$1,560.00");
  await expect(page.getByRole("region", { name: "Onboarding" })).toContainText("4 of 5");
  await expectNoSeriousA11yViolations(page);

  await openFromNav(page, "Active Orders");
  const order = page.getByRole("listitem").filter({ hasText: "Patient Access Representative" });
  await expect(order).toContainText("Interviewing");
  await order.getByRole("link", { name: "Patient Access Representative" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Patient Access Representative" })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Published on the job board");
  const orderUrl = page.url();

  await openFromNav(page, "Candidates");
  await expect(page.getByRole("region", { name: "Keisha Williams" })).toContainText(
    "Four years at a busy specialty front desk",
  );
  await expect(
    page.getByRole("region", { name: "Keisha Williams" }).getByRole("button", { name: /^Approve/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Daniel Nguyen" })).toContainText("Approved for interview");

  await openFromNav(page, "Interviews");
  const interview = page
    .getByRole("region", { name: "Upcoming" })
    .getByRole("article", { name: "Daniel Nguyen · Patient Access Representative" });
  await expect(interview).toContainText("Scheduled");

  await openFromNav(page, "Timesheets");
  const week = page.getByRole("article", { name: "Maria Gonzalez" });
  await expect(week).toContainText("40 h");
  await expect(week.getByRole("button", { name: /^Approve/ })).toBeVisible();

  await openFromNav(page, "Invoices");
  const invoice = page.getByRole("listitem").filter({ hasText: "$1,560.00" });
  await expect(invoice).toContainText("Open");

  await openFromNav(page, "Onboarding");
  await expect(page.getByRole("region", { name: "Setup checklist" })).toContainText("4 of 5");
  await expect(page.getByRole("region", { name: "Billing contact" }).getByLabel(/name/i).first()).toHaveValue(
    "Ray Alvarez",
  );
  await expect(page.getByRole("region", { name: "New-hire tracker" })).toContainText("Maria Gonzalez");

  await openFromNav(page, "Team");
  await expect(page.getByText("marcus.bell@mangrovehealth.example")).toBeVisible();

  // At 320 px the seeded story's long values (her email in the order history) stay inside the screen.
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of [
    "dashboard",
    "candidates",
    "interviews",
    "timesheets",
    "invoices",
    "onboarding",
    "team",
  ]) {
    await page.goto(`${app.url}/employer/${path}`);
    await expectNoSidewaysScroll(page);
  }
  await page.goto(orderUrl);
  await expectNoSidewaysScroll(page);
});
