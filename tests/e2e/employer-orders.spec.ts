import { adminPage } from "./support/admin-session";
import { signInEmployer } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { linkIn, mailAppForSuite } from "./support/mail-app";

/**
 * Job orders as a client and a recruiter use them (issue 18): an approved employer submits an order
 * (fixing the one field the form flags first) and saves another as a draft; a recruiter accepts and
 * publishes it from /admin/requisitions; the job is on /jobs; the employer follows its status and
 * history, then cancels it with a reason.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Coral-Gables-Harbor-58";
const app = mailAppForSuite();

function employerPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${app.url}/api/employers/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify(body),
  });
}

/** A company registered and verified through the API, then approved as staff would (credit check done). */
async function approvedEmployer(legalName: string): Promise<string> {
  const email = `orders-${Date.now()}@example.com`;
  const registered = await employerPost("register", {
    legalName,
    industry: "Healthcare",
    sizeBand: "51-200",
    street: "1 Tampa General Circle",
    city: "Tampa",
    state: "FL",
    zip: "33606",
    firstName: "Rosa",
    lastName: "Delgado",
    jobTitle: "Nursing Director",
    workPhone: "(813) 555-0142",
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(202);
  const code = await app.verificationCode(email);
  expect((await employerPost("verify", { email, code })).status).toBe(200);
  await app.db.query(
    "UPDATE client_companies SET status = 'approved', decided_at = now(), decided_by = 'olivia.park@sunshinestaffing.example' WHERE legal_name = $1",
    [legalName],
  );
  return email;
}

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

test("@desktop-only an employer submits an order, a recruiter publishes it, the employer follows and cancels it", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The first submission's field error is a 400 only if the form's own check misses it; allowed either way.
  consoleGuard.allow(/status of 400/);
  const legalName = `Bayshore Medical Group ${Date.now()}`;
  const title = `Night Shift ICU Nurse ${Date.now()}`;
  const email = await approvedEmployer(legalName);

  await signInEmployer(page, app.url, email, PASSWORD);

  // The order form: everything but the skills, which the form flags and focuses.
  const portalNav = page.getByRole("navigation", { name: "Employer Portal" });
  await portalNav.getByRole("link", { name: "Submit Order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Job Order" })).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Number of positions").fill("2");
  await page.getByLabel("Type").selectOption("contract");
  await page.getByLabel("Urgency").selectOption("urgent");
  await page.getByLabel("Hiring manager").selectOption({ label: "Rosa Delgado" });
  await page.getByLabel("Location").selectOption("on-site");
  await page.getByLabel("City").fill("Tampa");
  await page.getByLabel("State").selectOption("FL");
  await page.getByLabel("Schedule (optional)").fill("3x12, Fri–Sun");
  await page.getByLabel("Shift").selectOption("night");
  await page.getByLabel("Start date").fill(inAMonth());
  await page.getByLabel("Duration (weeks)").fill("13");
  await page.getByLabel("From ($)").fill("52");
  await page.getByLabel("To ($)").fill("61.50");
  await page.getByLabel("Requirements (optional)").fill("Florida RN license\nBLS and ACLS");
  await page
    .getByLabel("Description")
    .fill("Cover nights in a 24-bed ICU during the winter season; travel stipend available.");
  await page.getByRole("button", { name: "Submit Order" }).click();
  await expect(page.getByText("Please list at least one skill")).toBeVisible();
  await expect(page.getByLabel("Skills")).toBeFocused();
  await expect(page.getByLabel("Skills")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Skills").fill("ICU, ventilator care, telemetry");
  await page.getByRole("button", { name: "Submit Order" }).click();

  await expect(page).toHaveURL(/\/employer\/active-orders\/[0-9a-f-]+\?saved=submitted$/);
  await expect(page.getByText("Order submitted. A recruiter will review it shortly.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Submitted");
  await expectNoSeriousA11yViolations(page);
  const orderUrl = page.url().replace(/\?.*$/, "");
  const recruiterSubject = `New job order: ${title} for ${legalName}`;
  await expect
    .poll(() => app.smtp.messages.some((message) => message.headers.subject === recruiterSubject), {
      timeout: 15_000,
      message: "the recruiters' email",
    })
    .toBe(true);

  // A second order, saved as a draft with only its title.
  await portalNav.getByRole("link", { name: "Submit Order" }).click();
  await waitForHydration(page);
  await page.getByLabel("Job title").fill("Medical Billing Specialist");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft saved. You can come back to it from Active Orders.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Draft" })).toBeVisible();

  await portalNav.getByRole("link", { name: "Active Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Active Orders" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByRole("link", { name: "Medical Billing Specialist" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The recruiter accepts and publishes it from the console.
  const staff = await adminPage(browser, app.url);
  await staff.getByRole("navigation").getByRole("link", { name: "Requisitions" }).click();
  await expect(staff.getByRole("heading", { name: "Requisitions", exact: true })).toBeVisible();
  await expect(staff.getByRole("link", { name: "Medical Billing Specialist" })).toHaveCount(0);
  await staff.getByRole("link", { name: title }).click();
  await expect(staff.getByRole("heading", { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await waitForHydration(staff);
  await staff.getByRole("button", { name: "Accept Requisition" }).click();
  await expect(staff.getByText("Requisition accepted.")).toBeVisible();
  await staff.getByRole("button", { name: "Publish as Job" }).click();
  await expect(staff.getByText("Published on the job board.")).toBeVisible();
  await staff.getByRole("link", { name: "on /jobs" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(staff.getByText(legalName).first()).toBeVisible();
  await staff.goto(`${app.url}/jobs?q=${encodeURIComponent("Night Shift ICU Nurse")}`);
  await expect(staff.getByRole("link", { name: title }).first()).toBeVisible();
  await staff.context().close();

  // The employer sees the status and the history; edits give way to change requests; then cancels.
  await page.goto(orderUrl);
  await waitForHydration(page);
  await expect(page.getByText("Sourcing", { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Accepted by the agency");
  await expect(history).toContainText("Published on the job board");
  await expect(page.getByRole("link", { name: "Edit Order" })).toHaveCount(0);
  await page.getByLabel("What should change?").fill("We need a third nurse from the same start date.");
  await page.getByRole("button", { name: "Request Changes" }).click();
  await expect(page.getByText("Your request is on its way to the recruiter.")).toBeVisible();
  await expect(history).toContainText("We need a third nurse from the same start date.");

  await page.getByRole("button", { name: "Cancel Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await dialog.getByRole("button", { name: "Cancel Order" }).click();
  await expect(dialog.getByText("Please say why you are cancelling the order")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The unit is closing for renovation.");
  await dialog.getByRole("button", { name: "Cancel Order" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Order cancelled.")).toBeVisible();
  await expect(page.getByText("Cancelled: The unit is closing for renovation.")).toBeVisible();
  await expect(history).toContainText("The unit is closing for renovation.");
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

  // At 320 px wide, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of [orderUrl, `${app.url}/employer/active-orders`, `${app.url}/employer/submit-order`]) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
});

test("@desktop-only a timesheet approver sees the orders read-only, with no action that would be refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const legalName = `Palmetto Clinics ${Date.now()}`;
  const ownerEmail = await approvedEmployer(legalName);
  const signedIn = await employerPost("login", { email: ownerEmail, password: PASSWORD });
  const ownerCookie = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
  const ownerPost = (path: string, body: unknown) =>
    fetch(`${app.url}/api/employers/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url, cookie: ownerCookie },
      body: JSON.stringify(body),
    });
  const order = await ownerPost("orders", {
    title: "Front Desk Coordinator",
    orderType: "contract",
    workplaceType: "on-site",
  });
  expect(order.status).toBe(201);
  const { id } = (await order.json()) as { id: string };
  const approver = `approver-${Date.now()}@example.com`;
  expect((await ownerPost("invitations", { email: approver, role: "timesheet_approver" })).status).toBe(201);
  const token = new URL(
    linkIn(await app.mailTo(approver, /invited you to/i), "/employer/invitation"),
  ).searchParams.get("token");
  const accepted = await employerPost("invitations/accept", {
    token,
    firstName: "Theo",
    lastName: "Banks",
    jobTitle: "Payroll Lead",
    workPhone: "(813) 555-0188",
    password: PASSWORD,
  });
  expect(accepted.status).toBe(201);

  await signInEmployer(page, app.url, approver, PASSWORD);
  // The portal offers a timesheet approver only the pages their role may use.
  await expect(page.getByRole("navigation", { name: "Employer Portal" }).getByRole("link")).toHaveText([
    "Dashboard",
    "Active Orders",
    "Timesheets",
    "Onboarding",
    "Consultations",
    "Team",
  ]);

  await page.goto(`${app.url}/employer/active-orders`);
  await expect(page.getByRole("link", { name: "Front Desk Coordinator" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit an Order" })).toHaveCount(0);
  await page.getByRole("link", { name: "Front Desk Coordinator" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Front Desk Coordinator" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/employer/active-orders/${id}$`));
  await expect(page.getByRole("region", { name: "History" })).toContainText("Created");
  await expect(page.getByRole("link", { name: "Continue Draft" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
  await page.goto(`${app.url}/employer/submit-order`);
  await expect(page.getByText("Your role can see your company's orders but not place them.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Order" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
