import type { Page } from "@playwright/test";
import { registerPastTheCommonPassword, resetPasswordFromEmail } from "./support/account-pages";
import { adminPage } from "./support/admin-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { linkIn, mailAppForSuite } from "./support/mail-app";

/**
 * Employer accounts as a company uses them (issue 18), with the emails read from a real SMTP server:
 * registration, the emailed code, sign-in with the session cookie, staff approval in /admin/clients,
 * a colleague's invitation, removal, and the password reset through the shared /forgot-password.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Coral-Gables-Harbor-58";
const NEW_PASSWORD = "Biscayne-Lighthouse-Dawn-3";

const app = mailAppForSuite();
const { mailTo, verificationCode } = app;
let serial = 0;

function newEmail(testName: string): string {
  serial += 1;
  return `employer-${testName}-${serial}-${Date.now()}@example.com`;
}

/** A change to /api/employers as the site's own pages send it (the API refuses other origins). */
function employerPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${app.url}/api/employers/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify(body),
  });
}

const company = (legalName: string) => ({
  legalName,
  industry: "Manufacturing",
  sizeBand: "51-200",
  street: "2200 NW 72nd Avenue",
  city: "Doral",
  state: "FL",
  zip: "33122",
  jobTitle: "Plant Manager",
  workPhone: "(305) 555-0166",
});

/** A company registered and its owner verified through the API, for the tests about what comes after. */
async function verifiedEmployer(testName: string, firstName = "Hector"): Promise<string> {
  const email = newEmail(testName);
  const registered = await employerPost("register", {
    ...company(`${firstName} Fabrication ${serial}`),
    firstName,
    lastName: "Ruiz",
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(202);
  expect((await employerPost("verify", { email, code: await verificationCode(email) })).status).toBe(200);
  return email;
}

async function signIn(page: Page, email: string, password: string, query = "") {
  await page.goto(`${app.url}/employer/login${query}`);
  await waitForHydration(page);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("@desktop-only a company registers, verifies, is approved by staff and its owner brings in a colleague", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // The refused registration answers 400: the browser logs it.
  consoleGuard.allow(/status of 400/);
  const email = newEmail("register");
  const colleague = newEmail("colleague");
  const legalName = `Everglades Precision Parts ${Date.now()}`;

  await page.goto(`${app.url}/employer`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Hire the People Your Business Needs" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "How Ordering Staff Works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a Consultation" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectNoSeriousA11yViolations(page);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Create an Employer Account" }).click();

  await expect(page).toHaveURL(/\/employer\/registration$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Employer Account" })).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  // The form's own checks first: nothing is sent, and the first field in error has the focus.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Company legal name is required")).toBeVisible();
  await expect(page.getByText("Please choose an industry from the list")).toBeVisible();
  await expect(page.getByLabel("Company legal name")).toBeFocused();
  await expect(page.getByLabel("Company legal name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Company legal name").fill(legalName);
  await page.getByLabel("Industry").selectOption("Manufacturing");
  await page.getByLabel("Company size").selectOption("51-200");
  await page.getByLabel("Street address").fill("2200 NW 72nd Avenue");
  await page.getByLabel("City").fill("Doral");
  await page.getByLabel("State").selectOption("FL");
  await page.getByLabel("ZIP code").fill("33122");
  await page.getByLabel("Website (optional)").fill("everglades-parts.example");
  await page.getByLabel("First name").fill("Camila");
  await page.getByLabel("Last name").fill("Ortega");
  await page.getByLabel("Job title").fill("Operations Director");
  await page.getByLabel("Work phone").fill("(305) 555-0177");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await registerPastTheCommonPassword(page, { account: "employer", email, password: PASSWORD });
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Verification code").fill(await verificationCode(email));
  await page.getByRole("button", { name: "Verify Email" }).click();

  await expect(page).toHaveURL(/\/employer\/login\?/);
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveValue(email);
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Camila" })).toBeVisible();
  await expect(page.getByText("Your company is waiting for approval")).toBeVisible();
  const account = page.getByRole("region", { name: "Your account" });
  await expect(account).toContainText(email);
  await expect(account).toContainText("Owner");
  await expect(page.getByRole("region", { name: "Company details" })).toContainText(
    "https://everglades-parts.example/",
  );
  await expectNoSeriousA11yViolations(page);
  // The session is a cookie scripts cannot read.
  const cookies = await page.context().cookies(app.url);
  expect(cookies.find((cookie) => cookie.name === "employer_session")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
  });

  // Staff approve the company in the console.
  const staff = await adminPage(browser, app.url);
  await staff.getByRole("navigation").getByRole("link", { name: "Clients" }).click();
  await expect(staff.getByRole("heading", { name: "Clients", exact: true })).toBeVisible();
  await staff.getByLabel("Status").selectOption("pending");
  await staff.getByLabel("Search clients (legal name)").fill(legalName);
  await staff.getByRole("button", { name: "Search" }).click();
  await staff.getByRole("link", { name: legalName }).click();
  await expect(staff.getByRole("heading", { name: legalName })).toBeVisible();
  await expect(staff.getByRole("region", { name: "Users" })).toContainText("Camila Ortega");
  await expect(staff.getByRole("region", { name: "Users" })).toContainText("email verified");
  await expectNoSeriousA11yViolations(staff);
  await staff.getByLabel("Placement fee (% of first-year salary)").fill("18.5");
  await staff.getByLabel("Payment terms (days after issue)").fill("45");
  await staff.getByRole("button", { name: "Save terms" }).click();
  await expect(staff.getByText("The terms are saved.")).toBeVisible();
  await staff.getByRole("button", { name: "Approve company" }).click();
  await expect(staff.getByText(`${legalName} is approved.`)).toBeVisible();
  await expect(staff.getByRole("button", { name: "Approve company" })).toHaveCount(0);
  await staff.context().close();

  await page.reload();
  await expect(page.getByText("Your company is approved")).toBeVisible();
  await expect(page.getByText(/net 45/)).toBeVisible();
  await expect(page.getByText(/18\.5% of first-year salary/)).toBeVisible();

  // The owner invites a colleague, on the portal's Team page.
  await page.getByRole("navigation", { name: "Employer Portal" }).getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/employer\/team$/);
  await waitForHydration(page);
  const team = page.getByRole("region", { name: "Team" });
  await team.getByRole("button", { name: "Send Invitation" }).click();
  await expect(team.getByText("Please enter a valid work email address")).toBeVisible();
  await team.getByLabel("Colleague's work email").fill(colleague);
  await team.getByLabel("Role").selectOption("hiring_manager");
  await team.getByRole("button", { name: "Send Invitation" }).click();
  await expect(
    team.getByText(`The invitation is on its way. We emailed ${colleague} a link to join.`),
  ).toBeVisible();
  await expect(team.getByRole("listitem").filter({ hasText: colleague })).toContainText("Hiring manager");

  // The colleague accepts from the emailed link, in a browser of their own.
  const link = linkIn(await mailTo(colleague, /invited you to/i), "/employer/invitation");
  const theirs = await (await browser.newContext()).newPage();
  const response = await theirs.goto(link);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await waitForHydration(theirs);
  await expect.poll(() => new URL(theirs.url()).search).toBe("");
  await expect(theirs.getByRole("heading", { level: 1, name: "Join Your Company's Account" })).toBeVisible();
  await expectNoSeriousA11yViolations(theirs);
  await theirs.getByLabel("First name").fill("Jonah");
  await theirs.getByLabel("Last name").fill("Pierce");
  await theirs.getByLabel("Job title").fill("Production Supervisor");
  await theirs.getByLabel("Work phone").fill("(786) 555-0133");
  await theirs.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await theirs.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await theirs.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(theirs).toHaveURL(/\/employer\/login\?invited=1$/);
  await expect(theirs.getByText("Welcome aboard. You can sign in now.")).toBeVisible();
  await signIn(theirs, colleague, NEW_PASSWORD);
  await expect(theirs).toHaveURL(/\/employer\/dashboard$/);
  await expect(theirs.getByRole("heading", { level: 1, name: "Welcome, Jonah" })).toBeVisible();
  await expect(theirs.getByRole("region", { name: "Your account" })).toContainText("Hiring manager");
  await theirs.goto(`${app.url}/employer/team`);
  await expect(
    theirs.getByText("Only an owner of your company can invite or remove colleagues."),
  ).toBeVisible();
  await expect(theirs.getByRole("button", { name: /^Remove / })).toHaveCount(0);

  // The owner removes the colleague, whose session ends at once.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Remove Jonah Pierce" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Jonah Pierce?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Remove User" }).click();
  await expect(page.getByText("Jonah Pierce is removed and signed out.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Jonah Pierce" })).toHaveCount(0);
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/employer\/login\?returnTo=%2Femployer%2Fteam$/);
  await theirs.context().close();

  // Signing out ends the session.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/employer\/login\?signedOut=1$/);
  await page.goto(`${app.url}/employer/dashboard`);
  await expect(page).toHaveURL(/\/employer\/login\?returnTo=%2Femployer%2Fdashboard$/);
});

test("the sign-in page: its links, its refusals, the keyboard, and the way back to the page asked for", async ({
  page,
  consoleGuard,
}) => {
  // The refused sign-ins answer 401 and 403: the browser logs them.
  consoleGuard.allow(/status of 40[13]/);
  await page.goto(`${app.url}/employer/dashboard`);
  await expect(page).toHaveURL(/\/employer\/login\?returnTo=%2Femployer%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Employer Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/employer/forgot-password",
  );
  // Creating an account on the way keeps the page asked for: registration, then verification, carry it.
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
    "href",
    "/employer/registration?returnTo=%2Femployer%2Fdashboard",
  );
  const help = page.getByRole("region", { name: "Need help signing in?" });
  for (const [name, href] of [
    ["Reset your password", "/forgot-password"],
    ["Create an employer account", "/employer/registration"],
    ["Contact us", "/contact"],
  ] as const) {
    await expect(help.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  // Social sign-in is a later phase: no button that does nothing.
  await expect(page.getByRole("button", { name: /google|linkedin/i })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The keyboard alone: email, password, its show/hide toggle, Remember me, then submit with Enter.
  await waitForHydration(page);
  await page.getByLabel("Work email").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please enter both email and password.")).toBeVisible();
  await expect(page.getByLabel("Work email")).toBeFocused();
  const email = await verifiedEmployer("keyboard", "Alma");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Alma" })).toBeVisible();
  // Remember me: the cookie outlives the browser (30 days).
  const cookie = (await page.context().cookies(app.url)).find(({ name }) => name === "employer_session");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

  // Signed in, the sign-in page and the landing lead to the dashboard.
  await page.goto(`${app.url}/employer/login`);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto(`${app.url}/employer`);
  await expect(page.getByRole("link", { name: "Go to Your Dashboard" })).toBeVisible();

  // An address not verified yet is offered the way to verify it.
  const unverified = newEmail("unverified");
  expect(
    (
      await employerPost("register", {
        ...company(`Unverified Supply ${serial}`),
        firstName: "Nora",
        lastName: "Blake",
        email: unverified,
        password: PASSWORD,
      })
    ).status,
  ).toBe(202);
  const fresh = await (await page.context().browser()?.newContext())?.newPage();
  if (!fresh) throw new Error("no browser");
  await signIn(fresh, unverified, PASSWORD);
  const notice = fresh.getByRole("status").filter({ hasText: "Email Verification Required" });
  await expect(notice).toContainText("Please verify your email before logging in.");
  await expect(notice.getByRole("button", { name: "Send a new code" })).toBeVisible();
  await notice.getByRole("link", { name: "Enter my code" }).click();
  await expect(fresh).toHaveURL(/\/employer\/verify\?email=/);
  await expect(fresh.getByLabel("Work email")).toHaveValue(unverified);
  await fresh.context().close();
});

test("forgot password through the shared chooser, a reset that ends old sessions, and 320 px screens", async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The old password's sign-in answers 401: the browser logs it.
  consoleGuard.allow(/status of 401/);
  const email = await verifiedEmployer("reset", "Rosa");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  const other = await (await browser.newContext()).newPage();
  await other.goto(`${app.url}/employer/login`);
  await waitForHydration(other);
  await other
    .getByRole("region", { name: "Need help signing in?" })
    .getByRole("link", { name: "Reset your password" })
    .click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  await expect(other.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
  await waitForHydration(other);
  await expectNoSeriousA11yViolations(other);
  await other.getByLabel("Email", { exact: true }).fill(email);
  await other.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(other.getByText("Please choose the kind of account")).toBeVisible();
  await expect(other.getByRole("radio", { name: /Candidate account/ })).toBeFocused();
  await other.getByRole("radio", { name: /Employer account/ }).check();
  await other.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    other.getByText(
      "If that address has an account, we sent a link to reset the password. It works for 1 hour.",
    ),
  ).toBeVisible();

  await resetPasswordFromEmail(app, other, { account: "employer", email, password: NEW_PASSWORD });
  await other.context().close();

  // The first browser's session ended with the reset.
  await page.goto(`${app.url}/employer/dashboard`);
  await expect(page).toHaveURL(/\/employer\/login\?returnTo=%2Femployer%2Fdashboard$/);
  await waitForHydration(page);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  // Every employer page fits a 320 px screen.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Rosa" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const signedOut = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
  for (const path of [
    "/employer",
    "/employer/login",
    "/employer/registration",
    "/employer/verify",
    "/employer/forgot-password",
    "/employer/reset-password",
    "/employer/invitation",
    "/forgot-password",
  ]) {
    await signedOut.goto(`${app.url}${path}`);
    await expect(signedOut.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(signedOut);
  }
  await signedOut.context().close();
});
