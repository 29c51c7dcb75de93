import { adminPage } from "./support/admin-session";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { signInEmployer } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { newYorkLocal } from "./support/workforce";

/**
 * Submitted candidates and interviews across the three sides (issue 18): a recruiter submits a
 * candidate to the client's order in /admin, the employer approves them and proposes two interview
 * times, the candidate picks one in the candidate portal, the employer sees it scheduled and, once
 * it has taken place, says "hire", which the recruiter sees on the application's page.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Coral-Gables-Harbor-58";
const app = mailAppForSuite();
const { mailTo, verificationCode } = app;

function employerPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${app.url}/api/employers/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify(body),
  });
}

/** A registered, verified and staff-approved company whose owner is `email`. */
async function approvedEmployer(email: string) {
  const registered = await employerPost("register", {
    legalName: `Mangrove Clinics ${Date.now()}`,
    industry: "Healthcare",
    sizeBand: "51-200",
    street: "2200 NW 72nd Avenue",
    city: "Doral",
    state: "FL",
    zip: "33122",
    firstName: "Denise",
    lastName: "Carter",
    jobTitle: "Director of Nursing",
    workPhone: "(305) 555-0166",
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(202);
  expect((await employerPost("verify", { email, code: await verificationCode(email) })).status).toBe(200);
  const { rows } = await app.db.query<{ id: string }>(
    `UPDATE client_companies SET status = 'approved', decided_at = now(), decided_by = 'e2e@example.com'
      WHERE id = (SELECT client_company_id FROM employer_users WHERE email = $1) RETURNING id`,
    [email],
  );
  return rows[0]?.id ?? "";
}

/** The order the job-orders flow would have accepted and published, and the candidate's application to its job. */
async function applicationOnOrder(companyId: string, candidateEmail: string) {
  const { rows } = await app.db.query<{ id: string }>(
    `WITH job AS (
       INSERT INTO jobs (title, company, city, state, workplace_type, employment_type, industry, description, status, client_company_id)
       VALUES ('Night ICU Nurse', 'Mangrove Clinics', 'Doral', 'FL', 'on-site', 'full-time', 'Healthcare', 'Nights.', 'open', $1)
       RETURNING id),
     job_order AS (
       INSERT INTO job_orders (client_company_id, title, order_type, workplace_type, city, state, status, submitted_at, accepted_at, job_id)
       SELECT $1, 'Night ICU Nurse', 'contract', 'on-site', 'Doral', 'FL', 'accepted', now(), now(), job.id FROM job
       RETURNING id),
     file AS (
       INSERT INTO stored_files (storage_key, original_name, content_type, size_bytes, sha256, purpose)
       VALUES ($3, 'resume.pdf', 'application/pdf', 10, repeat('0', 64), 'resume') RETURNING id)
     INSERT INTO applications (job_id, candidate_id, full_name, email, phone, resume_file_id, consent_terms_at, source, status, skills, recent_title)
     SELECT job.id, c.id, 'Lucia Ferreira', c.email, c.phone, file.id, now(), 'apply', 'screening', '{ICU,BLS}', 'Staff Nurse'
       FROM job, file, job_order, candidates c WHERE c.email = $2
     RETURNING id`,
    [companyId, candidateEmail, `e2e/candidates-${Date.now()}.pdf`],
  );
  return rows[0]?.id ?? "";
}

test("@desktop-only submitted in /admin, approved and invited by the employer, the candidate picks a time, the employer says hire", async ({
  browser,
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/\/favicon\.ico/);
  // The request and feedback forms show the server's field messages: those 400s are what is checked.
  consoleGuard.allow(/status of 400 .*\/api\/employers\/interviews(\/[\w-]+\/feedback)?\)$/);
  const stamp = Date.now();
  const employerEmail = `denise-${stamp}@mangrove.example`;
  const candidateEmail = `lucia-${stamp}@example.com`;
  const companyId = await approvedEmployer(employerEmail);
  await registerVerifiedCandidate(app, { email: candidateEmail, password: PASSWORD });
  const applicationId = await applicationOnOrder(companyId, candidateEmail);

  // The recruiter submits the candidate to the client with a note.
  const admin = await adminPage(browser, app.url);
  await admin.goto(`${app.url}/admin/applications/${applicationId}`);
  await waitForHydration(admin);
  const client = admin.getByRole("region", { name: /^Client: Mangrove Clinics/ });
  await client.getByRole("button", { name: "Submit to client" }).click();
  await expect(client.getByText(/Write a note for the client/)).toBeVisible();
  await client.getByLabel("Note for the client").fill("Six years of ICU nights; BLS and ACLS current.");
  await client.getByRole("button", { name: "Submit to client" }).click();
  await expect(admin.getByText("Submitted to the client; their hiring team was emailed.")).toBeVisible();
  await expect(client.getByTestId("client-status")).toHaveText("Awaiting your decision");
  await expect(admin.getByTestId("application-stage")).toHaveText("Submitted to client");
  await mailTo(employerEmail, /^New candidate for Night ICU Nurse$/);

  // The employer reviews and approves the candidate.
  await signInEmployer(page, app.url, employerEmail, PASSWORD);
  await page.getByRole("link", { name: "Candidates" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Lucia Ferreira" });
  await expect(card.getByText("Six years of ICU nights; BLS and ACLS current.")).toBeVisible();
  await expect(card.getByText("ICU, BLS")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: /^Reject/ }).click();
  const rejectDialog = page.getByRole("dialog");
  await rejectDialog.getByRole("button", { name: "Reject candidate" }).click();
  await expect(rejectDialog.getByText("Choose a reason.")).toBeVisible();
  await rejectDialog.getByRole("button", { name: "Cancel" }).click();
  await card.getByRole("button", { name: /^Approve for interview/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText(/Lucia Ferreira: approve — your recruiter has been told/)).toBeVisible();
  await expect(card.getByText("Approved for interview")).toBeVisible();

  // The employer proposes two times.
  await card.getByRole("link", { name: "Request an interview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Interviews" })).toBeVisible();
  await waitForHydration(page);
  const request = page.getByRole("region", { name: "Request an interview" });
  await expect(request.getByLabel("Candidate")).toHaveValue(/.+/);
  await request.getByLabel("Proposed time 1", { exact: true }).fill(newYorkLocal(3, "10:00"));
  await request.getByRole("button", { name: "Add another time" }).click();
  await request.getByLabel("Proposed time 2", { exact: true }).fill(newYorkLocal(4, "14:30"));
  await request.getByRole("button", { name: "Request Interview" }).click();
  await expect(request.getByText("Meeting link is required for a video interview.")).toBeVisible();
  await request.getByLabel("Meeting link").fill("https://meet.example.com/icu-nights");
  await request.getByLabel("Interviewers").fill("Denise Carter, Dr. Alan Park");
  await request.getByRole("button", { name: "Request Interview" }).click();
  await expect(request.getByText(/Interview requested/)).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  await expect(upcoming.getByText("Waiting for the candidate to pick a time")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mailTo(candidateEmail, /^Choose a time for your interview/);

  // The candidate picks the second time in the candidate portal.
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const candidate = await context.newPage();
  await signInCandidate(candidate, app.url, candidateEmail, PASSWORD);
  await candidate.goto(`${app.url}/candidate/interviews`);
  await waitForHydration(candidate);
  const invitation = candidate.getByRole("article", { name: /Night ICU Nurse/ });
  await expect(invitation.getByText("Pick a time")).toBeVisible();
  await invitation.getByRole("radio", { name: /2:30 PM/ }).check();
  await expectNoSeriousA11yViolations(candidate);
  await invitation.getByRole("button", { name: "Confirm this time" }).click();
  await expect(invitation.getByText(/Your interview is scheduled/)).toBeVisible();
  const invite = await mailTo(employerEmail, /^Interview scheduled: /);
  expect(invite.attachments[0]?.content.toString("utf8")).toContain("METHOD:REQUEST");

  // The employer sees it scheduled at the chosen time, and the page fits a 320 px screen.
  await page.reload();
  const item = upcoming.getByTestId("employer-interview");
  await expect(item.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(item.getByText(/2:30 PM/)).toBeVisible();
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.goto(`${app.url}/employer/candidates`);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // After the interview (moved into the past here), the employer says hire.
  await app.db.query(
    `UPDATE interviews SET starts_at = now() - interval '3 hours'
      WHERE application_id = $1 AND status = 'scheduled'`,
    [applicationId],
  );
  await page.goto(`${app.url}/employer/interviews`);
  await waitForHydration(page);
  const feedback = page.getByRole("form", { name: "Feedback on Lucia Ferreira" });
  await feedback.getByRole("button", { name: "Send Feedback" }).click();
  await expect(feedback.getByText("Choose hire, no hire or next round.")).toBeVisible();
  await feedback.getByLabel("Your decision").selectOption("hire");
  await feedback.getByLabel("Comments").fill("Calm under pressure; the team loved her.");
  await feedback.getByRole("button", { name: "Send Feedback" }).click();
  await expect(page.getByText(/your feedback on Lucia Ferreira is with your recruiter/)).toBeVisible();
  await expect(page.getByText("Your feedback: Hire.")).toBeVisible();

  // The recruiter sees that the client wants to hire, and makes the offer from there.
  await admin.reload();
  await expect(admin.getByText("The client wants to hire")).toBeVisible();
  await expect(admin.getByTestId("application-stage")).toHaveText("Offer");
  await expect(admin.getByText("Calm under pressure; the team loved her.")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.context().close();
  await context.close();
});
