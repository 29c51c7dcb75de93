import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DEFAULT_MATCHING_WEIGHTS } from "../../common/matching";
import { RANKED_ORDER } from "../support/ranked-order";
import { asCopilotClient, signUpCopilotClientByApi, subscribeCopilotClient } from "./support/copilot-client";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * The AI hiring assistant's admin as its staff use it (issue 22, ADR 0026): sign-in through the
 * development identity provider with the copilot admin role, a client's workspace and its payment,
 * a partial refund, the ranking log and the bias report; the agency's admin without the role is
 * refused.
 */
test.describe.configure({ mode: "serial" });

const app = mailAppForSuite();

async function signInAt(page: Page, account: RegExp) {
  await page.goto(`${app.url}/copilot/admin/login`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
  await page.getByRole("button", { name: account }).click();
}

/** A ranking shown to the workspace, as the ranking log stores one (orders come with another change). */
async function logRankingFor(workspaceId: string) {
  const rankingId = randomUUID();
  await app.db.query(
    `INSERT INTO matching_rankings (id, version, subject, copilot_workspace_id, order_snapshot, weights, considered)
     VALUES ($1, 'ranker-1+skills-1', $2, $3, $4, $5, 3)`,
    [
      rankingId,
      `copilot-order:${randomUUID()}`,
      workspaceId,
      JSON.stringify(RANKED_ORDER),
      JSON.stringify(DEFAULT_MATCHING_WEIGHTS),
    ],
  );
  for (const [index, score] of [88.5, 71.25].entries()) {
    await app.db.query(
      `INSERT INTO matching_ranking_entries (ranking_id, candidate_id, rank, score, criteria) VALUES ($1, $2, $3, $4, $5)`,
      [
        rankingId,
        randomUUID(),
        index + 1,
        score,
        JSON.stringify([{ criterion: "mustHaveSkills", value: 1, points: 30 }]),
      ],
    );
  }
}

test("@desktop-only the copilot admin finds a client's workspace, refunds its payment and reads the ranking log and bias report", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const company = `Biscayne Freight ${stamp}`;
  const client = await signUpCopilotClientByApi(app, {
    company,
    name: "Rosa Delgado",
    email: `copilot-admin-client-${stamp}@example.com`,
    password: "Little-Havana-Sunrise-82",
  });
  await subscribeCopilotClient(app, client.token);
  await logRankingFor(client.workspaceId);
  const submitted = await asCopilotClient(app, client.token, "POST", "/api/copilot/orders", {
    submit: true,
    draft: {
      title: "Night Shift Dispatcher",
      summary: "Dispatch our Doral trucks overnight, keep drivers on schedule and log every delivery.",
      responsibilities: ["Assign loads to drivers", "Track deliveries in our dispatch system"],
      mustHaveSkills: ["Dispatching"],
      niceToHaveSkills: ["Spanish"],
      experience: { minYears: 2, level: "mid" },
      education: "High school diploma",
      schedule: { workType: "full-time", hours: "Sunday to Thursday, 10 PM to 6 AM" },
      location: { workplaceType: "on-site", city: "Doral", state: "Florida" },
      pay: { min: 20, max: 24, period: "hour", basedOn: 0, note: "No comparable jobs" },
      screeningQuestions: ["Have you dispatched a fleet overnight?"],
    },
  });
  expect(submitted.status, await submitted.clone().text()).toBe(201);

  // The agency's admin has the admin role, not the copilot admin's: refused, and told why.
  await signInAt(page, /Olivia Park/);
  await page.waitForURL((url) => url.pathname === "/copilot/admin/login");
  expect(new URL(page.url()).searchParams.get("error")).toBe("missing_role");
  await expect(page.getByRole("alert")).toContainText("Your account does not have the copilot admin role");
  await page.goto(`${app.url}/copilot/admin`);
  await page.waitForURL((url) => url.pathname === "/copilot/admin/login");

  // The copilot admin signs in and lands on the workspaces, without the site's header and footer.
  await page.context().clearCookies();
  await signInAt(page, /Nadia Brooks/);
  await page.waitForURL((url) => url.pathname === "/copilot/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Workspaces" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Search by company name").fill(company);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toContainText("starter (active)");
  await row.getByRole("link", { name: company }).click();

  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(page.getByText("Rosa Delgado")).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments, refunds and credits, newest first" });
  await expect(payments.getByRole("row", { name: /^.*Payment/ }).first()).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);

  // A partial refund, asked first in a dialog that checks the amount.
  await page.getByRole("button", { name: /^Refund CP-/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /Refund invoice CP-/ })).toBeVisible();
  await dialog.getByLabel("Amount to refund").fill("0");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByText("Enter an amount in dollars of at least $0.01, like 12.50.")).toBeVisible();
  await expect(dialog.getByText("Give a reason.")).toBeVisible();
  await dialog.getByLabel("Amount to refund").fill("10.00");
  await dialog.getByLabel("Reason").fill("Onboarding call was missed");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByRole("row", { name: /Refund/ })).toContainText("$10.00");
  await expect(payments).toContainText("Onboarding call was missed");

  // The ranking log, and one ranking's entries.
  await page
    .getByRole("navigation", { name: "Copilot admin sections" })
    .getByRole("link", { name: "Ranking log" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Ranking log" })).toBeVisible();
  const ranking = page.getByRole("row", { name: new RegExp(company) });
  await expect(ranking).toContainText("Warehouse Supervisor");
  await expect(ranking).toContainText("ranker-1+skills-1");
  await ranking.getByRole("link").first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ranking for “Warehouse Supervisor”" }),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: /^1 / })).toContainText("88.5");
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);

  // The clients' submitted orders, across workspaces.
  await page
    .getByRole("navigation", { name: "Copilot admin sections" })
    .getByRole("link", { name: "Orders" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByLabel("Search by title or company").fill(company);
  await page.getByRole("button", { name: "Search" }).click();
  const order = page.getByRole("row", { name: /Night Shift Dispatcher/ });
  await expect(order).toContainText(company);
  await expect(order).toContainText("Submitted");
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);

  // The bias report says what "selected" means and withholds groups too small to report.
  await page
    .getByRole("navigation", { name: "Copilot admin sections" })
    .getByRole("link", { name: "Bias report" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Bias report" })).toBeVisible();
  // By default the people's decision (the client's shortlist); the tool's own top 10 one link away.
  await expect(
    page.getByText("Selected means the client shortlisted the candidate for the order"),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Selection definition" })
    .getByRole("link", { name: "Ranked in the top 10" })
    .click();
  await expect(page).toHaveURL(/\/copilot\/admin\/bias-report\?selection=ranked-top-10$/);
  await expect(
    page.getByText("Selected means ranked in the top 10 of a ranking shown to a client."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ranked in the top 10" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "Intersectional (race/ethnicity and sex)" }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "Too few to report" }).first()).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
});
