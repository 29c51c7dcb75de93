import { adminPage } from "./support/admin-session";
import { signInCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import {
  approveWeek,
  createPlacedContractor,
  lastMonday,
  pdfFirstPageText,
  shiftDate,
} from "./support/workforce";

/**
 * Payroll end to end, on its own app: an approved week is seeded by SQL for a placed contractor;
 * staff draft a pay run for that week in /admin, review the stub and finalize it; the contractor
 * finds the paystub in the portal, downloads its PDF and the PDF's text holds the net pay.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const app = mailAppForSuite();

/** A verified account placed at $24.00 an hour with an approved 40-hour week starting `week`. */
async function contractorWithApprovedWeek(email: string, lastName: string, week: string): Promise<void> {
  const placementId = await createPlacedContractor(app, {
    email,
    password: PASSWORD,
    firstName: "Lucia",
    lastName,
  });
  await approveWeek(app, placementId, week, 8);
}

test("staff run pay for an approved week and the contractor downloads the paystub PDF", async ({
  page,
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const lastName = `Payroll${testInfo.project.name === "mobile" ? "Mobile" : "Desktop"}`;
  const email = `contractor-${stamp}@example.com`;
  const week = lastMonday();
  await contractorWithApprovedWeek(email, lastName, week);

  // 40 h × $24.00 = $960.00 gross; federal 12% = 115.20; Social Security 6.2% = 59.52;
  // Medicare 1.45% = 13.92; net = 960.00 − 115.20 − 59.52 − 13.92 = $771.36.
  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/pay-runs`);
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { name: "Pay runs", exact: true })).toBeVisible();
  await staff.getByLabel("Period start", { exact: true }).fill(week);
  await staff.getByLabel("Period end", { exact: true }).fill(shiftDate(week, 6));
  await staff.getByLabel("Pay date", { exact: true }).fill(shiftDate(week, 11));
  await staff.getByRole("button", { name: "Create draft pay run" }).click();
  await expect(staff).toHaveURL(/\/admin\/pay-runs\/[0-9a-f-]{36}$/);
  await waitForHydration(staff);
  const row = staff.getByRole("row", { name: new RegExp(`Lucia ${lastName}`) });
  await expect(row).toContainText("$960.00");
  await expect(row).toContainText("$771.36");
  await expect(staff.getByTestId("pay-run-status")).toContainText("Draft");
  await expectNoSeriousA11yViolations(staff);

  await staff.getByRole("button", { name: "Finalize pay run" }).click();
  const confirm = staff.getByRole("dialog", { name: "Finalize this pay run?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Finalize", exact: true }).click();
  await expect(staff.getByTestId("pay-run-status")).toContainText("Finalized");
  await expect(staff.getByRole("button", { name: "Finalize pay run" })).toHaveCount(0);

  // The payroll page: the rates (defaults) saved as they are, and the run listed as finalized.
  await staff.goto(`${app.url}/admin/payroll`);
  await waitForHydration(staff);
  await expect(staff.getByLabel("Federal withholding (%)")).toHaveValue("12.00");
  await expect(staff.getByLabel("State withholding (%)")).toHaveValue("0.00");
  await expect(staff.getByRole("region", { name: "Pay runs, latest pay date first" })).toContainText(
    "Finalized",
  );
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole("button", { name: "Save payroll settings" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Payroll settings saved" })).toBeVisible();

  await signInCandidate(page, app.url, email, PASSWORD);
  await expect(page.getByRole("region", { name: "Pay", exact: true })).toContainText("$771.36");
  await page.goto(`${app.url}/candidate/paystubs`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Paystubs", level: 1 })).toBeVisible();
  const stub = page.getByRole("article");
  await expect(stub).toHaveCount(1);
  await expect(stub).toContainText("$771.36");
  await expect(stub).toContainText("Bayfront Clinic");
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent("download");
  await stub.getByRole("button", { name: /Download PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paystub-${shiftDate(week, 11)}.pdf`);
  const path = await file.path();
  const text = await pdfFirstPageText(path);
  expect(text).toContain("Net pay");
  expect(text).toContain("$771.36");
  expect(text).toContain(`Lucia ${lastName}`);
});
