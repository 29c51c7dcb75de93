import path from "node:path";
import type { Page } from "@playwright/test";
import { ASSESSMENT_MESSAGES } from "../../common/assessments";
import { adminPage } from "./support/admin-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Issue 21's story, on its own app and SMTP capture: a visitor reads /assessment, proves an email
 * address with the emailed code (a wrong code and a 429 refused at the field and in words), takes the
 * Assurant assessment to the end (every question answered, a paste recorded, a reload midway keeping
 * the answers), sees the result, creates a candidate account with the same address through the
 * pages, finds the result in the portal, shares it, applies to a job that then shows it as assessed,
 * and is refused a second sitting with the date it may be retaken. Staff see the attempt and its
 * events under /admin/assessments. Each page is scanned for accessibility and checked at 320 px.
 */
test.describe.configure({ mode: "serial" });

const SLUG = "assurant-customer-service";
const TITLE = "Assurant customer-service assessment";
const PASSWORD = "Palm-Trees-And-Ocean-42";
const RESUME_PDF = path.resolve("tests/fixtures/resumes/01-classic-one-column.pdf");
const REPLY =
  "Hello Ms. Rivera, thank you for writing and I am sorry for the trouble with your claim. I have checked your account and I will replace the device today: a new one ships by express delivery and arrives within two business days, with a prepaid label to return the old one. I will call you tomorrow to confirm it is on its way, and please reply to this email if there is anything else I can do. Kind regards, Ana";

const app = mailAppForSuite();

async function expectFitsAt320(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);
  if (size) await page.setViewportSize(size);
}

/** What the browser does when the person switches to another tab (hidden) and back (visible). */
async function setPageVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

/** Answers the question on screen: the first option, the first and second as best and worst, or the reply. */
async function answerQuestion(page: Page) {
  const reply = page.getByLabel("Your reply");
  const best = page.getByRole("group", { name: "Best response" });
  const question = page.getByRole("region", { name: /^Question \d+ of 25$/ });
  await expect(question).toBeVisible();
  if (await reply.isVisible()) {
    await reply.fill(REPLY);
    await reply.dispatchEvent("paste");
  } else if (await best.isVisible()) {
    await best.getByRole("radio").first().check();
    const worst = page.getByRole("group", { name: "Worst response" });
    // The option chosen as best cannot be the worst too.
    await expect(worst.getByRole("radio").first()).toBeDisabled();
    await worst.getByRole("radio").nth(1).check();
  } else {
    await question.getByRole("radio").first().check();
  }
  await expect(question.getByRole("status")).toHaveText("Saved");
}

test("a visitor takes the Assurant assessment, keeps the result in a new account and applies as assessed", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(300_000);
  // Refusals the story provokes: a wrong code (400), too many codes (429), a second sitting (409).
  consoleGuard.allow(/status of (400|409|429)/);
  const stamp = Date.now().toString(36);
  const email = `assessed.${stamp}@example.com`;
  const busyEmail = `busy.${stamp}@example.com`;

  // The public list: what it measures, time, questions, retakes, accommodations, a start link.
  await page.goto(`${app.url}/assessment`);
  await expect(page.getByRole("heading", { level: 1, name: "Skills Assessments" })).toBeVisible();
  const listing = page.getByRole("region", { name: TITLE });
  await expect(listing.getByText("30 minutes")).toBeVisible();
  await expect(listing.getByText("25 questions")).toBeVisible();
  await expect(listing.getByText("One sitting every 30 days")).toBeVisible();
  await expect(listing.getByRole("heading", { name: "Accommodations" })).toBeVisible();
  await expect(listing.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  await expectNoSeriousA11yViolations(page);
  await expectFitsAt320(page);
  await listing.getByRole("link", { name: /^Start/ }).click();

  // The intro and the start.
  await expect(page).toHaveURL(new RegExp(`/assessment/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/The timer is kept by our server/)).toBeVisible();
  await expect(page.getByText(/pasting into the written answer are recorded/)).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await expectFitsAt320(page);

  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(ASSESSMENT_MESSAGES.email)).toBeVisible();

  // An address that already asked for three codes is told to wait.
  for (let sent = 0; sent < 3; sent += 1)
    expect((await app.post(`/api/assessments/${SLUG}/verification`, { email: busyEmail })).status).toBe(202);
  await page.getByLabel("Email", { exact: true }).fill(busyEmail);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const start = page.getByRole("region", { name: "Start" });
  await expect(start.getByRole("alert")).toContainText(
    /Too many requests.*You can try again in \d+ minutes?\./,
  );

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(ASSESSMENT_MESSAGES.codeSent)).toBeVisible();
  await expect(page.getByRole("button", { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const code = await app.verificationCode(email);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Start the assessment" }).click();

  // The sitting: one question at a time, each answer saved as it is given.
  await expect(page.getByRole("heading", { name: "Question 1 of 25" })).toBeFocused();
  await expect(page).toHaveURL(/\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(30:00|29:\d\d)$/);
  await expectNoSeriousA11yViolations(page);
  await expectFitsAt320(page);

  for (let number = 1; number <= 10; number += 1) {
    await answerQuestion(page);
    await page.getByRole("button", { name: "Next" }).click();
  }
  // Switching to another tab and back: the page reports both.
  const eventsSent = page.waitForResponse((response) => response.url().endsWith("/events"));
  await setPageVisibility(page, "hidden");
  expect((await eventsSent).status()).toBe(204);
  await setPageVisibility(page, "visible");
  // A reload resumes at the first unanswered question with every answer kept.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Question 11 of 25" })).toBeVisible();
  const questions = page.getByRole("navigation", { name: "Questions" });
  await expect(questions.getByRole("button", { name: /^Question \d+, answered$/ })).toHaveCount(10);
  await questions.getByRole("button", { name: "Question 3, answered", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Question 3 of 25" })).toBeFocused();
  await expect(
    page.getByRole("region", { name: "Question 3 of 25" }).getByRole("radio", { checked: true }),
  ).not.toHaveCount(0);
  await questions.getByRole("button", { name: "Question 11, not answered", exact: true }).click();

  // Submitting early lists what is unanswered; the list leads back to the questions.
  await questions.getByRole("button", { name: "Submit the assessment" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit the assessment?" });
  await expect(dialog).toContainText("You have 15 unanswered questions.");
  await dialog.getByRole("button", { name: "Question 11" }).click();
  await expect(page.getByRole("heading", { name: "Question 11 of 25" })).toBeVisible();

  for (let number = 11; number <= 25; number += 1) {
    await answerQuestion(page);
    if (number < 25) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByText("25 of 25 answered")).toBeVisible();
  await page.getByRole("button", { name: "Review and submit" }).click();
  await expect(dialog).toContainText("You answered every question.");
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();

  // The result: overall and per section, pass or not, its meaning, and the invitation to keep it.
  const result = page.getByRole("region", { name: "Your result" });
  await expect(result.getByRole("heading", { name: "Your result" })).toBeFocused();
  const overallText = (await result.getByText(/^\d+% overall$/).textContent()) ?? "";
  const overall = Number.parseInt(overallText, 10);
  await expect(result.getByText(/^(Passed|Not passed)$/)).toBeVisible();
  await expect(result.getByRole("table", { name: "Score per section" }).getByRole("row")).toHaveCount(5);
  await expect(result.getByText(/the standard the program asks for/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsAt320(page);

  // Staff find the sitting under /admin/assessments and read its events there.
  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/assessments?q=${encodeURIComponent(email)}`);
  const row = staff.getByTestId("sitting-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: new RegExp(`^${overall}\\b`) })).toHaveCount(1);
  await expect(row).toContainText(/[2-9] flagged/);
  await row.getByRole("link", { name: email }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Sitting of ${email}` })).toBeVisible();
  const events = staff.getByTestId("sitting-events");
  await expect(events).toContainText("Left the page");
  await expect(events).toContainText("Came back to the page");
  await expect(events).toContainText("Pasted text");
  await staff.context().close();

  // A candidate account with the same address keeps the result.
  await result.getByRole("link", { name: "Create your account" }).click();
  await expect(page).toHaveURL(/\/candidate\/registration\?/);
  await waitForHydration(page);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Delgado");
  await page.getByLabel("Phone").fill("(954) 555-0187");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Resume (optional)").setInputFiles(RESUME_PDF);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/candidate\/verify\?/);
  const accountCode = /(\d{6})/.exec(
    (await app.mailTo(email, /^Your verification code is/)).headers.subject ?? "",
  )?.[1];
  await page.getByLabel("Verification code").fill(accountCode ?? "");
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/candidate\/login\?/);
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();

  // Back on the result, now as the candidate, then the portal.
  await expect(page).toHaveURL(new RegExp(`/assessment/${SLUG}\\?attempt=`));
  await expect(result.getByText(`${overall}% overall`)).toBeVisible();
  await result.getByRole("link", { name: "Go to your dashboard" }).click();
  const results = page.getByRole("region", { name: "Assessment results" });
  await expect(results.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(results.getByRole("listitem").filter({ hasText: TITLE })).toContainText(`${overall}% · taken`);
  const share = results.getByRole("switch", { name: /Share with employers/ });
  await expect(share).not.toBeChecked();
  await share.check();
  await expect(share).toBeChecked();
  await expect(results.getByText("Employers you are put forward to can see this score.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsAt320(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "Assessment results" }).getByRole("switch")).toBeChecked();

  // An application shows the result as assessed.
  await page.goto(`${app.url}/candidate/job-search`);
  const job = page.getByRole("article").first();
  const jobTitle = (await job.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  await job.getByRole("button", { name: /Apply with my profile/ }).click();
  await job.getByRole("button", { name: "Send application" }).click();
  await expect(job.getByText("Application sent")).toBeVisible();
  await page.goto(`${app.url}/candidate/applications`);
  const application = page.getByTestId("candidate-application").filter({ hasText: jobTitle });
  await expect(application.getByRole("list", { name: "Assessments" })).toContainText(
    `Assessed: ${TITLE}, ${overall}%`,
  );
  await expectNoSeriousA11yViolations(page);

  // A second sitting within 30 days is refused with the date it may be retaken.
  await page.goto(`${app.url}/assessment/${SLUG}`);
  await waitForHydration(page);
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Start the assessment" }).click();
  await expect(page.getByRole("region", { name: "Start" }).getByRole("alert")).toContainText(
    /You took this assessment recently\. You can take it again from [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
});

test("an unknown assessment is a 404 page", async ({ page }) => {
  const response = await page.goto(`${app.url}/assessment/no-such-assessment`);
  expect(response?.status()).toBe(404);
});
