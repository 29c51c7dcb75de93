import { nurseResumeDocument } from "../support/resume-documents";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * A signed-in candidate with a resume saved on /resume-builder applies from a job's page: /apply
 * offers their saved resumes by name beside the upload, and the application gets the resume's PDF.
 * A visitor who is not signed in sees the upload alone. Its own app (it changes data).
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Coral-Gables-Sunset-58";
const app = mailAppForSuite();

async function savedBuilderResume(email: string) {
  const login = await app.post("/api/candidates/login", { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${app.url}/api/candidates/builder-resumes`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "Nursing resume", document: nurseResumeDocument({ email }) }),
  });
  expect(saved.status).toBe(201);
}

async function anOpenJob(): Promise<{ id: string; title: string }> {
  const [job] = (await (await fetch(`${app.url}/api/jobs`)).json()) as { id: string; title: string }[];
  if (!job) throw new Error("The demo seed has no open job.");
  return job;
}

test("a signed-in candidate applies from a job's page with a resume from the resume builder @desktop-only", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `builder-apply-${testInfo.project.name}-${Date.now()}@example.com`;
  const job = await anOpenJob();
  const form = page.getByRole("form", { name: "Your application" });
  const savedResumePicker = form.getByLabel("Or apply with a resume from the resume builder");

  // Signed out, the form offers the upload alone.
  await page.goto(`${app.url}/apply?job=${job.id}`);
  await waitForHydration(page);
  await expect(form.getByLabel("Resume", { exact: true })).toBeVisible();
  await expect(savedResumePicker).toHaveCount(0);

  await registerVerifiedCandidate(app, {
    email,
    password: PASSWORD,
    firstName: "Maria",
    lastName: "Gonzalez",
  });
  await savedBuilderResume(email);
  await signInCandidate(page, app.url, email, PASSWORD);

  await page.goto(`${app.url}/jobs/${job.id}`);
  await page.getByRole("link", { name: "Apply Now" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/apply\\?job=${job.id}$`));
  await waitForHydration(page);
  await expect(savedResumePicker).toBeVisible();
  await expect(form.getByLabel("Resume", { exact: true })).toBeVisible();
  await savedResumePicker.selectOption({ label: "Nursing resume" });
  await form.getByLabel("Full name").fill("Maria Gonzalez");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("(305) 555-0142");
  await form.getByLabel(/I agree to the Terms of Service/).check();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByRole("heading", { name: "Application received" })).toBeFocused();
  const { rows } = await app.db.query<{ resume_text: string; content_type: string; original_name: string }>(
    `SELECT a.resume_text, f.content_type, f.original_name FROM applications a
     JOIN stored_files f ON f.id = a.resume_file_id WHERE lower(a.email) = lower($1)`,
    [email],
  );
  expect(rows).toEqual([
    {
      resume_text: expect.stringContaining("Maria Gonzalez"),
      content_type: "application/pdf",
      original_name: "Maria Gonzalez - Resume.pdf",
    },
  ]);
});
