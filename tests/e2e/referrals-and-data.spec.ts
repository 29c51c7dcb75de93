import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin-session";
import { registerVerifiedCandidate, signInCandidate, verifyCandidate } from "./support/candidate-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Referrals, "download my data" and "delete my account" as a candidate uses them, on an app of its
 * own with the emails read from a real SMTP server.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Palm-Trees-And-Ocean-42";

const app = mailAppForSuite();
const { mailTo, post } = app;
let serial = 0;

function newEmail(name: string, project: string): string {
  serial += 1;
  return `${name}-${project}-${serial}-${Date.now()}@example.com`;
}

async function verifiedCandidate(email: string, firstName: string) {
  await registerVerifiedCandidate(app, { email, password: PASSWORD, firstName });
}

async function signIn(page: Page, email: string) {
  await signInCandidate(page, app.url, email, PASSWORD);
}

test("a candidate refers a friend, who registers through the emailed link", async ({
  page,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(90_000);
  // The refusals below (400, 409) are answers the page shows; the browser logs each one.
  consoleGuard.allow(/status of 40[09] .*\/api\/candidates\/referrals/);
  const email = newEmail("referrer", testInfo.project.name);
  await verifiedCandidate(email, "Lucia");
  await signIn(page, email);
  await page
    .getByRole("navigation", { name: "Candidate portal" })
    .getByRole("link", { name: "Referrals" })
    .click();
  await expect(page).toHaveURL(/\/candidate\/referrals$/);
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  await expect(
    page.getByText("Earn $500 when a friend you refer completes 160 approved hours"),
  ).toBeVisible();
  await expect(page.getByText("You haven't referred anyone yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "Refer a friend" });
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(form.getByText("Please enter your friend's name")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  await form.getByLabel("Friend's name").fill("Marco Silva");
  await form.getByLabel("Friend's email").fill(email);
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(
    form.getByText("You can't refer yourself. Enter your friend's email address.").first(),
  ).toBeVisible();

  const friend = newEmail("friend", testInfo.project.name);
  await form.getByLabel("Friend's email").fill(friend);
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(form.getByRole("status")).toHaveText(/Invitation sent/);
  await expect(form.getByLabel("Friend's name")).toHaveValue("");
  const item = page.getByRole("listitem").filter({ hasText: "Marco Silva" });
  await expect(item.getByText("Invited", { exact: true })).toBeVisible();
  await expect(item.getByRole("progressbar", { name: "Marco Silva" })).toHaveAttribute("aria-valuenow", "0");
  await expectNoSeriousA11yViolations(page);

  // The same address again: 409, said plainly.
  await form.getByLabel("Friend's name").fill("Marco again");
  await form.getByLabel("Friend's email").fill(friend);
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(form.getByRole("alert")).toHaveText(/already referred this email address/);

  const invitation = await mailTo(friend, /Lucia Ferreira invited you/);
  const link = /https?:\/\/[^\s"<>]+\/candidate\/registration\?ref=[\w-]+/.exec(invitation.text ?? "")?.[0];
  expect(link).toBeTruthy();
  const token = new URL(link ?? "").searchParams.get("ref");

  // The friend, in a browser of their own, registers with the link.
  const friendPage = await page.context().browser()?.newPage();
  if (!friendPage) throw new Error("no second page");
  await friendPage.goto(`${app.url}/candidate/registration?ref=${token}`);
  await waitForHydration(friendPage);
  await expect(friendPage.locator('input[name="referral"]')).toHaveValue(token ?? "");
  await friendPage.getByLabel("First name").fill("Marco");
  await friendPage.getByLabel("Last name").fill("Silva");
  await friendPage.getByLabel("Email", { exact: true }).fill(friend);
  await friendPage.getByLabel("Phone").fill("(954) 555-0187");
  await friendPage.getByLabel("Password", { exact: true }).fill("Key-Biscayne-Sunset-9");
  await friendPage.getByRole("checkbox", { name: /I agree to the/ }).check();
  await friendPage.getByRole("button", { name: "Create Account" }).click();
  await expect(friendPage).toHaveURL(/\/candidate\/verify\?/);
  await friendPage.close();
  await verifyCandidate(app, friend);

  await page.reload();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Marco Silva" }).getByText("Registered", { exact: true }),
  ).toBeVisible();
});

test("a candidate downloads their data, then deletes the account with their password", async ({
  page,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(90_000);
  consoleGuard.allow(/status of 400 .*\/api\/candidates\/account\/delete/);
  const email = newEmail("leaver", testInfo.project.name);
  await verifiedCandidate(email, "Rosa");
  await signIn(page, email);
  await page.goto(`${app.url}/candidate/profile`);
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();

  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download My Data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^candidate-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) ?? "", "utf8"));
  expect(data.account).toMatchObject({ email, firstName: "Rosa" });
  expect(JSON.stringify(data)).not.toContain("argon2");

  await section.getByRole("button", { name: "Delete My Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(dialog.getByText("Please enter your password to confirm.")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(dialog.getByText("That password is not right. Please try again.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await section.getByRole("button", { name: "Delete My Account" }).click();
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Your account and your data have been deleted."),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("candidateToken"))).toBeNull();
  await mailTo(email, /has been deleted/);
  expect((await post("/api/candidates/login", { email, password: PASSWORD })).status).toBe(401);
});

test("staff see a referral's progress and mark the earned bonus paid", async ({
  page,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(90_000);
  // The development provider's plain HTML page names no icon, so Chromium asks for /favicon.ico.
  consoleGuard.allow(/\/favicon\.ico/);
  const referrer = newEmail("staff-view", testInfo.project.name);
  await verifiedCandidate(referrer, "Nadia");
  const friendName = `Omar ${testInfo.project.name} ${Date.now().toString(36)}`;
  // The friend's account, placement and approved hours, as the pipeline and timesheets leave them.
  const friend = await app.db.query<{ id: string }>(
    `INSERT INTO candidates (first_name, last_name, email, phone, password_hash, consent_terms_at, email_verified_at)
     VALUES ('Omar', 'Haddad', $1, '3055550100', 'not-a-real-hash', now(), now()) RETURNING id`,
    [newEmail("staff-friend", testInfo.project.name)],
  );
  const friendId = friend.rows[0]?.id;
  await app.db.query(
    `INSERT INTO referrals (referrer_id, name, email, token_hash, referred_candidate_id, status, registered_at)
     SELECT id, $2, $3, $4, $5, 'registered', now() FROM candidates WHERE email = $1`,
    [
      referrer,
      friendName,
      newEmail("staff-friend-invited", testInfo.project.name),
      `hash-${Date.now()}-${testInfo.project.name}`,
      friendId,
    ],
  );
  const placement = await app.db.query<{ id: string }>(
    `INSERT INTO placements (candidate_id, contractor_name, client, role_title, start_date, pay_rate, bill_rate)
     VALUES ($1, 'Omar Haddad', 'Harbor Health', 'CNA', '2026-01-05', 22, 30) RETURNING id`,
    [friendId],
  );
  await app.db.query(
    `INSERT INTO timesheets (placement_id, week_start, status, total_hours) VALUES ($1, '2026-01-05', 'approved', 160)`,
    [placement.rows[0]?.id],
  );

  await signInAsAdmin(page, app.url);
  await page.goto(`${app.url}/admin/referrals?status=bonus_earned`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Referrals" })).toBeVisible();
  await expect(
    page.getByText("Earn $500 when a friend you refer completes 160 approved hours"),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: friendName });
  await expect(row.getByText("Bonus earned")).toBeVisible();
  await expect(row.getByText("160 of 160")).toBeVisible();
  await expect(row.getByText("Nadia Ferreira")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: /Mark paid/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `The bonus for referring ${friendName} is marked paid.` }),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: friendName })).toHaveCount(0);
  await page.goto(`${app.url}/admin/referrals?status=paid`);
  await expect(page.getByRole("row").filter({ hasText: friendName }).getByText("Paid")).toBeVisible();
});
