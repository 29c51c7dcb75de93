import { adminPage } from "./support/admin-session";
import { signInCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";
import { createPlacedContractor } from "./support/workforce";

/**
 * Benefits and support end to end on their own app (its demo seed offers the plans and opens the
 * enrollment window): a contractor on assignment enrolls in medical and waives dental, which staff
 * see on the placement, then asks a question; staff answer it from the inbox, the contractor is
 * emailed and replies.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";
const app = mailAppForSuite();

/** A verified account with an active placement that started 60 days ago, made by SQL. */
async function placedContractor(email: string): Promise<string> {
  return createPlacedContractor(app, { email, password: PASSWORD, firstName: "Rosa", lastName: "Delgado" });
}

test("a contractor enrolls in benefits and waives one; staff answer a support ticket", async ({
  page,
  browser,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(150_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const email = `benefits-${testInfo.project.name}-${Date.now()}@example.com`;
  const placementId = await placedContractor(email);
  await signInCandidate(page, app.url, email, PASSWORD);

  await page.goto(`${app.url}/candidate/benefits`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Benefits", level: 1 })).toBeVisible();
  await expect(page.getByText(/Enrollment is open from/)).toBeVisible();
  await expect(page.getByText(/You are eligible/)).toBeVisible();
  const medical = page.getByRole("region", { name: "Medical" });
  await expect(medical.getByText("$38.50 per pay period")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await medical.getByRole("button", { name: "Enroll in Sunshine Bronze PPO" }).click();
  await expect(page.getByText("You are enrolled in Sunshine Bronze PPO.").first()).toBeVisible();
  await expect(medical.getByText("Your election: You are enrolled in Sunshine Bronze PPO.")).toBeVisible();
  const dental = page.getByRole("region", { name: "Dental" });
  await dental.getByRole("button", { name: "Waive dental" }).click();
  await expect(dental.getByText("Your election: You waived this coverage.")).toBeVisible();
  const retirement = page.getByRole("region", { name: "401(k) retirement" });
  await expect(retirement.getByText("4% of gross pay per pay period")).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(
    page
      .getByRole("region", { name: "Medical" })
      .getByText("Your election: You are enrolled in Sunshine Bronze PPO."),
  ).toBeVisible();

  await page.goto(`${app.url}/candidate/support`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "New ticket" });
  await form.getByLabel("Subject").fill("When does my dental coverage start?");
  await form.getByLabel("Category").selectOption({ label: "Benefits" });
  await form.getByLabel("Message").fill("I waived dental but changed my mind. Can I still enroll?");
  await form.getByRole("button", { name: "Send ticket" }).click();
  await expect(page.getByText("Your ticket was sent.")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: "When does my dental coverage start?" });
  await expect(item.getByText("Open", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/placements/${placementId}`);
  const elections = staff.getByRole("region", { name: "Benefit elections" });
  await expect(elections.getByText(/^Sunshine Bronze PPO, \$38\.50 per pay period \(since /)).toBeVisible();
  await expect(elections.getByText(/^Waived on /)).toBeVisible();
  await expect(elections.getByText("No election")).toHaveCount(2);
  await staff.goto(`${app.url}/admin/support?status=open`);
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();
  await staff.getByRole("link", { name: "When does my dental coverage start?" }).click();
  await expect(staff.getByText("I waived dental but changed my mind.")).toBeVisible();
  await waitForHydration(staff);
  await staff.getByLabel("Answer").fill("Yes: change your election any time while enrollment is open.");
  await staff.getByRole("button", { name: "Send answer" }).click();
  await expect(staff.getByText(/Answer sent\./)).toBeVisible();
  const mail = await app.mailTo(email, /We answered your question/);
  expect(mail.text ?? "").toContain("/candidate/support");
  await staff.context().close();

  await item.getByRole("link").click();
  await expect(page.getByText("Yes: change your election any time while enrollment is open.")).toBeVisible();
  await expect(page.getByText("Answered", { exact: true })).toBeVisible();
  await page.getByLabel("Your reply").fill("Thank you, I enrolled again.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Your reply was sent.")).toBeVisible();
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Close ticket" }).click();
  await expect(page.getByText("This ticket is closed.", { exact: false }).first()).toBeVisible();
});

test("staff edit a plan and the enrollment window", async ({ browser, consoleGuard }) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const staff = await adminPage(browser, app.url);
  await staff.goto(`${app.url}/admin/benefits`);
  await waitForHydration(staff);
  await expect(staff.getByRole("heading", { name: "Benefits", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  const row = staff.getByRole("row").filter({ hasText: "Sunshine Bronze PPO" });
  await expect(row.getByText("$38.50 per pay period")).toBeVisible();
  await row.getByRole("button", { name: "Edit Sunshine Bronze PPO" }).click();
  const edit = staff.getByRole("form", { name: "Edit Sunshine Bronze PPO" });
  await edit.getByLabel("Cost per pay period ($)").fill("39.75");
  await edit.getByRole("button", { name: "Save plan" }).click();
  await expect(staff.getByText("Sunshine Bronze PPO saved.")).toBeVisible();
  await expect(row.getByText("$39.75 per pay period")).toBeVisible();

  const window = staff.getByRole("form", { name: "Enrollment window" });
  await window.getByLabel("Closes on").fill("2020-01-01");
  await window.getByRole("button", { name: "Save window" }).click();
  await expect(window.getByText("The window cannot close before it opens.")).toBeVisible();
  await window.getByRole("button", { name: "Close enrollment" }).click();
  await expect(staff.getByText("Enrollment is closed.", { exact: true })).toBeVisible();
  await expect(window.getByText("No window is set: enrollment is closed.")).toBeVisible();
  await staff.context().close();
});
