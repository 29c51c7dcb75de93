import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { checkHtml } from "../support/html-checker";
import { pdfText } from "../support/pdf-text";
import { enterCard, signUpCopilotClient } from "./support/copilot-client";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { linkIn, mailAppForSuite } from "./support/mail-app";

/**
 * The assistant's plans and billing as a new company goes through them (issue 22, ADR 0022), with
 * the local payment provider's hosted card page and test cards: subscribe, the first invoice and its
 * PDF, replacing the card (with the bank's authentication step), a prorated plan change, cancelling
 * at the period's end and taking it back; declined cards say so.
 */
test.describe.configure({ mode: "serial" });

const app = mailAppForSuite();
const PASSWORD = "Biscayne-Bay-Sailboats-28";

const nav = (page: Page) => page.getByRole("navigation", { name: "AI Hiring Assistant" });

test("@desktop-only a new company subscribes, downloads its invoice, replaces the card, changes plan and cancels", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  // The provider's page answers a declined card with a 402, which the browser logs.
  consoleGuard.allow(/status of 402/);
  const stamp = Date.now();
  const company = `Wynwood Design Studio ${stamp}`;
  await signUpCopilotClient(page, app, {
    company,
    name: "Camila Ortiz",
    email: `copilot-billing-${stamp}@example.com`,
    password: PASSWORD,
  });

  // No plan yet: the dashboard's usage panel says so and leads to the plans.
  const usage = page.getByRole("region", { name: "Plan and usage" });
  await expect(usage).toContainText("No plan yet.");
  await usage.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/subscribe$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a plan" })).toBeVisible();
  const starter = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Starter" }) });
  await expect(starter).toContainText("$149 a month");
  await expect(starter).toContainText("3 job orders a month");
  await expect(starter).toContainText("2 seats, the owner included");
  await expectNoSeriousA11yViolations(page);
  const html = [{ name: "/copilot/client/subscribe", html: await page.content() }];

  await waitForHydration(page);
  await starter.getByRole("link", { name: "Choose Starter" }).click();
  await expect(page).toHaveURL(/\?plan=starter$/);
  const confirm = page.getByRole("region", { name: "Subscribe to Starter" });
  await confirm.getByRole("button", { name: "Add a card" }).click();

  // The provider's page: a declined card says so and saves nothing; the 4242 card is saved.
  await expect(page).toHaveURL(/\/dev\/payments\/setup\//);
  await enterCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Try another card.");
  await enterCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/copilot\/client\/subscribe\?plan=starter&card=saved$/);
  await expect(page.getByText("Your card is saved: Visa ending in 4242, expires 12/2034.")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay $149 and subscribe" }).click();

  // Billing: the plan, its usage and the first invoice, whose PDF downloads.
  await expect(page).toHaveURL(/\/copilot\/client\/billing$/);
  await expect(page.getByText("You are subscribed to the Starter plan.")).toBeVisible();
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("Starter, $149 a month");
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText("Visa ending in 4242, expires 12/2034");
  const periodUsage = page.getByRole("region", { name: "Usage this period" });
  await expect(periodUsage).toContainText("0 of 3 orders submitted");
  await expect(periodUsage).toContainText("1 of 2 members and open invitations");
  const invoices = page.getByRole("table", { name: "Invoices, newest first" });
  await expect(invoices.getByRole("row")).toHaveCount(2);
  const firstInvoice = invoices.getByRole("row").nth(1);
  await expect(firstInvoice).toContainText("$149");
  await expect(firstInvoice).toContainText("Paid");
  const number = (await firstInvoice.getByRole("rowheader").textContent())?.trim() ?? "";
  expect(number).not.toBe("");
  await expectNoSeriousA11yViolations(page);
  html.push({ name: "/copilot/client/billing", html: await page.content() });
  await waitForHydration(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    firstInvoice.getByRole("button", { name: `Download invoice ${number} as a PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile((await download.path()) ?? "")));
  expect(text).toContain(`Number: ${number}`);
  expect(text).toContain(company);
  expect(text).toContain("Starter plan");
  expect(text).toContain("$149.00");
  expect(text).toContain("Status: Paid");

  // Replace the card: this one needs the bank's authentication step, then comes back here.
  await nav(page).getByRole("link", { name: "Payment method" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
  await expect(page.getByText("Visa ending in 4242, expires 12/2034")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  html.push({ name: "/copilot/client/payment-setup", html: await page.content() });
  await waitForHydration(page);
  await page.getByRole("button", { name: "Replace card" }).click();
  await enterCard(page, "4000 0025 0000 3155");
  await expect(page.getByRole("heading", { level: 1, name: "Authenticate this payment" })).toBeVisible();
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/payment-setup\?card=saved$/);
  await expect(page.getByText("Your card is saved: Visa ending in 3155, expires 12/2034.")).toBeVisible();

  // Change plan: the prorated amounts first, then the change.
  await nav(page).getByRole("link", { name: "Billing" }).click();
  await waitForHydration(page);
  const change = page.getByRole("form", { name: "Change plan" });
  await change.getByRole("button", { name: "Preview the change" }).click();
  await expect(change.getByText("Choose the plan to move to.")).toBeVisible();
  await change.getByLabel(/^Growth, \$399 a month/).check();
  await change.getByRole("button", { name: "Preview the change" }).click();
  await expect(page.getByRole("heading", { name: /^Starter to Growth, until / })).toBeVisible();
  await expect(page.getByText("Charged now")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Confirm the change to Growth" }).click();
  await expect(page.getByText("Your plan is now Growth.")).toBeVisible();
  await expect(plan).toContainText("Growth, $399 a month");
  await expect(periodUsage).toContainText("1 of 5 members and open invitations");
  await expect(invoices.getByRole("row")).toHaveCount(3);

  // Cancel at the period's end, then keep the subscription after all.
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel at the end of this period?" });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByText(/^Your subscription ends on .+\. You can keep it until then\.$/)).toBeVisible();
  await expect(plan).toContainText("Active, cancelling at period end");
  await expect(plan).toContainText("Ends on");
  await page.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(page.getByText("Your subscription continues; it renews as usual.")).toBeVisible();
  await expect(plan).toContainText("Renews on");

  // Already subscribed: the plans page says so and sends plan changes to billing.
  await nav(page).getByRole("link", { name: "Plans" }).click();
  await expect(page.getByText("Your workspace is on the Growth plan")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Choose / })).toHaveCount(0);
  await page.getByRole("link", { name: "billing page" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/billing$/);

  // The dashboard's panel shows the same usage.
  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(usage).toContainText("Growth plan");
  await expect(usage).toContainText("0 of 10");

  // Every billing page fits a 320 px screen.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["subscribe", "payment-setup", "billing"]) {
    await page.goto(`${app.url}/copilot/client/${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Measured once the page has its data (plan, card, invoices), as a reader would see it.
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page);
  }

  const findings = await checkHtml(html);
  expect(findings.filter(({ type }) => type === "error")).toEqual([]);
});

test("@desktop-only a card declined when charged says so, another subscribes, and a member sees billing read-only", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // The declined subscription is a 402, which the browser logs.
  consoleGuard.allow(/status of 402/);
  const stamp = Date.now();
  await signUpCopilotClient(page, app, {
    company: `Coconut Grove Clinics ${stamp}`,
    name: "Andre Baptiste",
    email: `copilot-declined-${stamp}@example.com`,
    password: PASSWORD,
  });
  await page.goto(`${app.url}/copilot/client/subscribe?plan=growth`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add a card" }).click();
  // This test card is saved, then every charge to it is declined.
  await enterCard(page, "4000 0000 0000 0341");
  await expect(page).toHaveURL(/\/copilot\/client\/subscribe\?plan=growth&card=saved$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay $399 and subscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Use another card" }).click();
  await enterCard(page, "4242 4242 4242 4242");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay $399 and subscribe" }).click();
  await expect(page.getByText("You are subscribed to the Growth plan.")).toBeVisible();

  // The settings page counts the plan's seats; a member invited there sees billing read-only.
  await nav(page).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByText("1 of 5 seats taken by members and open invitations.")).toBeVisible();
  await waitForHydration(page);
  const invite = page.getByRole("form", { name: "Invite a colleague" });
  const colleague = `copilot-member-${stamp}@example.com`;
  await invite.getByLabel("Work email").fill(colleague);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("2 of 5 seats taken by members and open invitations.")).toBeVisible();

  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(
    linkIn(await app.mailTo(colleague, /invited you to/i), "/copilot/client/accept-invitation"),
  );
  await waitForHydration(theirs);
  await theirs.getByRole("textbox", { name: "Your name" }).fill("Nadia Haddad");
  await theirs.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await theirs.getByLabel("Confirm password").fill(PASSWORD);
  await theirs.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(theirs).toHaveURL(/\/copilot\/client\/dashboard$/);
  await theirs.goto(`${app.url}/copilot/client/billing`);
  await expect(theirs.getByText(/^Only the workspace owner or a billing member can change/)).toBeVisible();
  await expect(theirs.getByRole("region", { name: "Your plan" })).toContainText("Growth, $399 a month");
  await expect(theirs.getByRole("button", { name: "Cancel at period end" })).toHaveCount(0);
  await expect(theirs.getByRole("form", { name: "Change plan" })).toHaveCount(0);
  await theirs.context().close();
});
