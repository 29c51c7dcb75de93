import { adminPage } from "./support/admin-session";
import { copilotTokenOf, signUpCopilotClient, subscribeCopilotClient } from "./support/copilot-client";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * The AI hiring assistant's orders as a client and a recruiter use them (issue 22, ADR 0025): a new
 * client drafts an order from three sentences, edits it, saves a draft, reopens and submits it; a
 * recruiter accepts and publishes it from /admin/requisitions; the client sees the step and the
 * timeline move.
 */
test.describe.configure({ mode: "serial" });

const app = mailAppForSuite();

test("@desktop-only a client drafts, saves, reopens and submits an order; a recruiter publishes it", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // The incomplete submission below is answered 400 with the fields to fix, on purpose.
  consoleGuard.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/copilot\/orders\/[0-9a-f-]+\)/);
  const stamp = Date.now();
  const client = {
    company: `Biscayne Freight ${stamp}`,
    name: "Marisol Vega",
    email: `copilot-orders-${stamp}@example.com`,
    password: "Key-Biscayne-Causeway-22",
  };
  await signUpCopilotClient(page, app, client);
  await subscribeCopilotClient(app, await copilotTokenOf(page));

  const nav = page.getByRole("navigation", { name: "AI Hiring Assistant" });
  await nav.getByRole("link", { name: "Submit an order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Submit an order" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText("No drafts.")).toBeVisible();

  // Three sentences become a draft.
  await page
    .getByLabel("Describe the role in a few sentences")
    .fill(
      "We need a forklift operator for our Doral warehouse. The job is full-time on the night shift. At least 2 years of experience and an OSHA forklift certification are required.",
    );
  await page.getByRole("button", { name: "Draft", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Review and edit the draft" })).toBeFocused();
  await expect(page.getByLabel("Job title")).not.toHaveValue("");
  await expectNoSeriousA11yViolations(page);

  // Edit a field and save it as a draft: nothing goes to the agency.
  const title = `Night Forklift Operator ${stamp}`;
  await page.getByLabel("Job title").fill(title);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/submitorder\?order=/);
  const drafts = page.getByRole("region", { name: "Your drafts" });
  await expect(drafts.getByText(title)).toBeVisible();

  // Reopen it from the list of drafts.
  await page.getByRole("link", { name: "Start a new order" }).click();
  await expect(page.getByLabel("Describe the role in a few sentences")).toBeVisible();
  await page.getByRole("link", { name: `Open the draft ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Order: ${title}` })).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveValue(title);

  // Submitting asks for what the agency needs, field by field.
  await page.getByLabel("Summary").fill("");
  await page.getByRole("button", { name: "Submit to the agency" }).click();
  await expect(page.getByText("Please correct the highlighted fields before submitting.")).toBeVisible();
  await expect(page.getByText("Please write a summary of at least 30 characters")).toBeVisible();

  await page
    .getByLabel("Summary")
    .fill(
      "Operate forklifts on the night shift at our Doral warehouse, loading and unloading trucks safely.",
    );
  await page.getByLabel("Responsibilities").fill("Load and unload trucks\nKeep the dock clear");
  await page.getByLabel("Must-have skills").fill("Forklift Operation\nOSHA Forklift Certification");
  await page.getByLabel("City").fill("Doral");
  await page.getByLabel("State").fill("FL");
  await page.getByLabel("Lowest pay ($)").fill("18");
  await page.getByLabel("Highest pay ($)").fill("22");
  await page.getByLabel("Paid").selectOption("hour");
  await page.getByRole("button", { name: "Submit to the agency" }).click();

  // The order's progress and timeline.
  await expect(page).toHaveURL(/jobstatus\?order=/);
  const detail = page.getByRole("region", { name: title });
  await expect(detail.getByText("Status: Submitted")).toBeVisible();
  const timeline = detail.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByText("Submitted to the agency")).toBeVisible();
  await expect(timeline.getByText("Drafted", { exact: true })).toBeVisible();
  await expect(timeline.getByText(/^Edited: .*summary/)).toBeVisible();
  await expect(detail.getByRole("link", { name: "Edit the order" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The dashboard counts it.
  await nav.getByRole("link", { name: "Dashboard" }).click();
  const byStatus = page.getByRole("region", { name: "Orders by status" });
  await expect(byStatus.getByRole("link", { name: /^1\s*Submitted$/ })).toBeVisible();

  // A recruiter sees the requisition in /admin, labelled as the assistant's, accepts and publishes it.
  const admin = await adminPage(browser, app.url);
  await admin.goto(`${app.url}/admin/requisitions`);
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(client.company);
  await expect(row).toContainText("AI hiring assistant");
  await row.getByRole("link", { name: title }).click();
  await waitForHydration(admin);
  await expect(admin.getByText(`${client.company} · Source: AI hiring assistant`)).toBeVisible();
  await admin.getByRole("button", { name: "Accept Requisition" }).click();
  await expect(admin.getByText("Requisition accepted.")).toBeVisible();
  await admin.getByRole("button", { name: "Publish as Job" }).click();
  await expect(admin.getByText("Published on the job board.")).toBeVisible();
  await admin.context().close();

  // The client sees the new step and who did what.
  await byStatus.getByRole("link", { name: /Sourcing/ }).click();
  await expect(page.getByRole("heading", { name: "Orders: Sourcing" })).toBeVisible();
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(detail.getByText("Status: Sourcing")).toBeVisible();
  await expect(timeline.getByText("Accepted by a recruiter")).toBeVisible();
  await expect(timeline.getByText("Published as a job")).toBeVisible();
  await expect(timeline.getByText(/Recruiter \(/).first()).toBeVisible();
  await expect(detail.getByRole("link", { name: "Edit the order" })).toHaveCount(0);
  await detail.getByRole("link", { name: "see the job posting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
