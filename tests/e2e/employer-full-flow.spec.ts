import path from "node:path";
import { adminPage } from "./support/admin-session";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { submitEmployerSignIn } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { lastMonday, newYorkLocal, pdfFirstPageText, shiftDate } from "./support/workforce";

/**
 * Issue 18's "done when", as one story through the browser, on an app of its own with a real SMTP
 * capture: an employer registers, verifies the email, is approved by staff and submits an order; a
 * recruiter publishes it; a candidate with an account applies to the job on the site; the recruiter
 * submits them; the employer approves them and requests an interview; the candidate confirms a time;
 * the recruiter makes an offer, which the candidate accepts; the contractor submits last week's hours;
 * the employer approves the week; staff issue the invoice; the employer downloads its PDF, whose text
 * holds the total worked out by hand below. Each area's details (refusals, other roles, edge cases)
 * are in its own employer-*.spec; this one checks that the areas join up.
 */
test.describe.configure({ mode: "serial" });

const app = mailAppForSuite();
const EMPLOYER_PASSWORD = "Coral-Gables-Harbor-58";
const CANDIDATE_PASSWORD = "Key-Biscayne-Sunrise-58";
const RESUME = path.join(import.meta.dirname, "../fixtures/resumes/01-classic-one-column.pdf");

test("@desktop-only from a new employer's registration to the PDF of the invoice for its contractor's hours", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(420_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const stamp = Date.now();
  const legalName = `Seagrape Family Clinics ${stamp}`;
  const employerEmail = `rosa.delgado.${stamp}@seagrape.example`;
  const candidateEmail = `lucia.ferreira.${stamp}@example.com`;
  const title = `Night Charge Nurse ${stamp}`;
  const week = lastMonday();

  // 1. The employer registers and verifies the address with the emailed code.
  await page.goto(`${app.url}/employer/registration`);
  await waitForHydration(page);
  await page.getByLabel("Company legal name").fill(legalName);
  await page.getByLabel("Industry").selectOption("Healthcare");
  await page.getByLabel("Company size").selectOption("51-200");
  await page.getByLabel("Street address").fill("4300 Alton Road");
  await page.getByLabel("City").fill("Miami Beach");
  await page.getByLabel("State").selectOption("FL");
  await page.getByLabel("ZIP code").fill("33140");
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Last name").fill("Delgado");
  await page.getByLabel("Job title").fill("Nursing Director");
  await page.getByLabel("Work phone").fill("(305) 555-0190");
  await page.getByLabel("Work email").fill(employerEmail);
  await page.getByLabel("Password", { exact: true }).fill(EMPLOYER_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/employer\/verify\?/);
  await page.getByLabel("Verification code").fill(await app.verificationCode(employerEmail));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
  await waitForHydration(page);
  await submitEmployerSignIn(page, employerEmail, EMPLOYER_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByText("Your company is waiting for approval")).toBeVisible();

  // 2. Staff approve the company in the console.
  const staff = await adminPage(browser, app.url);
  await staff.getByRole("navigation").getByRole("link", { name: "Clients" }).click();
  await staff.getByLabel("Status").selectOption("pending");
  await staff.getByLabel("Search clients (legal name)").fill(legalName);
  await staff.getByRole("button", { name: "Search" }).click();
  await staff.getByRole("link", { name: legalName }).click();
  await expect(staff.getByRole("heading", { name: legalName })).toBeVisible();
  await waitForHydration(staff);
  await staff.getByRole("button", { name: "Approve company" }).click();
  await expect(staff.getByText(`${legalName} is approved.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your company is approved")).toBeVisible();

  // 3. The employer submits a contract order.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Submit Order" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Job Order" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Type").selectOption("contract");
  await page.getByLabel("Hiring manager").selectOption({ label: "Rosa Delgado" });
  await page.getByLabel("Location").selectOption("on-site");
  await page.getByLabel("City").fill("Miami Beach");
  await page.getByLabel("State").selectOption("FL");
  await page.getByLabel("Start date").fill(shiftDate(week, 30));
  await page.getByLabel("Duration (weeks)").fill("13");
  await page.getByLabel("From ($)").fill("30");
  await page.getByLabel("To ($)").fill("34");
  await page.getByLabel("Skills").fill("Charge nurse, telemetry, BLS");
  await page.getByLabel("Description").fill("Lead the night shift of a 30-bed medical-surgical unit.");
  await page.getByRole("button", { name: "Submit Order" }).click();
  await expect(page.getByText("Order submitted. A recruiter will review it shortly.")).toBeVisible();

  // 4. A recruiter accepts the order and publishes it as a job.
  await staff.getByRole("navigation").getByRole("link", { name: "Requisitions" }).click();
  await staff.getByRole("link", { name: title }).click();
  await expect(staff.getByRole("heading", { name: title })).toBeVisible();
  await waitForHydration(staff);
  await staff.getByRole("button", { name: "Accept Requisition" }).click();
  await expect(staff.getByText("Requisition accepted.")).toBeVisible();
  await staff.getByRole("button", { name: "Publish as Job" }).click();
  await expect(staff.getByText("Published on the job board.")).toBeVisible();

  // 5. A candidate with a verified account finds the job on /jobs and applies with a resume.
  await registerVerifiedCandidate(app, {
    email: candidateEmail,
    password: CANDIDATE_PASSWORD,
    firstName: "Lucia",
    lastName: "Ferreira",
  });
  const candidateContext = await browser.newContext({ timezoneId: "America/New_York" });
  const candidate = await candidateContext.newPage();
  await candidate.goto(`${app.url}/jobs?q=${encodeURIComponent(title)}`);
  await candidate.getByRole("link", { name: title }).first().click();
  await expect(candidate.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await candidate.getByRole("link", { name: "Apply Now" }).first().click();
  const application = candidate.getByRole("form", { name: "Your application" });
  await expect(application.getByText(title, { exact: true })).toBeVisible();
  await waitForHydration(candidate);
  await application.getByLabel("Full name").fill("Lucia Ferreira");
  await application.getByLabel("Email").fill(candidateEmail);
  await application.getByLabel("Phone").fill("(305) 555-0142");
  await application.getByLabel("Resume", { exact: true }).setInputFiles(RESUME);
  await application.getByLabel(/I agree to the Terms of Service/).check();
  await application.getByRole("button", { name: "Submit Application" }).click();
  await expect(candidate.getByText("Thank you! Your application has been received.")).toBeVisible();

  // 6. The recruiter finds the application and submits the candidate to the client.
  await staff.goto(`${app.url}/admin/applications?q=${encodeURIComponent(candidateEmail)}`);
  await staff.getByRole("link", { name: "Lucia Ferreira" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Lucia Ferreira" })).toBeVisible();
  await waitForHydration(staff);
  const client = staff.getByRole("region", { name: new RegExp(`^Client: ${legalName}`) });
  await client.getByRole("button", { name: "Submit to client" }).click();
  await client.getByLabel("Note for the client").fill("Eight years of charge nurse nights.");
  await client.getByRole("button", { name: "Submit to client" }).click();
  await expect(staff.getByText("Submitted to the client; their hiring team was emailed.")).toBeVisible();
  await app.mailTo(employerEmail, new RegExp(`^New candidate for ${title}$`));

  // 7. The employer approves the candidate and requests an interview at one proposed time.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Candidates" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Lucia Ferreira" });
  await expect(card.getByText("Eight years of charge nurse nights.")).toBeVisible();
  await card.getByRole("button", { name: /^Approve for interview/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
  await expect(card.getByText("Approved for interview")).toBeVisible();
  await card.getByRole("link", { name: "Request an interview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Interviews" })).toBeVisible();
  await waitForHydration(page);
  const request = page.getByRole("region", { name: "Request an interview" });
  await request.getByLabel("Proposed time 1", { exact: true }).fill(newYorkLocal(3, "10:00"));
  await request.getByLabel("Meeting link").fill("https://meet.example.com/charge-nurse");
  await request.getByLabel("Interviewers").fill("Rosa Delgado");
  await request.getByRole("button", { name: "Request Interview" }).click();
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  await expect(upcoming.getByText("Waiting for the candidate to pick a time")).toBeVisible();

  // 8. The candidate signs in and confirms the time.
  await app.mailTo(candidateEmail, /^Choose a time for your interview/);
  await signInCandidate(candidate, app.url, candidateEmail, CANDIDATE_PASSWORD);
  await candidate.goto(`${app.url}/candidate/interviews`);
  await waitForHydration(candidate);
  const invitation = candidate.getByRole("article", { name: new RegExp(title) });
  await invitation.getByRole("radio", { name: /10:00 AM/ }).check();
  await invitation.getByRole("button", { name: "Confirm this time" }).click();
  await expect(invitation.getByText(/Your interview is scheduled/)).toBeVisible();
  await page.reload();
  await expect(upcoming.getByText("Scheduled", { exact: true })).toBeVisible();

  // 9. The recruiter makes the offer (starting before last week, so last week is billable) and the
  // candidate accepts it in the portal: a placement of the client company.
  await staff.reload();
  await waitForHydration(staff);
  await staff.getByLabel("Client", { exact: true }).fill(legalName);
  await staff.getByLabel("Role title", { exact: true }).fill(title);
  await staff.getByLabel("Start date", { exact: true }).fill(shiftDate(week, -7));
  await staff.getByLabel("Pay rate ($/hour)").fill("32");
  await staff.getByLabel("Bill rate ($/hour)").fill("48.50");
  await staff.getByRole("button", { name: "Make offer" }).click();
  await expect(staff.getByText("Offer made; the candidate was emailed")).toBeVisible();
  await candidate
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Applications" })
    .click();
  const offer = candidate.getByRole("article", { name: title });
  await offer.getByRole("button", { name: "Accept offer" }).click();
  await candidate
    .getByRole("dialog", { name: "Accept this offer?" })
    .getByRole("button", { name: "Accept offer" })
    .click();
  await expect(offer.getByText("Stage: Placed")).toBeVisible();

  // 10. The contractor enters last week's hours, 10 h Monday to Thursday and 4.5 h on Friday, and submits.
  await candidate.goto(`${app.url}/candidate/timesheets?week=${week}`);
  await waitForHydration(candidate);
  const day = (name: string) => candidate.getByRole("group", { name: new RegExp(`^${name}`) });
  for (const name of ["Monday", "Tuesday", "Wednesday", "Thursday"]) {
    await day(name).getByLabel("Hours").fill("10");
  }
  await day("Friday").getByLabel("Hours").fill("4.5");
  await expect(candidate.getByTestId("week-total")).toContainText("44.5 h");
  await candidate.getByRole("button", { name: "Submit for approval" }).click();
  await candidate
    .getByRole("dialog", { name: "Submit this week for approval?" })
    .getByRole("button", { name: "Submit", exact: true })
    .click();
  await expect(candidate.getByTestId("timesheet-status")).toContainText("Submitted for approval");
  await candidateContext.close();

  // 11. The employer approves the week.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Timesheets" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Timesheets" })).toBeVisible();
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Waiting for approval (1)" })
    .getByRole("button", { name: /^Approve Lucia Ferreira, week of/ })
    .click();
  await expect(page.getByText(/Lucia Ferreira, week of .* is approved\./)).toBeVisible();

  // 12. Staff run last week's invoices. By hand: 40 h × $48.50 = $1,940.00; overtime 4.5 h × $48.50
  // × 1.5 = $327.375; total $2,267.375, rounded half-up once: $2,267.38.
  await staff.goto(`${app.url}/admin/invoices`);
  await waitForHydration(staff);
  await expect(staff.getByLabel("Week starting (Monday)")).toHaveValue(week);
  await staff.getByRole("button", { name: "Run invoices" }).click();
  const issued = staff.getByRole("listitem").filter({ hasText: legalName });
  await expect(issued).toContainText("$2,267.38");
  const number = (await issued.getByRole("link").textContent())?.trim() ?? "";
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await staff.context().close();

  // 13. The employer finds the invoice and downloads its PDF, whose text holds the total.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Invoices" })
    .click();
  const listed = page.getByRole("listitem").filter({ hasText: `Invoice ${number}` });
  await expect(listed).toContainText("$2,267.38");
  await listed.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Invoice ${number}`) })).toBeVisible();
  await expect(page.getByRole("row", { name: /Lucia Ferreira/ })).toContainText("4.5");
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await downloading;
  const text = await pdfFirstPageText(await pdf.path());
  expect(text).toContain(legalName);
  expect(text).toContain("Lucia Ferreira");
  expect(text).toContain("$2,267.38");

  // The dashboard has caught up with the story, and fits a 320 px screen.
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("region", { name: "Timesheets to approve" })).toContainText(
    "No timesheets are waiting for your approval.",
  );
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
});
