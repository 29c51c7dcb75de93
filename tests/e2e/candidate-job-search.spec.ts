import { readFile } from "node:fs/promises";
import path from "node:path";
import { signInCandidate, verifyCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * The portal's job search as a candidate uses it: an account with a resume signs in, saves a job,
 * applies to it with the profile after seeing what is sent, sets up a job alert, and finds the
 * saved job and the application on the dashboard. Its own app and SMTP capture (it changes data).
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const RESUME_PDF = path.resolve("tests/fixtures/resumes/01-classic-one-column.pdf");

const app = mailAppForSuite();

function subjectsTo(email: string): string[] {
  return app.smtp.messages
    .filter((message) => message.envelope.to.includes(email))
    .map((message) => message.headers.subject ?? "");
}

/** Registers with a resume through the API and verifies with the emailed code. */
async function verifiedCandidateWithResume(email: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: "Marisol",
    lastName: "Quintero",
    email,
    phone: "(305) 555-0177",
    password: PASSWORD,
    consentTerms: "on",
  }))
    form.append(name, value);
  form.append(
    "resume",
    new Blob([new Uint8Array(await readFile(RESUME_PDF))], { type: "application/pdf" }),
    "marisol.pdf",
  );
  expect((await fetch(`${app.url}/api/candidates/register`, { method: "POST", body: form })).status).toBe(
    202,
  );
  await verifyCandidate(app, email);
}

test("a candidate saves a job, applies with the profile, creates an alert and sees it all on the dashboard", async ({
  page,
}, testInfo) => {
  // A whole flow: sign-in, two accessibility scans, three emails.
  test.setTimeout(90_000);
  const email = `job-search-${testInfo.project.name}-${Date.now()}@example.com`;
  await verifiedCandidateWithResume(email);

  await signInCandidate(page, app.url, email, PASSWORD, {
    query: "?returnTo=%2Fcandidate%2Fjob-search",
    landsOn: /\/candidate\/job-search$/,
  });
  await expect(page.getByRole("heading", { level: 1, name: "Job Search" })).toBeVisible();

  const first = page.getByRole("article").first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  await first.getByRole("button", { name: /^Save\b/ }).click();
  await expect(first.getByRole("button", { name: /^Saved\b/ })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("region", { name: "Saved jobs" }).getByRole("link", { name: title }),
  ).toBeVisible();

  await first.getByRole("button", { name: /Apply with my profile/ }).click();
  await expect(first.getByText(`Send this to our recruiters for ${title}?`)).toBeFocused();
  await expect(first.getByText("Marisol Quintero")).toBeVisible();
  await expect(first.getByText(email)).toBeVisible();
  await expect(first.getByText("(305) 555-0177")).toBeVisible();
  await expect(first.getByText("marisol.pdf")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await first.getByRole("button", { name: "Send application" }).click();
  await expect(first.getByText("Application sent")).toBeVisible();
  await expect.poll(() => subjectsTo(email)).toContain(`We received your application: ${title}`);

  await page.getByLabel("How often", { exact: true }).selectOption("weekly");
  await page.getByRole("button", { name: "Create job alert" }).click();
  await expect(page.getByText(/Job alert created/)).toBeVisible();
  const alerts = page.getByRole("list", { name: "Your job alerts" });
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  await expect(alerts.getByText("All open jobs", { exact: true })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Marisol" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Saved jobs" }).getByRole("link", { name: title }),
  ).toBeVisible();
  const applications = page.getByRole("region", { name: "Your applications" });
  await expect(applications.getByText("Applied")).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile completeness" })).toContainText("% complete");
  await expectNoSeriousA11yViolations(page);

  // Back in the search, the job applied to says so and leads to the application instead of offering it again.
  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Job Search" })
    .click();
  const appliedJob = page.getByRole("article").filter({ hasText: title });
  await expect(appliedJob.getByRole("link", { name: /^Applied/ })).toHaveAttribute(
    "href",
    "/candidate/applications",
  );
  await expect(appliedJob.getByRole("button", { name: /Apply with my profile/ })).toHaveCount(0);
});
