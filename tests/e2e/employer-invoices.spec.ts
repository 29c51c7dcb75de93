import { readFile } from "node:fs/promises";
import { adminPage } from "./support/admin-session";
import { signInEmployer } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { lastMonday, pdfFirstPageText } from "./support/workforce";

/**
 * Invoices end to end (issue 18), on an app of their own: an approved client company with a
 * contractor's approved 45.5-hour week at $37.25 (seeded by SQL: the approval has its own tests);
 * staff run last week in /admin/invoices and record a partial payment; the company's billing user
 * finds the invoice in the portal, downloads its PDF (whose text holds the total) and the CSV.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Mangrove-Ledger-Sunrise-7";
const app = mailAppForSuite();

/** A company registered, verified and approved, its owner's email; the billing contact set by SQL. */
async function approvedCompany(legalName: string, email: string): Promise<string> {
  const registered = await fetch(`${app.url}/api/employers/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify({
      legalName,
      industry: "Healthcare",
      sizeBand: "51-200",
      street: "1 Mangrove Way",
      city: "Tampa",
      state: "FL",
      zip: "33602",
      firstName: "Denise",
      lastName: "Carter",
      jobTitle: "Controller",
      workPhone: "(813) 555-0142",
      email,
      password: PASSWORD,
    }),
  });
  expect(registered.status).toBe(202);
  const verified = await fetch(`${app.url}/api/employers/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify({ email, code: await app.verificationCode(email) }),
  });
  expect(verified.status).toBe(200);
  const { rows } = await app.db.query<{ id: string }>(
    `UPDATE client_companies SET status = 'approved', decided_at = now(), decided_by = 'staff@example.com',
            billing_contact_name = 'Ray Ledger', billing_contact_email = 'ap@mangrove.example'
      WHERE legal_name = $1 RETURNING id`,
    [legalName],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("no company registered");
  return id;
}

/** A contract placement of the company with an approved week of `hours` at `billRate`. */
async function approvedWeek(
  companyId: string,
  contractor: string,
  week: string,
  hours: string,
  billRate: string,
) {
  await app.db.query(
    `WITH placement AS (
       INSERT INTO placements (contractor_name, client, client_company_id, role_title, start_date, pay_rate, bill_rate)
       VALUES ($1, 'Mangrove', $2, 'Registered Nurse', ($3::date - 28), 25, $5) RETURNING id)
     INSERT INTO timesheets (placement_id, week_start, status, total_hours, submitted_at, approved_at, approved_by)
     SELECT id, $3, 'approved', $4, now(), now(), 'denise@example.com' FROM placement`,
    [contractor, companyId, week, hours, billRate],
  );
}

test("@desktop-only staff issue last week's invoice and the client downloads its PDF and CSV", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const legalName = `Mangrove Health Partners ${Date.now()}`;
  const email = `billing-${Date.now()}@mangrove.example`;
  const week = lastMonday();
  const companyId = await approvedCompany(legalName, email);
  await approvedWeek(companyId, "Ana Ruiz", week, "45.50", "37.25");

  // 40 × $37.25 = $1,490.00; 5.5 h × $37.25 × 1.5 = $307.3125; total $1,797.3125 → $1,797.31.
  const staff = await adminPage(browser, app.url);
  await staff.getByRole("navigation").getByRole("link", { name: "Invoices" }).click();
  await expect(staff.getByRole("heading", { name: "Invoices", exact: true })).toBeVisible();
  await waitForHydration(staff);
  await expectNoSeriousA11yViolations(staff);
  await expect(staff.getByLabel("Week starting (Monday)")).toHaveValue(week);
  await staff.getByRole("button", { name: "Run invoices" }).click();
  await expect(staff.getByText(/Issued \d+ invoices? for the week of/)).toBeVisible();
  const issued = staff.getByRole("listitem").filter({ hasText: legalName });
  await expect(issued).toContainText("$1,797.31");
  const number = (await issued.getByRole("link").textContent())?.trim() ?? "";
  expect(number).toMatch(/^\d{4}-\d{6}$/);

  // Running the week again bills nothing new.
  await staff.getByRole("button", { name: "Run invoices" }).click();
  await expect(staff.getByText(/Nothing new to bill for the week of/)).toBeVisible();

  await staff.getByRole("link", { name: number }).first().click();
  await expect(staff.getByRole("heading", { name: new RegExp(`Invoice ${number}`) })).toBeVisible();
  await waitForHydration(staff);
  await expect(staff.getByRole("row", { name: /Ana Ruiz/ })).toContainText("$1,797.31");
  await expectNoSeriousA11yViolations(staff);
  await staff.getByLabel("Amount ($)").fill("797.31");
  await staff.getByLabel("Method").selectOption("check");
  await staff.getByLabel("Reference (optional)").fill("Check 1042");
  await staff.getByRole("button", { name: "Record payment" }).click();
  await expect(staff.getByText("The payment of $797.31 is recorded.")).toBeVisible();
  await expect(staff.getByRole("region", { name: "Payments" })).toContainText("Check 1042");
  await staff.context().close();

  // The client's billing user (here the owner) finds it in the portal.
  await signInEmployer(page, app.url, email, PASSWORD);
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Invoices" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  const listed = page.getByRole("listitem").filter({ hasText: `Invoice ${number}` });
  await expect(listed).toContainText("Open");
  await expect(listed).toContainText("$1,797.31");
  await expect(listed).toContainText("$1,000.00 due");
  await expectNoSeriousA11yViolations(page);

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await csvDownload).path()) ?? "", "utf8");
  expect(csv).toContain(`${number},${legalName},`);
  expect(csv).toMatch(new RegExp(`${number},.*,open,1797.31,797.31,1000.00`));

  await listed.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Invoice ${number}`) })).toBeVisible();
  await expect(page.getByRole("row", { name: /Ana Ruiz/ })).toContainText("5.5");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("$1,000.00");
  await expectNoSeriousA11yViolations(page);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = await pdfFirstPageText((await pdf.path()) ?? "");
  expect(text).toContain(legalName);
  expect(text).toContain("Ray Ledger");
  expect(text).toContain("$1,797.31");
  expect(text).toContain("$1,000.00");

  // At 320 px the list and the invoice fit the screen (the lines table scrolls in its own region).
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);
  await page.goto(`${app.url}/employer/invoices`);
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
