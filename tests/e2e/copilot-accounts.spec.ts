import { adminPage } from "./support/admin-session";
import { copilotTokenOf, signUpCopilotClient, subscribeCopilotClient } from "./support/copilot-client";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { linkIn, mailAppForSuite } from "./support/mail-app";

/**
 * The AI hiring assistant's client accounts as a company uses them (issue 22), with the emails read
 * from a real SMTP server: signup, the emailed code, the dashboard, a colleague's invitation, the
 * settings, a support ticket staff answer in /admin, sign out, and 320 px screens.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Brickell-Skyline-Harbor-41";
const COLLEAGUE_PASSWORD = "Wynwood-Murals-Sunrise-7";

const app = mailAppForSuite();

test("@desktop-only a company signs up, verifies by code, invites a colleague, sets up and asks support", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `copilot-owner-${stamp}@example.com`;
  const colleague = `copilot-colleague-${stamp}@example.com`;
  const company = `Coral Way Clinics ${stamp}`;

  await page.goto(`${app.url}/copilot/client/signup`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
  // The site's header and footer are hidden here; the client area has its own banner.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("banner")).toContainText("AI Hiring Assistant");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByLabel("Company")).toBeFocused();
  await page.getByLabel("Company").fill(company);
  await page.getByLabel("Your name").fill("Lucia Fernandez");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/copilot\/client\/verify-code\?/);
  await expect(
    page.getByText("Check your email: we sent a 6-digit code and a link to verify your address."),
  ).toBeVisible();
  await expect(page.getByText("It works for 10 minutes.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Verification code").fill("000000");
  const code = await app.verificationCode(email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();

  await expect(page).toHaveURL(/\/copilot\/client\/login\?/);
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveValue(email);
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/copilot\/client\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Lucia Fernandez" })).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  await expect(page.getByText("Owner", { exact: true })).toBeVisible();
  // The bearer token is kept under the copilot key (SPEC §6).
  expect(await page.evaluate(() => localStorage.getItem("copilotToken"))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page);

  // Colleagues take seats of a plan (one seat, the owner's, until one is chosen): the Growth plan,
  // paid with a test card (the billing spec goes through the pages).
  await subscribeCopilotClient(app, await copilotTokenOf(page), "growth");

  // Settings: rename the workspace and invite a colleague.
  await page
    .getByRole("navigation", { name: "AI Hiring Assistant" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Company name").fill(`${company} Group`);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("The workspace name is saved.")).toBeVisible();
  const invite = page.getByRole("form", { name: "Invite a colleague" });
  await invite.getByLabel("Work email").fill(colleague);
  await invite.getByLabel("Role").selectOption("billing");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByText(`The invitation is on its way. We emailed ${colleague}`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: colleague })).toContainText("Billing · Waiting");
  await expect(page.getByText("Built-in drafter (no language model configured)")).toBeVisible();
  await page.getByLabel("Email me when a recruiter replies to us").uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your notification preferences are saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The colleague accepts in a browser of their own and lands on the dashboard.
  const link = linkIn(await app.mailTo(colleague, /invited you to/i), "/copilot/client/accept-invitation");
  const theirs = await (await browser.newContext()).newPage();
  const response = await theirs.goto(link);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await waitForHydration(theirs);
  await expect.poll(() => new URL(theirs.url()).search).toBe("");
  await expectNoSeriousA11yViolations(theirs);
  await theirs.getByRole("textbox", { name: "Your name" }).fill("Marcus Bell");
  await theirs.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
  await theirs.getByLabel("Confirm password").fill(COLLEAGUE_PASSWORD);
  await theirs.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(theirs).toHaveURL(/\/copilot\/client\/dashboard$/);
  await expect(theirs.getByRole("heading", { level: 1, name: "Welcome, Marcus Bell" })).toBeVisible();
  await expect(theirs.getByRole("definition").getByText("Billing", { exact: true })).toBeVisible();
  await theirs.goto(`${app.url}/copilot/client/settings`);
  await expect(
    theirs.getByText("Only an owner of the workspace can invite colleagues or change roles."),
  ).toBeVisible();
  await theirs.context().close();

  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "Marcus Bell" })).toBeVisible();
  await expect(page.getByLabel("Role of Marcus Bell")).toHaveValue("billing");

  // A support ticket, answered by staff in the /admin inbox.
  await page
    .getByRole("navigation", { name: "AI Hiring Assistant" })
    .getByRole("link", { name: "Support" })
    .click();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "New ticket" });
  await form.getByLabel("Subject").fill("Adding a hiring manager");
  await form.getByLabel("Category").selectOption({ label: "Account and members" });
  await form.getByLabel("Message").fill("How many seats does our plan include?");
  await form.getByRole("button", { name: "Send ticket" }).click();
  await expect(page.getByText("Your ticket was sent.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/support?status=open`);
  await staff.getByRole("link", { name: "Adding a hiring manager" }).click();
  await expect(staff.getByText(`${company} Group`)).toBeVisible();
  await waitForHydration(staff);
  await staff.getByLabel("Answer").fill("Your plan has room for two more people.");
  await staff.getByRole("button", { name: "Send answer" }).click();
  await expect(staff.getByText(/Answer sent\./)).toBeVisible();
  const answered = await app.mailTo(email, /We answered your question/);
  expect(answered.text ?? "").toContain("/copilot/client/support");
  await staff.context().close();

  await page.getByRole("link", { name: "Adding a hiring manager" }).click();
  await expect(page.getByText("Your plan has room for two more people.")).toBeVisible();
  await expect(page.getByText("Answered", { exact: true })).toBeVisible();

  // Every client page fits a 320 px screen.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["dashboard", "settings", "support"]) {
    await page.goto(`${app.url}/copilot/client/${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  for (const path of ["signup", "verify-code", "forgot-password"]) {
    const signedOut = await (await browser.newContext({ viewport: { width: 320, height: 640 } })).newPage();
    await signedOut.goto(`${app.url}/copilot/client/${path}`);
    await expect(signedOut.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(signedOut);
    await signedOut.context().close();
  }

  // Sign out: the token ends on the server and leaves the browser.
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("copilotToken"))).toBeNull();
  await page.goto(`${app.url}/copilot/client/dashboard`);
  await expect(page).toHaveURL(/\/copilot\/client\/login\?returnTo=/);
});

test("a reset link ends the old session and the new password signs in", async ({ page, consoleGuard }) => {
  // The ended session's check answers 401: the browser logs it.
  consoleGuard.allow(/status of 401/);
  const email = `copilot-reset-${Date.now()}@example.com`;
  await signUpCopilotClient(page, app, {
    company: "Little Havana Bakeries",
    name: "Rosa Diaz",
    email,
    password: PASSWORD,
  });

  const reset = await (await page.context().browser()?.newContext())?.newPage();
  if (!reset) throw new Error("no second browser context");
  await reset.goto(`${app.url}/copilot/client/forgot-password`);
  await waitForHydration(reset);
  await reset.getByLabel("Work email").fill(email);
  await reset.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(reset.getByText(/If that address has an account, we sent a link/)).toBeVisible();
  const link = linkIn(await app.mailTo(email, /reset your password/i), "/copilot/client/reset-password");
  await reset.goto(link);
  await waitForHydration(reset);
  await reset.getByLabel("New password", { exact: true }).fill("Key-Biscayne-Tide-Pool-9");
  await reset.getByLabel("Confirm new password").fill("Key-Biscayne-Tide-Pool-9");
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(reset).toHaveURL(/\/copilot\/client\/login\?reset=1$/);
  await reset.context().close();

  // The first browser's session ended with the reset.
  await page.reload();
  await expect(page).toHaveURL(/\/copilot\/client\/login\?returnTo=/);
});
