import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { registerPastTheCommonPassword, resetPasswordFromEmail } from "./support/account-pages";
import {
  openCandidateLogin,
  registerVerifiedCandidate,
  submitCandidateSignIn,
} from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Candidate accounts as a person uses them, with the emails read from a real SMTP server: the app
 * runs on its own database with SMTP_URL pointing at the capture, so codes and links arrive as they
 * would in a mailbox.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const NEW_PASSWORD = "Brickell-Sunrise-Coffee-7";
const RESUME_PDF = path.resolve("tests/fixtures/resumes/01-classic-one-column.pdf");

const app = mailAppForSuite();
const { post, verificationCode } = app;
let serial = 0;

function newEmail(testName: string): string {
  serial += 1;
  return `${testName}-${serial}-${Date.now()}@example.com`;
}

/** A verified account made through the API, for the tests whose subject is what comes after. */
async function verifiedCandidate(testName: string, firstName = "Lucia"): Promise<string> {
  const email = newEmail(testName);
  await registerVerifiedCandidate(app, { email, password: PASSWORD, firstName });
  return email;
}

const signIn = submitCandidateSignIn;

async function openLogin(page: Page, query = "") {
  await openCandidateLogin(page, app.url, query);
}

function storedSession(page: Page) {
  return page.evaluate(() => ({
    local: [localStorage.getItem("candidateToken"), localStorage.getItem("candidateData")],
    session: [sessionStorage.getItem("candidateToken"), sessionStorage.getItem("candidateData")],
  }));
}

test("a new candidate registers, verifies with the emailed code, signs in and sees the dashboard", async ({
  page,
}) => {
  const email = newEmail("register");
  await page.goto(`${app.url}/candidate/registration`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The form's own checks first: nothing is sent.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Please agree to the Terms of Service and Privacy Policy")).toBeVisible();

  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Delgado");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("(954) 555-0187");
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await registerPastTheCommonPassword(page, { account: "candidate", email, password: PASSWORD });
  await expect(page.getByRole("button", { name: /send a new code in \d+ s/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Verification code").fill(await verificationCode(email));
  await page.getByRole("button", { name: "Verify Email" }).click();

  await expect(page).toHaveURL(/\/candidate\/login\?/);
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Ana" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Your profile" });
  await expect(profile.getByText("Ana Delgado")).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText("Verified")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Candidate portal" }).getByRole("link")).toHaveText([
    "Dashboard",
    "Job Search",
    "Applications",
    "Interviews",
    "Assignments",
    "Timesheets",
    "Paystubs",
    "Benefits",
    "Documents",
    "Referrals",
    "Support",
    "My Profile",
  ]);
  // However long the portal's navigation, it scrolls inside its own strip, never the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // Without Remember me the session lives in this browser session only.
  const stored = await storedSession(page);
  expect(stored.local).toEqual([null, null]);
  expect(stored.session[0]).toMatch(/^[\w-]{43}$/);
  expect(JSON.parse(stored.session[1] ?? "{}")).toMatchObject({ email, firstName: "Ana" });
});

test("a resume chosen at registration is on the profile and downloads", async ({ page }) => {
  const email = newEmail("resume");
  await page.goto(`${app.url}/candidate/registration`);
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Iris");
  await page.getByLabel("Last name").fill("Moreno");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("(954) 555-0123");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Resume (optional)").setInputFiles(RESUME_PDF);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/candidate\/verify\?/);

  expect((await post("/api/candidates/verify", { email, code: await verificationCode(email) })).status).toBe(
    200,
  );
  await openLogin(page);
  await signIn(page, email, PASSWORD);
  const resumeLink = page.getByRole("region", { name: "Your profile" }).getByRole("link", {
    name: "01-classic-one-column.pdf",
  });
  await expect(resumeLink).toBeVisible();
  const download = page.waitForEvent("download");
  await resumeLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("01-classic-one-column.pdf");
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe("%PDF-");
});

test("an unverified account gets the verification notice, then the verify page after 2 seconds", async ({
  page,
  consoleGuard,
}) => {
  // The sign-in call answers 403 for an unverified address: the browser logs it.
  consoleGuard.allow(/status of 403/);
  const email = newEmail("unverified");
  const registered = await post("/api/candidates/register", {
    firstName: "Marco",
    lastName: "Rossi",
    email,
    phone: "(305) 555-0110",
    password: PASSWORD,
    consentTerms: true,
  });
  expect(registered.status).toBe(202);

  await openLogin(page);
  // The page itself notes when the notice appears and when it leaves for the verify page, so the
  // 2 seconds between them are measured in the browser, not through the test's own (loaded) polling.
  await page.evaluate(() => {
    const marks = window as unknown as { noticeAt?: number; leftAt?: number };
    new MutationObserver(() => {
      if (marks.noticeAt === undefined && document.body.textContent?.includes("Email Verification Required"))
        marks.noticeAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    const { navigation } = window as unknown as { navigation: EventTarget };
    navigation.addEventListener("navigate", (event) => {
      const { destination } = event as unknown as { destination: { url: string } };
      if (destination.url.includes("/candidate/verify")) marks.leftAt ??= performance.now();
    });
  });
  await signIn(page, email, PASSWORD);
  const notice = page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: "Email Verification Required" });
  await expect(notice).toContainText("Please verify your email before logging in.");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Email Verification Required",
  );
  expect(await page.evaluate(() => sessionStorage.getItem("candidatePendingVerificationEmail"))).toBe(email);

  await page.waitForURL(/\/candidate\/verify\?/);
  const { noticeAt, leftAt } = await page.evaluate(() => {
    const marks = window as unknown as { noticeAt?: number; leftAt?: number };
    return { noticeAt: marks.noticeAt ?? Number.NaN, leftAt: marks.leftAt ?? Number.NaN };
  });
  expect(leftAt - noticeAt).toBeGreaterThanOrEqual(1900);
  expect(new URL(page.url()).searchParams.get("email")).toBe(email);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  // The code from the registration email still works here.
  await waitForHydration(page);
  await page.getByLabel("Verification code").fill(await verificationCode(email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
});

test("sign-in refuses empty fields and a wrong password with SPEC's messages", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await openLogin(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts).toContainText("Missing Information");
  await expect(toasts).toContainText("Please enter both email and password.");

  await signIn(page, "maria.gonzalez@example.com", "not-her-password");
  await expect(toasts).toContainText("Login Failed");
  await expect(toasts).toContainText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/candidate\/login$/);

  // The password can be shown and hidden.
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("the guard sends a signed-out visitor to sign in and back to the page asked for", async ({ page }) => {
  const loginDataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/candidate/login.data") loginDataRequests.push(request.url());
  });
  await page.goto(`${app.url}/candidate/profile`);
  await expect(page).toHaveURL(/\/candidate\/login\?returnTo=%2Fcandidate%2Fprofile$/);
  await waitForHydration(page);
  // One redirect, not a navigation restarted on every render.
  expect(loginDataRequests).toHaveLength(1);
  await signIn(page, "maria.gonzalez@example.com", "Sunshine-Demo-2026");
  await expect(page).toHaveURL(/\/candidate\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // /candidate itself leads to the dashboard once signed in.
  await page.goto(`${app.url}/candidate`);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Maria" })).toBeVisible();

  // /profile shows the profile to a signed-in candidate.
  await page.goto(`${app.url}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible();
  await expect(page.getByText("maria.gonzalez@example.com")).toBeVisible();
});

test("a visitor finds the candidate sign-in in the footer", async ({ page }) => {
  await page.goto(`${app.url}/about`);
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Candidate Sign In" }).click();
  await expect(page).toHaveURL(/\/candidate\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Candidate Sign In" })).toBeVisible();
  for (const [name, href] of [
    ["Reset your password", "/candidate/forgot-password"],
    ["Create an account", "/candidate/registration"],
    ["Contact us", "/contact"],
  ] as const) {
    await expect(
      page.getByRole("region", { name: "Need help signing in?" }).getByRole("link", { name }),
    ).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/candidate/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
    "href",
    "/candidate/registration",
  );
});

test("a signed-out visitor of /profile and /candidate is asked to sign in", async ({ page }) => {
  await page.goto(`${app.url}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
    "href",
    "/candidate/registration",
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${app.url}/candidate`);
  await expect(page).toHaveURL(/\/candidate\/login\?returnTo=%2Fcandidate$/);
});

async function sessionSurvivesRestart(browser: Browser, rememberMe: boolean): Promise<boolean> {
  const email = await verifiedCandidate(rememberMe ? "remember" : "forget");
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLogin(page);
  await signIn(page, email, PASSWORD, { rememberMe });
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  // Closing the browser keeps localStorage and loses sessionStorage: storageState carries exactly that.
  const state = await context.storageState();
  await context.close();

  const reopened = await browser.newContext({ storageState: state });
  const again = await reopened.newPage();
  await again.goto(`${app.url}/candidate/dashboard`);
  const heading = again.getByRole("heading", { level: 1 });
  // Until the page's script has read the stored session there is only "Loading your account…"; on a
  // machine busy with other suites that can take longer than the usual wait.
  await expect(heading).toHaveText(/Welcome back, Lucia|Candidate Sign In/, { timeout: 25_000 });
  const survived = (await heading.textContent()) === "Welcome back, Lucia";
  await reopened.close();
  return survived;
}

test("Remember me keeps the session after the browser closes; without it the session ends", async ({
  browser,
}) => {
  expect(await sessionSurvivesRestart(browser, true)).toBe(true);
  expect(await sessionSurvivesRestart(browser, false)).toBe(false);
});

test("stored session data that cannot be read clears the session", async ({ page }) => {
  const email = await verifiedCandidate("corrupt");
  await openLogin(page);
  // The dashboard's profile check must be answered before the data is spoiled: sent afterwards, it
  // would go without the (cleared) token and be refused.
  const profileChecked = page.waitForResponse((response) =>
    response.url().endsWith("/api/candidates/profile"),
  );
  await signIn(page, email, PASSWORD, { rememberMe: true });
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  expect((await profileChecked).status()).toBe(200);

  await page.evaluate(() => localStorage.setItem("candidateData", "{not json"));
  await page.goto(`${app.url}/candidate/dashboard`);
  await expect(page).toHaveURL(/\/candidate\/login\?returnTo=%2Fcandidate%2Fdashboard$/);
  await expect.poll(() => storedSession(page)).toEqual({ local: [null, null], session: [null, null] });
});

test("forgot → reset signs the old session out, and the new password works", async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The old session's profile check is refused: the browser logs that 401.
  consoleGuard.allow(/status of 401/);
  const email = await verifiedCandidate("reset", "Rosa");
  await openLogin(page);
  await signIn(page, email, PASSWORD, { rememberMe: true });
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);

  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await other.goto(`${app.url}/candidate/forgot-password`);
  await waitForHydration(other);
  await expectNoSeriousA11yViolations(other);
  await other.getByLabel("Email", { exact: true }).fill(email);
  await other.getByRole("button", { name: "Send Reset Link" }).click();
  const sent = "If that address has an account, we sent a link to reset the password. It works for 1 hour.";
  await expect(other.getByText(sent)).toBeVisible();

  await resetPasswordFromEmail(app, other, { account: "candidate", email, password: NEW_PASSWORD });
  await otherBrowser.close();

  // The first browser's session was revoked: its next profile check fails and clears it.
  await page.goto(`${app.url}/candidate/dashboard`);
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Authentication failed");
  await expect(page).toHaveURL(/\/candidate\/login\?returnTo=%2Fcandidate%2Fdashboard$/);
  await expect.poll(() => storedSession(page)).toEqual({ local: [null, null], session: [null, null] });

  await waitForHydration(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Login Failed");
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Rosa" })).toBeVisible();
});

test("signing out revokes the token and clears the browser's copy", async ({ page }) => {
  const email = await verifiedCandidate("logout");
  await openLogin(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  const [token] = (await storedSession(page)).session;

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/candidate\/login$/);
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("You are signed out.");
  await expect.poll(() => storedSession(page)).toEqual({ local: [null, null], session: [null, null] });
  const profile = await fetch(`${app.url}/api/candidates/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status).toBe(401);
});

test("a candidate edits their details and changes their password", async ({ page, consoleGuard }) => {
  // The refused edits answer 400: the browser logs them.
  consoleGuard.allow(/status of 400/);
  const email = await verifiedCandidate("profile", "Elena");
  await openLogin(page, "?returnTo=%2Fcandidate%2Fprofile");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/profile$/);

  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a phone number with at least 10 digits")).toBeVisible();
  await page.getByLabel("Last name").fill("Vargas");
  await page.getByLabel("Phone").fill("(786) 555-0199");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await expect(page.getByRole("complementary")).toContainText("Elena Vargas");

  await page.getByLabel("Current password").fill("wrong-password-here");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your current password is not right.").first()).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your password is changed. Other devices were signed out.")).toBeVisible();

  await page.goto(`${app.url}/candidate/dashboard`);
  await expect(page.getByRole("region", { name: "Your profile" })).toContainText("(786) 555-0199");
});

test("a candidate leaves the AI rankings and answers the voluntary self-identification", async ({ page }) => {
  const email = await verifiedCandidate("matching", "Noemi");
  await openLogin(page, "?returnTo=%2Fcandidate%2Fprofile");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/profile$/);

  const section = page.getByRole("form", { name: "AI matching" });
  const included = section.getByRole("switch", { name: "Include me in automated rankings" });
  await expect(included).toBeChecked();
  await expect(section.getByLabel("Sex")).toHaveValue("");
  await included.uncheck();
  await section.getByLabel("Sex").selectOption({ label: "Female" });
  await section.getByLabel("Race or ethnicity").selectOption({ label: "Hispanic or Latino" });
  await section.getByRole("button", { name: "Save AI matching choices" }).click();
  await expect(
    section.getByText("Your choices are saved. Automated rankings will no longer include you."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The choices come back from the server on the next visit.
  await page.reload();
  await expect(section.getByRole("switch", { name: "Include me in automated rankings" })).not.toBeChecked();
  await expect(section.getByLabel("Sex")).toHaveValue("female");
  await expect(section.getByLabel("Race or ethnicity")).toHaveValue("hispanic_latino");
});
