import { readFile } from "node:fs/promises";
import path from "node:path";
import { signInAsAdmin } from "./support/admin-session";
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitForHydration } from "./support/fixtures";
import { isolatedAppForSuite } from "./support/mail-app";

/**
 * Issue 8's pipeline board: an application arrives through the public API, a recruiter signed in
 * through the development provider moves its card by keyboard ("Move to"), hears the move announced,
 * and finds the new stage and its history on the application's page. Desktop and 375 px alike, on
 * an app and database of its own (the move changes what other suites read).
 */
test.describe("admin pipeline board", () => {
  const app = isolatedAppForSuite();

  test("move a card by keyboard, then see the stage and its history on the detail page", async ({
    page,
    consoleGuard,
  }, testInfo) => {
    test.setTimeout(120_000);
    consoleGuard.allow(/\/favicon\.ico/);
    const stamp = Date.now().toString(36);
    const name = `Rosa Quintero ${stamp}`;

    const resume = await readFile(path.join("tests/fixtures/resumes", "01-classic-one-column.pdf"));
    const applied = await page.request.post(`${app.url}/api/applications`, {
      multipart: {
        fullName: name,
        email: `rosa.${stamp}@example.com`,
        phone: "(305) 555-0123",
        consentTerms: "on",
        jobId: "general",
        resume: { name: "rosa.pdf", mimeType: "application/pdf", buffer: resume },
      },
    });
    expect(applied.status()).toBe(201);

    await signInAsAdmin(page, app.url);

    await page.goto(`${app.url}/admin/applications?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    await waitForHydration(page);
    const applied_column = page.getByTestId("column-applied");
    await expect(applied_column.getByRole("link", { name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the board scrolls sideways").toBeLessThanOrEqual(0);

    // Keyboard only: focus the card's "Move to" choice, pick Screening with the arrow keys, Tab, Enter.
    const moveTo = page.getByLabel(`Move ${name} to`);
    await moveTo.focus();
    await expect(moveTo).toHaveValue("screening");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `Move to Screening: ${name}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("board-announcer")).toHaveText(`${name} moved to Screening.`);
    await expect(page.getByTestId("column-screening").getByRole("link", { name })).toBeVisible();
    await expect(applied_column.getByRole("link", { name })).toHaveCount(0);

    await page.getByTestId("column-screening").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("application-stage")).toHaveText("Screening");
    const history = page.getByTestId("stage-history").getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText("Applied (received)");
    await expect(history.nth(1)).toContainText(
      "Screening (from Applied) · Recruiter olivia.park@sunshinestaffing.example",
    );
    await expect(history.nth(1).locator("time")).toHaveText(/\d{1,2}:\d{2}\s?[AP]M/);
    await expect(page.getByRole("link", { name: "Download rosa.pdf" })).toHaveAttribute(
      "href",
      /\/api\/admin\/applications\/[0-9a-f-]+\/resume$/,
    );
    if (isMobile(testInfo)) {
      const detailOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(detailOverflow, "the detail page scrolls sideways").toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
  test("an offer made on the application page reaches the candidate, who accepts it after confirming", async ({
    browser,
    page,
    consoleGuard,
  }, testInfo) => {
    test.setTimeout(120_000);
    consoleGuard.allow(/\/favicon\.ico/);
    const stamp = Date.now().toString(36);
    const email = `offer.${testInfo.project.name}.${stamp}@example.com`;
    const password = "Palm-Trees-And-Ocean-42";
    const post = (urlPath: string, body: unknown) =>
      page.request.post(`${app.url}${urlPath}`, { data: body as Record<string, unknown> });

    // A verified account (the code read from the outbox), then an application with its address.
    expect(
      (
        await post("/api/candidates/register", {
          firstName: "Lucia",
          lastName: "Ferreira",
          email,
          phone: "(305) 555-0142",
          password,
          consentTerms: true,
        })
      ).status(),
    ).toBe(202);
    const { rows } = await app.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1",
      [email],
    );
    const code = /(\d{6})/.exec(rows[0]?.subject ?? "")?.[1];
    expect((await post("/api/candidates/verify", { email, code })).status()).toBe(200);
    const resume = await readFile(path.join("tests/fixtures/resumes", "01-classic-one-column.pdf"));
    const applied = await page.request.post(`${app.url}/api/applications`, {
      multipart: {
        fullName: "Lucia Ferreira",
        email,
        phone: "(305) 555-0142",
        consentTerms: "on",
        jobId: "general",
        resume: { name: "lucia.pdf", mimeType: "application/pdf", buffer: resume },
      },
    });
    expect(applied.status()).toBe(201);
    const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;

    // The recruiter makes the offer on the application's page.
    await signInAsAdmin(page, app.url);
    await page.goto(`${app.url}/admin/applications/${applicationId}`);
    await waitForHydration(page);
    await page.getByLabel("Client", { exact: true }).fill("Baptist Health");
    await page.getByLabel("Role title", { exact: true }).fill("Medical Assistant");
    await page.getByLabel("Start date", { exact: true }).fill("2027-01-11");
    await page.getByLabel("Pay rate ($/hour)").fill("24.50");
    await page.getByLabel("Bill rate ($/hour)").fill("36");
    await page.getByRole("button", { name: "Make offer" }).click();
    await expect(page.getByText("Offer made; the candidate was emailed")).toBeVisible();
    await expect(page.getByTestId("application-stage")).toHaveText("Offer");

    // The candidate signs in, finds it under Applications, and accepts after the confirmation.
    const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
    const candidate = await context.newPage();
    await candidate.goto(`${app.url}/candidate/login`);
    await waitForHydration(candidate);
    await candidate.getByLabel("Email", { exact: true }).fill(email);
    await candidate.getByLabel("Password", { exact: true }).fill(password);
    await candidate.getByRole("button", { name: "Sign In" }).click();
    await expect(candidate).toHaveURL(/\/candidate\/dashboard$/);
    await candidate
      .getByRole("navigation", { name: "Candidate portal" })
      .getByRole("link", { name: "Applications" })
      .click();
    await expect(candidate.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    const card = candidate.getByRole("article", { name: "General application" });
    await expect(card.getByText("Stage: Offer")).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([/^Applied/, /^Offer/]);
    await expect(card.getByText("$24.50 an hour")).toBeVisible();
    await expect(card.getByText("36.00")).toHaveCount(0);
    await expectNoSeriousA11yViolations(candidate);
    await card.getByRole("button", { name: "Accept offer" }).click();
    const dialog = candidate.getByRole("dialog", { name: "Accept this offer?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Accept offer" }).click();
    await expect(candidate.getByText("You accepted the offer.")).toBeVisible();
    await expect(card.getByText("Stage: Placed")).toBeVisible();
    await expect(card.getByText("You accepted this offer")).toBeVisible();
    await expect(card.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
    const placements = await app.db.query("SELECT client FROM placements WHERE application_id = $1", [
      applicationId,
    ]);
    expect(placements.rows).toEqual([{ client: "Baptist Health" }]);
    await context.close();
  });
});
