import type { Browser, Page } from "@playwright/test";
import { ISOLATED_APP_START_TIMEOUT_MS, type IsolatedApp, startIsolatedApp } from "../support/isolated-app";
import { type CapturedMessage, type SmtpCapture, startSmtpCapture } from "../support/smtp-capture";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * Interviews end to end, on their own app and SMTP capture: a recruiter schedules one (the console's
 * API, as the application page's panel does), the candidate gets the invite by email, sees it in
 * their own time zone, downloads the .ics, confirms, then asks to reschedule; the console's
 * interviews page shows the answer and the note.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
let app: IsolatedApp;
let smtp: SmtpCapture;

test.beforeAll(async () => {
  test.setTimeout(ISOLATED_APP_START_TIMEOUT_MS);
  smtp = await startSmtpCapture();
  app = await startIsolatedApp({ SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

async function mailTo(email: string, subject: RegExp): Promise<CapturedMessage> {
  let found: CapturedMessage | undefined;
  await expect
    .poll(
      () => {
        found = smtp.messages.find(
          (message) => message.envelope.to.includes(email) && subject.test(message.headers.subject ?? ""),
        );
        return Boolean(found);
      },
      { timeout: 15_000, message: `an email to ${email} with subject ${subject}` },
    )
    .toBe(true);
  return found as CapturedMessage;
}

async function post(path: string, body: unknown) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A verified account with an application to an open job, as if they had applied while signed in. */
async function candidateWithApplication(email: string): Promise<{ applicationId: string; jobTitle: string }> {
  expect(
    (
      await post("/api/candidates/register", {
        firstName: "Lucia",
        lastName: "Ferreira",
        email,
        phone: "(305) 555-0142",
        password: PASSWORD,
        consentTerms: true,
      })
    ).status,
  ).toBe(202);
  const code = /(\d{6})/.exec((await mailTo(email, /verification code/i)).headers.subject ?? "")?.[1];
  expect((await post("/api/candidates/verify", { email, code })).status).toBe(200);
  const { rows } = await app.db.query<{ id: string; title: string }>(
    `WITH job AS (SELECT id, title FROM jobs WHERE status = 'open' ORDER BY title LIMIT 1),
          file AS (
            INSERT INTO stored_files (storage_key, original_name, content_type, size_bytes, sha256, purpose)
            VALUES ($2, 'resume.pdf', 'application/pdf', 10, repeat('0', 64), 'resume') RETURNING id)
     INSERT INTO applications (job_id, candidate_id, full_name, email, phone, resume_file_id, consent_terms_at, source, status)
     SELECT job.id, c.id, 'Lucia Ferreira', c.email, c.phone, file.id, now(), 'apply', 'screening'
       FROM job, file, candidates c WHERE c.email = $1
     RETURNING id, (SELECT title FROM job) AS title`,
    [email, `e2e/interviews-${Date.now()}-${Math.random()}.pdf`],
  );
  const [row] = rows;
  if (!row) throw new Error("no application seeded");
  return { applicationId: row.id, jobTitle: row.title };
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/login`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
  await page.getByRole("button", { name: /Olivia Park/ }).click();
  await expect(page).toHaveURL(`${app.url}/admin`);
  return page;
}

/** A date some days ahead in New York, as the panel's date field takes it. */
function daysAheadInNewYork(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "America/New_York",
  });
}

test("a scheduled interview reaches the candidate, who downloads it, confirms and asks to reschedule", async ({
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const email = `interviews-${testInfo.project.name}-${Date.now()}@example.com`;
  const { applicationId, jobTitle } = await candidateWithApplication(email);

  // The recruiter schedules it (the panel's call) and sees it in the console's list.
  const admin = await adminPage(browser);
  const scheduled = await admin.request.post(
    `${app.url}/api/admin/applications/${applicationId}/interviews`,
    {
      headers: { Origin: app.url },
      data: {
        date: daysAheadInNewYork(3),
        time: "10:00",
        timeZone: "America/New_York",
        durationMinutes: 45,
        format: "video",
        meetingUrl: "https://meet.example.com/abc-defg-hij",
        interviewers: ["Olivia Park"],
      },
    },
  );
  expect(scheduled.status()).toBe(201);
  const mail = await mailTo(email, /^Interview scheduled: /);
  expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(["interview.ics"]);
  expect(mail.attachments[0]?.content.toString("utf8")).toContain("METHOD:REQUEST");

  // The candidate, in Los Angeles, sees it in their zone and in the one it was scheduled in.
  const context = await browser.newContext({
    timezoneId: "America/Los_Angeles",
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  const page = await context.newPage();
  await page.goto(`${app.url}/candidate/login`);
  await waitForHydration(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Interviews" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Interviews" })).toBeVisible();
  await expect(page.getByTestId("local-time-zone")).toHaveText("America/Los_Angeles");
  const card = page.getByRole("article", { name: new RegExp(jobTitle) });
  await expect(card.getByText(/7:00 AM PST/)).toBeVisible();
  await expect(card.getByText(/Scheduled as .*10:00 AM EST \(America\/New_York\)/)).toBeVisible();
  await expect(card.getByRole("link", { name: /Join the video call/ })).toHaveAttribute(
    "href",
    "https://meet.example.com/abc-defg-hij",
  );
  await expect(card.getByText("Awaiting reply")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download .ics" }).click();
  expect((await download).suggestedFilename()).toBe("interview.ics");

  await card.getByRole("button", { name: "Confirm attendance" }).click();
  await expect(card.getByText("Thanks! Your attendance is confirmed.")).toBeVisible();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirm attendance" })).toHaveCount(0);

  await card.getByRole("button", { name: "Ask to reschedule" }).click();
  await card.getByRole("button", { name: "Send reschedule request" }).click();
  await expect(card.getByText("Tell us which times suit you.")).toBeVisible();
  await card.getByLabel("Which days and times would suit you?").fill("Thursday afternoon works better.");
  await card.getByRole("button", { name: "Send reschedule request" }).click();
  await expect(card.getByText("Thanks! Your recruiter will be in touch with a new time.")).toBeVisible();
  await expect(card.getByText("Asked to reschedule")).toBeVisible();
  await expect(card.getByText("Thursday afternoon works better.")).toBeVisible();

  // The console's interviews page shows the request and the note.
  await admin.goto(`${app.url}/admin/interviews`);
  await expect(admin.getByRole("heading", { name: "Interviews" })).toBeVisible();
  const row = admin.getByTestId("interview-row").filter({ hasText: email });
  await expect(row.getByText("Asked to reschedule")).toBeVisible();
  await expect(row.getByText("Thursday afternoon works better.")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.context().close();
  await context.close();
});
