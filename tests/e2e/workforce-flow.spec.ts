import { adminPage } from "./support/admin-session";
import { signInCandidate } from "./support/candidate-session";
import { expect, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { createPlacedContractor, lastMonday, pdfFirstPageText, shiftDate } from "./support/workforce";

/**
 * Issue 9's whole week as the three people live it, on an app of its own with a real SMTP capture: a
 * contractor enters and submits last week's hours, the client's supervisor approves them from the
 * emailed one-time link (no account, no JavaScript), staff run pay, and the contractor downloads the
 * paystub PDF, whose text carries the net pay worked out by hand below. Desktop only: one long
 * story that changes data.
 */
test.describe.configure({ mode: "serial" });

const app = mailAppForSuite();
const PASSWORD = "Key-Biscayne-Sunrise-58";

test("@desktop-only hours submitted by the contractor and approved by the supervisor are paid on a stub the contractor downloads", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const stamp = Date.now();
  const email = `andres.molina.${stamp}@example.com`;
  const supervisor = `sam.rivera.${stamp}@bayfront.example`;
  await createPlacedContractor(app, {
    email,
    password: PASSWORD,
    firstName: "Andres",
    lastName: "Molina",
    supervisorEmail: supervisor,
    payRate: 24,
  });
  const week = lastMonday();

  // 1. The contractor enters 10 hours Monday to Thursday and 6 on Friday (46 h: 6 h overtime) and submits.
  await signInCandidate(page, app.url, email, PASSWORD);
  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Timesheets" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Timesheets" })).toBeVisible();
  await page.goto(`${app.url}/candidate/timesheets?week=${week}`);
  await waitForHydration(page);
  const day = (name: string) => page.getByRole("group", { name: new RegExp(`^${name}`) });
  for (const name of ["Monday", "Tuesday", "Wednesday", "Thursday"]) {
    await day(name).getByLabel("Hours").fill("10");
  }
  await day("Friday").getByLabel("Hours").fill("6");
  await expect(page.getByTestId("week-total")).toContainText("46 h");
  await expect(page.getByTestId("week-total")).toContainText("Overtime (above 40 h): 6 h");
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await page
    .getByRole("dialog", { name: "Submit this week for approval?" })
    .getByRole("button", { name: "Submit", exact: true })
    .click();
  await expect(page.getByTestId("timesheet-status")).toContainText("Submitted for approval");

  // 2. The supervisor approves from the emailed link, in a browser without JavaScript.
  const request = await app.mailTo(supervisor, /Timesheet to approve/);
  const link = /(http\S+\/timesheets\/review\?token=[A-Za-z0-9_-]+)/.exec(request.text ?? "")?.[1];
  expect(link, "the approval link in the supervisor's email").toBeTruthy();
  const reviewer = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await reviewer.goto(link as string);
  await expect(reviewer.getByTestId("review-contractor")).toHaveText("Andres Molina");
  await reviewer.getByRole("button", { name: "Approve timesheet" }).click();
  await expect(reviewer.getByText("Timesheet approved")).toBeVisible();
  await app.mailTo(email, /Your timesheet was approved/);

  // 3. Staff run pay for that week. By hand: 40 h × $24 = $960.00 and 6 h × $36 = $216.00, gross
  // $1,176.00; federal 12% $141.12; Social Security 6.2% $72.91 (72.912); Medicare 1.45% $17.05
  // (17.052); no state tax, no benefits: net $944.92.
  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/pay-runs`);
  await waitForHydration(staff);
  await staff.getByLabel("Period start", { exact: true }).fill(week);
  await staff.getByLabel("Period end", { exact: true }).fill(shiftDate(week, 6));
  await staff.getByLabel("Pay date", { exact: true }).fill(shiftDate(week, 11));
  await staff.getByRole("button", { name: "Create draft pay run" }).click();
  await expect(staff).toHaveURL(/\/admin\/pay-runs\/[0-9a-f-]{36}$/);
  await waitForHydration(staff);
  const row = staff.getByRole("row", { name: /Andres Molina/ });
  for (const figure of ["$1,176.00", "$141.12", "$72.91", "$17.05", "$944.92"]) {
    await expect(row).toContainText(figure);
  }
  await staff.getByRole("button", { name: "Finalize pay run" }).click();
  await staff
    .getByRole("dialog", { name: "Finalize this pay run?" })
    .getByRole("button", { name: "Finalize", exact: true })
    .click();
  await expect(staff.getByTestId("pay-run-status")).toContainText("Finalized");

  // 4. The contractor downloads the stub; the PDF's own text carries the net pay.
  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Paystubs" })
    .click();
  const stub = page.getByRole("article");
  await expect(stub).toContainText("$944.92");
  const download = page.waitForEvent("download");
  await stub.getByRole("button", { name: /Download PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paystub-${shiftDate(week, 11)}.pdf`);
  const text = await pdfFirstPageText(await file.path());
  expect(text).toContain("Andres Molina");
  expect(text).toContain("Net pay");
  expect(text).toContain("$944.92");
  expect(text).toContain("$1,176.00");
  await staff.context().close();
  await reviewer.context().close();
});
