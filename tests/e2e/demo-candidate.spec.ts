import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { adminPage } from "./support/admin-session";
import { signInCandidate } from "./support/candidate-session";
import { expect, test, waitForHydration } from "./support/fixtures";
import { isolatedAppForSuite } from "./support/mail-app";
import { lastMonday, pdfFirstPageText, shiftDate } from "./support/workforce";

/**
 * Issue 16: the README's demo candidate, on a freshly seeded app of its own (the story changes data:
 * she submits this week), finds her working life on every page of the portal, fills and submits
 * this week's timesheet and downloads a paystub; staff see the same placement, pay runs, queue,
 * request and ticket in the console. Desktop only: one long story that changes data.
 */
test.describe.configure({ mode: "serial" });

const app = isolatedAppForSuite();
const EMAIL = "maria.gonzalez@example.com";
const PASSWORD = "Sunshine-Demo-2026";

/** Opens a page through the portal's navigation and waits for its heading. */
async function openFromNav(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole("navigation", { name: "Candidate portal" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("@desktop-only staff see the demo candidate's placement, pay runs, waiting week, request and ticket", async ({
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const staff = await adminPage(browser, app.url);

  await staff.goto(`${app.url}/admin/placements`);
  await waitForHydration(staff);
  const placement = staff.getByRole("row").filter({ hasText: "Maria Gonzalez" });
  await expect(placement).toContainText("Mangrove Health Partners");
  await expect(placement).toContainText("Current");
  await placement.getByRole("link", { name: "Maria Gonzalez" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Maria Gonzalez" })).toBeVisible();
  await expect(staff.getByText("$39.00 per hour")).toBeVisible();
  await expect(staff.getByLabel("Email", { exact: true })).toHaveValue(
    "denise.carter@mangrovehealth.example",
  );

  // Four weekly runs, finalized, the latest paying the week before last on last Friday.
  await staff.goto(`${app.url}/admin/pay-runs`);
  await waitForHydration(staff);
  const runs = staff.getByRole("row").filter({ hasText: "Finalized" });
  await expect(runs).toHaveCount(4);
  await expect(runs.first()).toContainText("$835.64");

  await staff.goto(`${app.url}/admin/timesheets`);
  await waitForHydration(staff);
  const waiting = staff.getByRole("article").filter({ hasText: "Maria Gonzalez, week of" });
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByTestId("week-total")).toContainText("40 h");

  await staff.goto(`${app.url}/admin/documents?status=requested`);
  await waitForHydration(staff);
  await expect(staff.getByRole("row").filter({ hasText: EMAIL })).toContainText("Certification");

  await staff.goto(`${app.url}/admin/support?status=open`);
  await waitForHydration(staff);
  await expect(staff.getByRole("link", { name: "Overtime on my paystub" })).toBeVisible();
  await staff.context().close();
});

test("@desktop-only the demo candidate finds her work on every portal page, submits this week and downloads a paystub", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/\/favicon\.ico/);
  await signInCandidate(page, app.url, EMAIL, PASSWORD);
  // The latest stub pays the week before last, on the Friday after it: last week's Friday.
  const lastFriday = shiftDate(lastMonday(), 4);

  // Dashboard: the assignment, this week's hours, the latest pay, the next interview, saved jobs.
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Maria" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Current placement" })).toContainText(
    "Medical Billing Specialist",
  );
  await expect(page.getByRole("region", { name: "Hours this week" })).toContainText("no timesheet yet");
  await expect(page.getByRole("region", { name: "Pay", exact: true })).toContainText("$835.64");
  await expect(page.getByRole("region", { name: "Next interview" })).toContainText(
    "Atlantic Crest Insurance",
  );
  await expect(page.getByRole("region", { name: "Your applications" })).toContainText("Placed");
  await expect(page.getByRole("region", { name: "Saved jobs" })).toContainText("Certified Medical Assistant");

  await openFromNav(page, "Job Search", "Job Search");
  await expect(page.getByRole("region", { name: "Saved jobs" })).toContainText("Executive Assistant");

  await openFromNav(page, "Applications", "Applications");
  const application = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });
  await expect(application("Medical Billing Specialist at Mangrove Health Partners")).toBeVisible();
  await expect(page.getByText("You accepted this offer")).toBeVisible();
  await expect(
    application("Bilingual Customer Service Representative at Atlantic Crest Insurance"),
  ).toBeVisible();

  await openFromNav(page, "Interviews", "Interviews");
  await expect(page.getByRole("region", { name: "Upcoming" })).toContainText(
    "Bilingual Customer Service Representative",
  );

  await openFromNav(page, "Assignments", "Assignments");
  const current = page.getByRole("region", { name: "Current" });
  await expect(current).toContainText("Mangrove Health Partners");
  await expect(current).toContainText("Denise Carter");
  await expect(current).toContainText("$26.00 per hour");

  // Timesheets: last week waits for approval; this week is open, filled and submitted here.
  await openFromNav(page, "Timesheets", "Timesheets");
  await waitForHydration(page);
  await expect(page.getByTestId("timesheet-status")).toContainText("Not started");
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByTestId("timesheet-status")).toContainText("Submitted for approval");
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByTestId("timesheet-status")).toContainText("Approved");
  await page.getByRole("button", { name: "Next week" }).click();
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.getByTestId("timesheet-status")).toContainText("Not started");
  const day = (name: string) => page.getByRole("group", { name: new RegExp(`^${name}`) });
  for (const name of ["Monday", "Tuesday", "Wednesday"]) await day(name).getByLabel("Hours").fill("8");
  await expect(page.getByTestId("week-total")).toContainText("24 h");
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await page
    .getByRole("dialog", { name: "Submit this week for approval?" })
    .getByRole("button", { name: "Submit", exact: true })
    .click();
  await expect(page.getByTestId("timesheet-status")).toContainText("Submitted for approval");

  // Paystubs: four weekly stubs, latest first; its PDF downloads.
  await openFromNav(page, "Paystubs", "Paystubs");
  const stubs = page.getByRole("article");
  await expect(stubs).toHaveCount(4);
  await expect(stubs.first()).toContainText("$835.64");
  await expect(stubs.filter({ hasText: "Overtime: 4 h" })).toHaveCount(1);
  const download = page.waitForEvent("download");
  await stubs
    .first()
    .getByRole("button", { name: /Download PDF/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paystub-${lastFriday}.pdf`);
  const path = await file.path();
  expect((await readFile(path)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfFirstPageText(path);
  expect(text).toContain("Maria Gonzalez");
  expect(text).toContain("$835.64");

  await openFromNav(page, "Benefits", "Benefits");
  await expect(page.getByText(/You are eligible/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Medical" })).toContainText("Sunshine Bronze PPO");

  await openFromNav(page, "Documents", "Documents");
  const requested = page.getByRole("listitem").filter({ hasText: "CPB certificate" });
  await expect(requested).toContainText("Certification");
  await expect(requested.getByRole("button", { name: /Upload/ })).toBeVisible();

  await openFromNav(page, "Referrals", "Referrals");
  await expect(page.getByRole("listitem").filter({ hasText: "Lucia Ramos" })).toContainText(
    "Waiting for your friend to create their account.",
  );

  await openFromNav(page, "Support", "Support");
  const ticket = page.getByRole("listitem").filter({ hasText: "Overtime on my paystub" });
  await expect(ticket.getByText("Open", { exact: true })).toBeVisible();

  await openFromNav(page, "My Profile", "My Profile");
  await expect(page.getByLabel("Headline (what you do, in a line)")).toHaveValue(
    "Medical billing specialist, bilingual English and Spanish",
  );
  await expect(page.getByRole("button", { name: /Maria-Gonzalez-resume\.pdf/ })).toBeVisible();

  // Back on the dashboard, this week's submitted hours count.
  await openFromNav(page, "Dashboard", "Welcome back, Maria");
  await expect(page.getByRole("region", { name: "Hours this week" })).toContainText("24 h");
});
