import { pdfBytes } from "../../server/storage/testing/sample-files";
import { adminPage } from "./support/admin-session";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Contractor documents end to end: staff request an I-9, the contractor follows the emailed link and
 * uploads a PDF (with its progress bar), staff accept it and the contractor is told.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const app = mailAppForSuite();

test("staff request a document, the contractor uploads it, staff accept it", async ({
  page,
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const email = `contractor-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerVerifiedCandidate(app, { email, password: PASSWORD, firstName: "Dana", lastName: "Reyes" });

  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/documents`);
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
  const request = staff.getByRole("form", { name: "Request a document" });
  await request.getByLabel("Contractor (type a name or email)").fill(email);
  await request.getByLabel("Document").selectOption({ label: "I-9" });
  await request.getByLabel("Note to the contractor (optional)").fill("Both sides of your ID, please.");
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(staff.getByText("Dana Reyes was asked for their I-9")).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await expect(
    staff
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("cell", { name: /^Requested “Both sides/ }),
  ).toBeVisible();

  const mail = await app.mailTo(email, /Please upload your I-9/);
  const link = /(http\S+\/candidate\/documents)/.exec(mail.text ?? "")?.[1];
  expect(link).toBeTruthy();

  await signInCandidate(page, app.url, email, PASSWORD);
  await page.goto(`${app.url}${new URL(link as string).pathname}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
  const waiting = page.getByRole("listitem").filter({ hasText: "Both sides of your ID, please." });
  await expect(waiting.getByText("I-9", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await waiting.getByRole("button", { name: /Upload/ }).click();

  const form = page.getByRole("form", { name: "Upload your I-9" });
  await form.getByLabel("File").setInputFiles({
    name: "i9-dana.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes(2 * 1024 * 1024),
  });
  // Hold the answer back a moment so the progress bar can be seen.
  await page.route("**/api/candidates/documents", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await form.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByRole("progressbar", { name: "Document upload progress" })).toBeVisible();
  await expect(page.getByText("Your I-9 was uploaded. We'll review it soon.")).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: "i9-dana.pdf" });
  await expect(mine.getByText("Waiting for review")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Download I-9" })).toBeVisible();

  await staff.goto(`${app.url}/admin/documents?status=uploaded`);
  await waitForHydration(staff);
  const row = staff.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("i9-dana.pdf")).toBeVisible();
  await row.getByRole("button", { name: /^Accept/ }).click();
  await expect(staff.getByText("The I-9 of Dana Reyes is accepted; they were emailed.")).toBeVisible();
  await app.mailTo(email, /Your I-9 was accepted/);

  await page.reload();
  await waitForHydration(page);
  const accepted = page.getByRole("listitem").filter({ hasText: "i9-dana.pdf" });
  await expect(accepted.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(accepted.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await staff.context().close();
});
