import { adminPage } from "./support/admin-session";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Interviews end to end, on their own app and SMTP capture: a recruiter schedules one on the
 * application's page, the candidate gets the invite by email, sees it in
 * their own time zone, downloads the .ics, confirms, then asks to reschedule; the console's
 * interviews page shows the answer and the note.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const app = mailAppForSuite();
const { mailTo } = app;

/** A verified account with an application to an open job, as if they had applied while signed in. */
async function candidateWithApplication(email: string): Promise<{ applicationId: string; jobTitle: string }> {
  await registerVerifiedCandidate(app, { email, password: PASSWORD });
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

/** A date some days ahead in New York, as the panel's date field takes it. */
function daysAheadInNewYork(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "America/New_York",
  });
}

test("scheduled on the application page, the interview reaches the candidate, who confirms and asks to reschedule; it is moved, then cancelled", async ({
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const email = `interviews-${testInfo.project.name}-${Date.now()}@example.com`;
  const { applicationId, jobTitle } = await candidateWithApplication(email);

  // The recruiter schedules it from the application's page.
  const admin = await adminPage(browser, app.url);
  await admin.goto(`${app.url}/admin/applications/${applicationId}`);
  await waitForHydration(admin);
  const panel = admin.getByTestId("interview-panel");
  await expect(panel.getByText("No interviews yet for this application.")).toBeVisible();
  await panel.getByRole("button", { name: "Schedule interview" }).click();
  const form = panel.getByRole("form", { name: "Schedule interview" });
  await expect(form.getByLabel("Time zone")).toHaveValue("America/New_York");
  await form.getByLabel("Date", { exact: true }).fill("2020-01-06");
  await form.getByLabel("Format").selectOption("video");
  await form.getByRole("button", { name: "Schedule interview" }).click();
  await expect(form.getByText("Choose a date and time in the future.")).toBeVisible();
  await expect(form.getByText("Meeting link is required for a video interview.")).toBeVisible();
  await form.getByLabel("Date", { exact: true }).fill(daysAheadInNewYork(3));
  await form.getByLabel("Time", { exact: true }).fill("10:00");
  await form.getByLabel("Duration").selectOption("45");
  await form.getByLabel("Meeting link").fill("https://meet.example.com/abc-defg-hij");
  await form.getByLabel("Interviewers (one per line)").fill("Olivia Park");
  await form.getByRole("button", { name: "Schedule interview" }).click();
  await expect(panel.getByText("Interview scheduled. The candidate was emailed an invite.")).toBeVisible();
  await expect(panel.getByTestId("interview-item")).toHaveCount(1);
  await expect(panel.getByTestId("interview-item").getByText(/10:00 AM E[SD]T/)).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Reschedule the interview of / })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  const mail = await mailTo(email, /^Interview scheduled: /);
  expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(["interview.ics"]);
  expect(mail.attachments[0]?.content.toString("utf8")).toContain("METHOD:REQUEST");

  // The candidate, in Los Angeles, sees it in their zone and in the one it was scheduled in.
  const context = await browser.newContext({
    timezoneId: "America/Los_Angeles",
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  const page = await context.newPage();
  await signInCandidate(page, app.url, email, PASSWORD);
  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Interviews" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Interviews" })).toBeVisible();
  await expect(page.getByTestId("local-time-zone")).toHaveText("America/Los_Angeles");
  const card = page.getByRole("article", { name: new RegExp(jobTitle) });
  await expect(card.getByText(/7:00 AM P[SD]T/)).toBeVisible();
  await expect(card.getByText(/Scheduled as .*10:00 AM E[SD]T \(America\/New_York\)/)).toBeVisible();
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

  // The console shows the request and the note, on the application's page and the interviews page.
  await admin.reload();
  await expect(panel.getByText("Thursday afternoon works better.")).toBeVisible();
  await admin.goto(`${app.url}/admin/interviews`);
  await expect(admin.getByRole("heading", { name: "Interviews" })).toBeVisible();
  const row = admin.getByTestId("interview-row").filter({ hasText: email });
  await expect(row.getByText("Asked to reschedule")).toBeVisible();
  await expect(row.getByText("Thursday afternoon works better.")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // The recruiter moves it to 11:00, then cancels it: the candidate gets the update, then the cancellation.
  await admin.goto(`${app.url}/admin/applications/${applicationId}`);
  await waitForHydration(admin);
  await panel.getByRole("button", { name: /^Reschedule the interview of / }).click();
  const reschedule = panel.getByRole("form", { name: "Reschedule interview" });
  await expect(reschedule.getByLabel("Meeting link")).toHaveValue("https://meet.example.com/abc-defg-hij");
  await reschedule.getByLabel("Time", { exact: true }).fill("11:00");
  await reschedule.getByRole("button", { name: "Save new time" }).click();
  await expect(
    panel.getByText("Interview rescheduled. The candidate was emailed the updated invite."),
  ).toBeVisible();
  await expect(panel.getByText("Candidate: Awaiting reply")).toBeVisible();
  const update = await mailTo(email, /^Interview rescheduled: /);
  expect(update.attachments[0]?.content.toString("utf8")).toContain("SEQUENCE:1");
  await panel.getByRole("button", { name: /^Cancel the interview of / }).click();
  await panel.getByRole("button", { name: "Yes, cancel interview" }).click();
  await expect(
    panel.getByText("Interview cancelled. The candidate was emailed the cancellation."),
  ).toBeVisible();
  const cancellation = await mailTo(email, /^Interview cancelled: /);
  expect(cancellation.attachments[0]?.content.toString("utf8")).toContain("METHOD:CANCEL");
  await page.reload();
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirm attendance" })).toHaveCount(0);
  await admin.context().close();
  await context.close();
});
