import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * /apply and /upload-resume as a job seeker uses them, at 1280 and 375 px: applying to a job with a
 * real PDF (progress bar, success page, confirmation email), and the talent pool's upload, check and
 * save.
 */

const RESUMES = path.join(import.meta.dirname, "../fixtures/resumes");

/** An address unique to the test and project: the per-IP upload limits stay per test. */
function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const project = testInfo.project.name === "mobile" ? 2 : 1;
  const id = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 0);
  return { "x-forwarded-for": `100.${80 + project}.${Math.floor(id / 250)}.${id % 250}` };
}

function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `E2E.${label}.${testInfo.project.name}.${Date.now()}@Example.com`;
}

type MailboxMessage = { to: string; subject: string; text: string };

async function mailboxFor(page: Page, address: string): Promise<MailboxMessage[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).messages;
}

const applicationForm = (page: Page) => page.getByRole("form", { name: "Your application" });

async function anOpenJob(page: Page): Promise<{ id: string; title: string; company: string }> {
  const response = await page.request.get("/api/jobs");
  expect(response.ok()).toBe(true);
  const [job] = (await response.json()) as { id: string; title: string; company: string }[];
  if (!job) throw new Error("The demo seed has no open job.");
  return job;
}

/** Holds the first request to url until released, so a state that lasts only while it runs can be seen. */
async function holdRequest(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("Applying to a job", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
  });

  test("a candidate applies to the job from ?job= with a PDF, sees the progress and the success page, and gets an email", async ({
    page,
  }, testInfo) => {
    const job = await anOpenJob(page);
    const email = uniqueEmail(testInfo, "apply");
    await page.goto(`/apply?job=${job.id}`);
    await expect(page).toHaveTitle(`Apply: ${job.title} | Sunshine Staffing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply: ${job.title}`);
    const form = page.getByRole("form", { name: "Your application" });
    await expect(form.getByText("Applying for")).toBeVisible();
    await expect(form.getByText(job.title, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await waitForHydration(page);

    // Submitting empty shows every message inline, without sending anything.
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Please enter your full name");
    await expect(form.getByText("Please attach your resume (PDF or DOCX)")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();

    await form.getByLabel("Full name").fill("Daniel Reyes");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("(305) 555-0101");
    await form
      .getByLabel("Resume", { exact: true })
      .setInputFiles(path.join(RESUMES, "01-classic-one-column.pdf"));
    await form.getByLabel("Cover letter (optional)").fill("I would love to help your team ship.");
    await form.getByLabel(/I agree to the Terms of Service/).check();
    await form.getByLabel(/Text me about my application/).check();

    const release = await holdRequest(page, "**/api/applications");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Resume upload progress" })).toBeVisible();
    await expect(form.getByText(/Uploading your resume… \d+%|Uploaded\. Reading your resume…/)).toBeVisible();
    release();

    await expect(page.getByRole("heading", { name: "Application received" })).toBeFocused();
    await expect(page.getByText("Thank you! Your application has been received.")).toBeVisible();
    await expect(page.getByText(`We sent a confirmation to ${email.toLowerCase()}.`)).toBeVisible();
    await expect(page.getByRole("form", { name: "Your application" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await expect.poll(async () => (await mailboxFor(page, email)).length).toBe(1);
    const [message] = await mailboxFor(page, email);
    expect(message?.subject).toBe(`We received your application: ${job.title}`);
    expect(message?.text).toContain("Hi Daniel,");
    expect(message?.text).toContain("01-classic-one-column.pdf");
  });

  test("applying again to the same job with the same email gets the friendly answer, not a second application", async ({
    page,
  }, testInfo) => {
    const job = await anOpenJob(page);
    const email = uniqueEmail(testInfo, "twice");
    for (const attempt of [1, 2]) {
      await page.goto(`/apply?job=${job.id}`);
      await waitForHydration(page);
      await applicationForm(page).getByLabel("Full name").fill("Ana Torres");
      await applicationForm(page)
        .getByLabel("Email")
        .fill(attempt === 1 ? email : email.toUpperCase());
      await applicationForm(page).getByLabel("Phone").fill("305 555 0142");
      await applicationForm(page)
        .getByLabel("Resume", { exact: true })
        .setInputFiles(path.join(RESUMES, "07-classic-one-column.docx"));
      await applicationForm(page)
        .getByLabel(/I agree to the Terms of Service/)
        .check();
      await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
      const heading = attempt === 1 ? "Application received" : "You've already applied";
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(
      page.getByText("You have already applied to this job with this email. We'll be in touch soon."),
    ).toBeVisible();
    expect(await mailboxFor(page, email)).toHaveLength(1);
  });

  test("without a job the visitor picks one or applies generally; a disguised file is refused inline", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    // The refused upload's 415 is reported in the console by the browser.
    consoleGuard.allow(/status of 415 .*\/api\/applications/);
    await page.goto("/apply");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for a job");
    const position = applicationForm(page).getByLabel("Position");
    await expect(position).toHaveValue("general");
    expect(await position.locator("option").count()).toBeGreaterThan(2);
    await waitForHydration(page);

    await applicationForm(page).getByLabel("Full name").fill("Luis Ortega");
    await applicationForm(page).getByLabel("Email").fill(uniqueEmail(testInfo, "general"));
    await applicationForm(page).getByLabel("Phone").fill("(786) 555-0123");
    await applicationForm(page)
      .getByLabel("Resume", { exact: true })
      .setInputFiles({
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(2048)]),
      });
    await applicationForm(page)
      .getByLabel(/I agree to the Terms of Service/)
      .check();
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(applicationForm(page).getByLabel("Resume", { exact: true })).toHaveAccessibleDescription(
      /Upload a PDF or DOCX file\./,
    );
    await expect(applicationForm(page).getByLabel("Resume", { exact: true })).toBeFocused();

    await applicationForm(page)
      .getByLabel("Resume", { exact: true })
      .setInputFiles(path.join(RESUMES, "03-skills-first.pdf"));
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  });

  test("says so when the job in the link is not open, and offers the picker", async ({ page }) => {
    await page.goto("/apply?job=00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("We couldn't find that job. It may have been removed.")).toBeVisible();
    await expect(page.getByLabel("Position")).toBeVisible();
  });
});

test.describe("Submitting a resume to the talent pool", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
  });

  test("a candidate uploads, sees the fields read from the resume, corrects one and saves", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    // The save without consent is answered 400, which the browser reports in its console.
    consoleGuard.allow(/status of 400 .*\/upload-resume\.data/);
    const email = uniqueEmail(testInfo, "pool");
    await page.goto("/upload-resume");
    await expect(page).toHaveTitle("Submit Your Resume | Sunshine Staffing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit your resume");
    await expectNoSeriousA11yViolations(page);
    await waitForHydration(page);

    await page
      .getByLabel("Resume", { exact: true })
      .setInputFiles(path.join(RESUMES, "08-contact-table.docx"));
    const release = await holdRequest(page, "**/api/resume-uploads");
    await page.getByRole("button", { name: "Upload Resume" }).click();
    await expect(page.getByRole("progressbar", { name: "Resume upload progress" })).toBeVisible();
    release();

    const review = page.getByRole("form", { name: "2. Check your details" });
    await expect(review.getByLabel("Full name")).toHaveValue("Priya Natarajan");
    await expect(review.getByLabel("Email")).toHaveValue("priya.n@example.com");
    await expect(review.getByLabel("Phone")).toHaveValue("(954) 555-0108");
    await expect(review.getByLabel("Most recent job title")).toHaveValue("Data Analyst");
    await expect(review.getByLabel("Skills (separated by commas)")).toHaveValue(
      "SQL, Python, Tableau, Power BI, Excel, Data Analysis",
    );
    await expectNoSeriousA11yViolations(page);

    // The person corrects what the resume got wrong (here: a new address), then saves.
    await review.getByLabel("Email").fill(email);
    await review.getByRole("button", { name: "Save to Talent Pool" }).click();
    await expect(review.getByText("Please agree to the Terms of Service and Privacy Policy")).toBeVisible();
    await expect(review.getByLabel("Email")).toHaveValue(email);
    await review.getByLabel(/I agree to the Terms of Service/).check();
    await review.getByRole("button", { name: "Save to Talent Pool" }).click();

    await expect(page.getByRole("heading", { name: "Resume saved" })).toBeFocused();
    await expect(page.getByText("Your resume is in our talent pool.")).toBeVisible();
    await expect(page.getByText(`We sent a confirmation to ${email.toLowerCase()}.`)).toBeVisible();
    await expect.poll(async () => (await mailboxFor(page, email)).length).toBe(1);
    expect((await mailboxFor(page, email))[0]?.subject).toBe("Your resume is in our talent pool");
  });

  test("works without JavaScript: upload, check and save come back in the page", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: visitorHeaders(testInfo),
    });
    const page = await context.newPage();
    const email = uniqueEmail(testInfo, "nojs");
    await page.goto("/upload-resume");
    await page
      .getByLabel("Resume", { exact: true })
      .setInputFiles(path.join(RESUMES, "02-two-column-sidebar.pdf"));
    await page.getByRole("button", { name: "Upload Resume" }).click();
    const review = page.getByRole("form", { name: "2. Check your details" });
    await expect(review.getByLabel("Full name")).toHaveValue("Aisha Thompson");
    await expect(review.getByLabel("Most recent job title")).toHaveValue("Registered Nurse");
    await review.getByLabel("Email").fill(email);
    await review.getByLabel(/I agree to the Terms of Service/).check();
    await review.getByRole("button", { name: "Save to Talent Pool" }).click();
    await expect(page.getByRole("heading", { name: "Resume saved" })).toBeVisible();
    expect(await mailboxFor(page, email)).toHaveLength(1);
    await context.close();
  });
});
