import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { signInEmployer } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { createPlacedContractor, lastMonday, shiftDate, submittedWeek } from "./support/workforce";

/**
 * An approved client company sets itself up and approves hours in the employer portal (issue 18):
 * the profile, the billing contact, the master services agreement signed by typed name (its PDF
 * read back), a contractor's week approved and another rejected with a reason, and the dashboard
 * counting along.
 */
const app = mailAppForSuite();

const PASSWORD = "Coral-Gables-Harbor-58";

/** A registered, verified and staff-approved company whose owner is Denise Carter; its id. */
async function approvedCompany(email: string, legalName: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}/api/employers/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: JSON.stringify(body),
    });
  const registered = await post("register", {
    legalName,
    industry: "Healthcare",
    sizeBand: "201-500",
    street: "1200 Brickell Ave",
    city: "Miami",
    state: "FL",
    zip: "33131",
    firstName: "Denise",
    lastName: "Carter",
    jobTitle: "Chief Operating Officer",
    workPhone: "(305) 555-0142",
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(202);
  expect((await post("verify", { email, code: await app.verificationCode(email) })).status).toBe(200);
  // Staff approval has its own test (employer-accounts.spec): here it is the starting point.
  const { rows } = await app.db.query<{ id: string }>(
    `UPDATE client_companies SET status = 'approved', decided_at = now(), decided_by = 'olivia.park@sunshinestaffing.example'
      WHERE legal_name = $1 RETURNING id`,
    [legalName],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("no company registered");
  return id;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${app.url}${path}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

test("@desktop-only an approved employer completes onboarding, signs the MSA and approves a contractor's hours", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The refused signature and the rejection without a reason answer 400: the browser logs them.
  consoleGuard.allow(/status of 400/);
  const email = `denise-${Date.now()}@mangrovehealth.example`;
  const legalName = `Mangrove Health Partners ${Date.now()}`;
  const companyId = await approvedCompany(email, legalName);
  const placementId = await createPlacedContractor(app, {
    email: `maria-${Date.now()}@example.com`,
    password: "Sunny-Isles-Contractor-7",
    firstName: "Maria",
    lastName: "Gonzalez",
  });
  await app.db.query("UPDATE placements SET client_company_id = $1 WHERE id = $2", [companyId, placementId]);
  const week = lastMonday();
  const earlier = shiftDate(week, -7);
  await submittedWeek(app, placementId, earlier, 8);
  await submittedWeek(app, placementId, week, 9);

  await signInEmployer(page, app.url, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Denise" })).toBeVisible();

  // The dashboard counts what waits for the owner, each card linking to its page.
  const timesheetsCard = page.getByRole("region", { name: "Timesheets to approve" });
  await expect(timesheetsCard.getByTestId("timesheets-waiting")).toHaveText("2");
  await expect(timesheetsCard).toContainText("2 weeks, 85 h in total");
  await expect(page.getByRole("region", { name: "Open orders" })).toContainText(
    "You have no open job orders.",
  );
  await expect(page.getByRole("region", { name: "Open invoices" })).toContainText(
    "You have no open invoices.",
  );
  await expect(page.getByRole("region", { name: "Onboarding" })).toContainText("0 of 5 setup steps done");
  await expectNoSeriousA11yViolations(page);

  // The company profile: what registration recorded, completed with a phone and a description.
  await page.getByRole("link", { name: "Continue onboarding" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Onboarding" })).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  const profile = page.getByRole("form", { name: "Company profile" });
  await expect(profile.getByLabel("Company legal name")).toHaveValue(legalName);
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expect(
    profile.getByText("Please enter a company phone number with at least 10 digits"),
  ).toBeVisible();
  await expect(profile.getByLabel("Company phone")).toBeFocused();
  await profile.getByLabel("Company phone").fill("(305) 555-0100");
  await profile.getByLabel("About the company (optional)").fill("Three outpatient clinics in Miami-Dade.");
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expect(profile.getByText("Company profile saved.")).toBeVisible();
  await expect(page.getByText("1 of 5 setup steps done")).toBeVisible();

  const billing = page.getByRole("form", { name: "Billing contact" });
  await billing.getByLabel("Billing contact name").fill("Ray Alvarez");
  await billing.getByLabel("Billing email").fill("ap@mangrovehealth.example");
  await billing.getByLabel("Billing phone").fill("305-555-0177");
  await billing.getByRole("button", { name: "Save Billing Contact" }).click();
  await expect(billing.getByText("Billing contact saved.")).toBeVisible();

  // The agreement: readable, signed only with the account's own name.
  await expect(page.getByRole("region", { name: /Master Services Agreement \(version/ })).toContainText(
    "governed by the laws of the State of Florida",
  );
  const signature = page.getByRole("form", { name: "Accept the agreement" });
  await signature.getByLabel("Type your full name to sign").fill("D. Carter");
  await signature.getByRole("button", { name: "Accept the Agreement" }).click();
  await expect(
    signature.getByText("The name you typed must match your account name exactly (capital letters aside)"),
  ).toBeVisible();
  await signature.getByLabel("Type your full name to sign").fill("denise  carter");
  await signature.getByRole("button", { name: "Accept the Agreement" }).click();
  await expect(page.getByText("Thank you: the agreement is accepted.")).toBeVisible();
  await expect(page.getByText("3 of 5 setup steps done")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Download the signed PDF/ }).click();
  const download = await downloading;
  const text = await pdfText(await readFile((await download.path()) as string));
  expect(text).toContain("Typed name: denise carter");
  expect(text).toContain(`Client: ${legalName}`);
  await expectNoSeriousA11yViolations(page);

  // The weeks, day by day: one approved, the other rejected with a reason.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Timesheets" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Timesheets" })).toBeVisible();
  await waitForHydration(page);
  const waiting = page.getByRole("region", { name: "Waiting for approval (2)" });
  await expect(waiting.getByRole("article")).toHaveCount(2);
  await expect(waiting.getByRole("table").first()).toContainText("Mon");
  await expectNoSeriousA11yViolations(page);
  await waiting
    .getByRole("button", { name: /^Approve Maria Gonzalez, week of/ })
    .first()
    .click();
  await expect(page.getByText(/Maria Gonzalez, week of .* is approved\./)).toBeVisible();
  await expect(page.getByRole("region", { name: "Waiting for approval (1)" })).toBeVisible();
  const remaining = page.getByRole("region", { name: "Waiting for approval (1)" });
  await remaining.getByRole("button", { name: /^Reject Maria Gonzalez/ }).click();
  await remaining.getByRole("button", { name: "Reject week" }).click();
  await expect(remaining.getByText("Give a reason for the rejection.")).toBeVisible();
  await remaining
    .getByLabel("Reason (required; the contractor sees it)")
    .fill("Friday was a site closure day");
  await remaining.getByRole("button", { name: "Reject week" }).click();
  await expect(page.getByText("No timesheets are waiting for your approval.")).toBeVisible();
  const decided = page.getByRole("region", { name: "Recently decided" });
  await expect(decided).toContainText(`Approved by ${email}`);
  await expect(decided).toContainText("Reason: Friday was a site closure day");

  // The dashboard has caught up.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("region", { name: "Timesheets to approve" })).toContainText(
    "No timesheets are waiting for your approval.",
  );
  await expect(page.getByRole("region", { name: "Onboarding" })).toContainText("3 of 5 setup steps done");

  // Every page of this area fits a 320 px screen.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, heading] of [
    ["/employer/dashboard", "Welcome, Denise"],
    ["/employer/onboarding", "Onboarding"],
    ["/employer/timesheets", "Timesheets"],
  ] as const) {
    await open(page, path, heading);
    await expectNoSidewaysScroll(page);
  }
});
