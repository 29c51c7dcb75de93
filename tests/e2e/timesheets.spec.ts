import { adminPage } from "./support/admin-session";
import { signInCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { createPlacedContractor, lastMonday } from "./support/workforce";

/**
 * Timesheets end to end, on their own app and SMTP capture: a placed contractor enters a week, saves
 * it, submits it; the supervisor opens the emailed one-time link (without JavaScript) and approves
 * it; the contractor is emailed and sees the week approved; the link does not work twice.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const app = mailAppForSuite();

/** A verified account placed with Bayfront Clinic (application, accepted offer, placement) by SQL. */
function placedContractor(email: string, supervisorEmail: string): Promise<string> {
  return createPlacedContractor(app, {
    email,
    password: PASSWORD,
    firstName: "Lucia",
    lastName: "Ferreira",
    supervisorEmail,
  });
}

test("a contractor submits a week and the supervisor approves it from the emailed link", async ({
  page,
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  // The quarter-hour check below is the server's 400, which the browser logs.
  consoleGuard.allow(/400 \(Bad Request\).*\/api\/candidates\/timesheets/);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `contractor-${stamp}@example.com`;
  const supervisor = `supervisor-${stamp}@example.com`;
  await placedContractor(email, supervisor);
  const week = lastMonday();

  await signInCandidate(page, app.url, email, PASSWORD);
  await page.goto(`${app.url}/candidate/placements`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Medical Assistant" })).toBeVisible();
  await expect(page.getByText("$24.00 per hour")).toBeVisible();
  await expect(page.getByText("36.00")).toHaveCount(0);

  await page.goto(`${app.url}/candidate/timesheets?week=${week}`);
  await waitForHydration(page);
  await expect(page.getByTestId("timesheet-status")).toContainText("Not started");
  const day = (name: string) => page.getByRole("group", { name: new RegExp(`^${name}`) });
  for (const name of ["Monday", "Tuesday", "Wednesday", "Thursday"]) {
    await day(name).getByLabel("Hours").fill("10");
  }
  await day("Friday").getByLabel("Hours").fill("3.3");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Use quarter hours (.25, .5, .75).")).toBeVisible();
  await day("Friday").getByLabel("Hours").fill("2.5");
  await day("Friday").getByLabel("Break (min)").fill("30");
  await day("Friday").getByLabel("Note").fill("Inventory day");
  await expect(page.getByTestId("week-total")).toContainText("42.5 h");
  await expect(page.getByTestId("week-total")).toContainText("Overtime (above 40 h): 2.5 h");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page.getByTestId("timesheet-status")).toContainText("Draft");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Submit for approval" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit this week for approval?" });
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByTestId("timesheet-status")).toContainText("Submitted for approval");
  await expect(day("Monday").getByLabel("Hours")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);

  // The supervisor's email, opened without JavaScript in a browser of their own.
  const request = await app.mailTo(supervisor, /Timesheet to approve/);
  const link = /(http\S+\/timesheets\/review\?token=[A-Za-z0-9_-]+)/.exec(request.text ?? "")?.[1];
  expect(link).toBeTruthy();
  const reviewer = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const opened = await reviewer.goto(link as string);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(reviewer.getByTestId("review-contractor")).toHaveText("Lucia Ferreira");
  await expect(reviewer.getByTestId("week-total")).toContainText("42.5 h");
  await expect(reviewer.getByText("Inventory day")).toBeVisible();
  await reviewer.getByRole("button", { name: "Approve timesheet" }).click();
  await expect(reviewer.getByText("Timesheet approved")).toBeVisible();
  const again = await reviewer.goto(link as string);
  expect(again?.status()).toBe(410);
  await expect(reviewer.getByRole("heading", { name: "This link can no longer be used" })).toBeVisible();
  const wrong = await reviewer.goto(`${app.url}/timesheets/review?token=${"x".repeat(43)}`);
  expect(wrong?.status()).toBe(404);

  // The contractor hears the outcome and sees the week approved.
  await app.mailTo(email, /Your timesheet was approved/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("timesheet-status")).toContainText("Approved");
  await expect(page.getByText("This week is approved and can no longer be changed.")).toBeVisible();
});

test("staff reject a week from the approval queue, edit the supervisor and end the assignment", async ({
  page,
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `staffed-${stamp}@example.com`;
  const placementId = await placedContractor(email, `boss-${stamp}@example.com`);
  const week = lastMonday();
  await app.db.query(
    `WITH sheet AS (
       INSERT INTO timesheets (placement_id, week_start, status, total_hours, submitted_at)
       VALUES ($1, $2, 'submitted', 16, now()) RETURNING id)
     INSERT INTO timesheet_days (timesheet_id, work_date, hours)
     SELECT sheet.id, ($2::date + d), 8 FROM sheet, generate_series(0, 1) AS d`,
    [placementId, week],
  );

  const admin = await adminPage(browser, app.url);
  await admin.goto(`${app.url}/admin/timesheets`);
  await waitForHydration(admin);
  await expect(admin.getByRole("heading", { name: "Timesheets to approve" })).toBeVisible();
  const card = admin
    .getByRole("article")
    .filter({ has: admin.getByText(`${"Lucia Ferreira"}, week of`) })
    .last();
  await expect(card.getByTestId("week-total")).toContainText("16 h");
  await card.getByRole("button", { name: /^Reject/ }).click();
  await expect(card.getByText("Give a reason for the rejection.")).toBeVisible();
  await card.getByLabel(/Reason for rejecting/).fill("Monday was a holiday");
  await card.getByRole("button", { name: /^Reject/ }).click();
  await expect(admin.getByText(/is rejected; they were emailed\./)).toBeVisible();
  await app.mailTo(email, /Your timesheet needs changes/);

  await signInCandidate(page, app.url, email, PASSWORD);
  await page.goto(`${app.url}/candidate/timesheets?week=${week}`);
  await waitForHydration(page);
  await expect(page.getByText("Reason: Monday was a holiday.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();

  await admin.goto(`${app.url}/admin/placements?q=${encodeURIComponent(`boss-${stamp}`)}`);
  await waitForHydration(admin);
  await admin.getByRole("link", { name: "Lucia Ferreira" }).click();
  await expect(admin.getByText("$36.00 per hour")).toBeVisible();
  await admin.getByLabel("Email").fill(`new-boss-${stamp}@example.com`);
  await admin.getByRole("button", { name: "Save supervisor" }).click();
  await expect(admin.getByText("Supervisor saved.")).toBeVisible();
  await admin.getByLabel("Last day").fill(week);
  await admin.getByRole("button", { name: "End assignment" }).click();
  await expect(admin.getByText("The assignment is ended.")).toBeVisible();
  await expect(admin.getByText("Ended", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
});
