import { readFile } from "node:fs/promises";
import {
  ASSESSMENT_VISITOR_COOKIE,
  ASSURANT_SLUG,
  type AssessmentAttemptView,
  ASSESSMENT_MESSAGES as M,
} from "../../common/assessments";
import { DEMO_CANDIDATE } from "../../server/db/seed/candidates-data";
import { signInAsAdmin } from "./support/admin-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * The staff side of assessments (issue 21), on its own app and SMTP capture: a visitor proves an
 * email with the emailed code and takes the Assurant assessment through the API (answers, a paste
 * and leaving the page, submit); staff find the sitting by filtering for flagged events, read its
 * answers and events, override the written score with a reason (refused without one), grant extra
 * time to the address and to a candidate account, edit a question and see its history, retire and restore it, read the item statistics and
 * download the CSV. Then every page at 320 px.
 */
test.describe.configure({ mode: "serial" });

test.describe("assessments console @desktop-only", () => {
  const app = mailAppForSuite();
  const stamp = Date.now().toString(36);
  const visitorEmail = `rosa.${stamp}@example.com`;
  const reply =
    "Hello Ms. Diaz, I am sorry for the trouble with your claim. I will check the status and send you an update today with the next steps. Thank you for your patience.";
  let sittingPath = "";
  let itemPath = "";
  let bankPath = "";

  /** The visitor's sitting: verified by the emailed code, answered in part, flagged twice, submitted. */
  async function visitorSitting() {
    const verification = await app.post(`/api/assessments/${ASSURANT_SLUG}/verification`, {
      email: visitorEmail,
    });
    expect(verification.status, await verification.clone().text()).toBe(202);
    const code = await app.verificationCode(visitorEmail);
    const started = await fetch(`${app.url}/api/assessments/${ASSURANT_SLUG}/attempts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: JSON.stringify({ email: visitorEmail, code }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie.startsWith(`${ASSESSMENT_VISITOR_COOKIE}=`)).toBe(true);
    const sitting = (await started.json()) as AssessmentAttemptView;
    const send = async (method: "PUT" | "POST", path: string, body?: unknown) => {
      const response = await fetch(`${app.url}/api/assessments/attempts/${sitting.id}${path}`, {
        method,
        headers: { "Content-Type": "application/json", Origin: app.url, Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true);
    };
    const choice = sitting.items.find((item) => item.kind === "single-choice");
    const pair = sitting.items.find((item) => item.kind === "best-worst");
    const written = sitting.items.find((item) => item.kind === "written");
    if (!choice || !pair || !written) throw new Error("a sitting has every kind of question");
    await send("PUT", `/answers/${choice.position}`, {
      answer: { choice: choice.options[0]?.id },
      timeSpentSeconds: 40,
    });
    await send("PUT", `/answers/${pair.position}`, {
      answer: { best: pair.options[0]?.id, worst: pair.options[1]?.id },
      timeSpentSeconds: 62,
    });
    await send("POST", "/events", { kind: "left-page", position: pair.position });
    await send("POST", "/events", { kind: "returned", position: pair.position });
    await send("POST", "/events", { kind: "paste", position: written.position });
    await send("PUT", `/answers/${written.position}`, { answer: { text: reply }, timeSpentSeconds: 95 });
    await send("POST", "/submit");
    return { sitting, choice };
  }

  test("find a flagged sitting, read it, override its written score, grant extra time, edit the bank and export", async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(240_000);
    consoleGuard.allow(/\/favicon\.ico/);
    // The refusals this test asks for on purpose (a missing reason, an empty question).
    consoleGuard.allow(/status of 400 .*\/api\/admin\/assessments\//);
    const { sitting, choice } = await visitorSitting();

    await signInAsAdmin(page, app.url);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Assessments" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Assessments" })).toBeVisible();
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);

    // A bad filter is told at its field; then the flagged sittings of the visitor.
    const filters = page.getByRole("search", { name: "Filter sittings" });
    await filters.getByLabel("Score at least").fill("lots");
    await filters.getByRole("button", { name: "Filter sittings" }).click();
    await expect(page.getByRole("alert").filter({ hasText: M.filter })).toBeVisible();
    await expect(filters.getByLabel("Score at least")).toHaveAttribute("aria-invalid", "true");
    await filters.getByLabel("Score at least").fill("");
    await filters.getByLabel("Person (email or candidate name)").fill(visitorEmail);
    await filters.getByLabel("Flagged events").selectOption({ label: "Left the page or pasted" });
    await filters.getByLabel("Status").selectOption({ label: "Submitted" });
    await filters.getByRole("button", { name: "Filter sittings" }).click();
    await expect(page).toHaveURL(/flagged=yes/);
    const row = page.getByTestId("sitting-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(visitorEmail);
    await expect(row).toContainText("Visitor");
    await expect(row).toContainText("Assurant customer-service assessment");
    await expect(row).toContainText("2 flagged");
    await expect(row).toContainText(/Passed|Not passed/);
    await expectNoSeriousA11yViolations(page);
    await filters.getByLabel("Flagged events").selectOption({ label: "No flagged events" });
    await filters.getByRole("button", { name: "Filter sittings" }).click();
    await expect(page.getByText("No sittings match.")).toBeVisible();
    await filters.getByLabel("Flagged events").selectOption({ label: "Left the page or pasted" });
    await filters.getByRole("button", { name: "Filter sittings" }).click();

    // The CSV carries the same filters: its header, and the one sitting.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toBe(
      "Sitting,Assessment,Email,Candidate,Status,Started,Closed,Extra time %,Section scores,Overall,Passed,Written score overridden,Flagged events,Reset",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `${sitting.id},Assurant customer-service assessment,${visitorEmail},,Submitted,`,
    );
    expect(lines[0]).toMatch(/,(yes|no),no,2,no$/);

    // The sitting in detail: the answers with their time, the written reply and the events.
    await row.getByRole("link", { name: visitorEmail }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Sitting of ${visitorEmail}` })).toBeVisible();
    sittingPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    const events = page.getByTestId("sitting-events");
    await expect(events.getByRole("listitem")).toHaveCount(3);
    await expect(events.getByRole("listitem").nth(0)).toContainText("Left the page (on question");
    await expect(events.getByRole("listitem").nth(1)).toContainText("Came back to the page");
    await expect(events.getByRole("listitem").nth(2)).toContainText("Pasted text (on question");
    await expect(page.getByRole("heading", { name: "Events (2 flagged)" })).toBeVisible();
    const writtenAnswer = page.getByRole("article").filter({ hasText: "Written communication" });
    await expect(writtenAnswer.getByText(reply)).toBeVisible();
    await expect(writtenAnswer).toContainText("Time on it: 1 min 35 s");
    await expect(writtenAnswer).toContainText(/Greets the customer: met/);
    const choiceAnswer = page.getByRole("article", { name: new RegExp(`^Question ${choice.position} ·`) });
    await expect(choiceAnswer).toContainText("Time on it: 40 s");
    await expect(choiceAnswer).toContainText(/Right \(1 point\)|Wrong \(0 points\)/);
    await expect(choiceAnswer.getByText("Chosen", { exact: true })).toBeVisible();
    await expect(choiceAnswer.getByText("Right answer", { exact: true })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Written communication" })).toBeVisible();

    // The written score overridden: a reason is required, then the section score follows, with history.
    const override = page.getByRole("form", { name: "Override the written score" });
    await override.getByLabel("New written score (0 to 100)").fill("85");
    await override.getByRole("button", { name: "Override written score" }).click();
    await expect(override.getByText(M.reason)).toBeVisible();
    await expect(override.getByLabel("Reason (kept in the audit log)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await override.getByLabel("New written score (0 to 100)").fill("85");
    await override
      .getByLabel("Reason (kept in the audit log)")
      .fill("Clear and kind reply; rules missed tone.");
    await override.getByRole("button", { name: "Override written score" }).click();
    await expect(page.getByText("The written score is now 85;", { exact: false })).toBeVisible();
    await expect(
      page.getByRole("row", { name: /Written communication/ }).getByRole("cell", { name: "85" }),
    ).toBeVisible();
    const entry = page.getByTestId("override-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("olivia.park@sunshinestaffing.example");
    await expect(entry).toContainText("→ 85");
    await expect(entry).toContainText("Reason: Clear and kind reply; rules missed tone.");
    await expectNoSeriousA11yViolations(page);

    // Extra time for the visitor's address, from the sitting.
    await page.getByRole("link", { name: `Grant ${visitorEmail} extra time` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Assessment accommodations" })).toBeVisible();
    await waitForHydration(page);
    const grant = page.getByRole("form", { name: "Grant extra time" });
    await expect(grant.getByLabel("Email address")).toHaveValue(visitorEmail);
    await grant.getByLabel("+50%").check();
    await grant.getByLabel("Note for staff").fill("Dyslexia: documented by the candidate.");
    await grant.getByRole("button", { name: "Grant extra time" }).click();
    await expect(
      page.getByText(`${visitorEmail} has +50% extra time on Assurant customer-service assessment.`),
    ).toBeVisible();
    const accommodation = page.getByTestId("accommodation-row").filter({ hasText: visitorEmail });
    await expect(accommodation).toContainText("+50%");
    await expect(accommodation).toContainText("Dyslexia: documented by the candidate.");
    await expectNoSeriousA11yViolations(page);
    await grant.getByLabel("Email address").fill("not an address");
    await grant.getByRole("button", { name: "Grant extra time" }).click();
    await expect(grant.getByText(M.email)).toBeVisible();

    // To a candidate account (as a candidate's sitting links it), then the visitor's removed.
    const candidate = await app.db.query<{ id: string; email: string }>(
      "SELECT id, email FROM candidates WHERE email = $1",
      [DEMO_CANDIDATE.email],
    );
    const candidateRow = candidate.rows[0];
    if (!candidateRow) throw new Error("the demo candidate is seeded");
    await page.goto(`${app.url}/admin/assessments/accommodations?candidate=${candidateRow.id}`);
    await waitForHydration(page);
    const candidateName = `${DEMO_CANDIDATE.firstName} ${DEMO_CANDIDATE.lastName}`;
    await expect(grant.getByText(`${candidateName} (candidate account,`)).toBeVisible();
    await expect(grant.getByLabel("Email address")).toHaveCount(0);
    await grant.getByRole("button", { name: "Grant extra time" }).click();
    await expect(
      page.getByText(`${candidateRow.email} has +25% extra time on Assurant customer-service assessment.`),
    ).toBeVisible();
    await expect(
      page
        .getByTestId("accommodation-row")
        .filter({ hasText: candidateRow.email })
        .getByRole("link", { name: "Candidate account" }),
    ).toHaveAttribute("href", `/admin/candidate-database/${candidateRow.id}`);
    await page.getByRole("button", { name: `Remove extra time for ${visitorEmail}` }).click();
    await expect(page.getByText(`Extra time for ${visitorEmail} removed.`)).toBeVisible();
    await expect(page.getByTestId("accommodation-row").filter({ hasText: visitorEmail })).toHaveCount(0);

    // The question bank: the question the visitor answered, with its statistics.
    await page.getByRole("link", { name: "Question bank: Assurant customer-service assessment" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Question bank: Assurant customer-service assessment" }),
    ).toBeVisible();
    bankPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    const { rows } = await app.db.query<{ key: string }>(
      `SELECT i.key FROM assessment_attempt_items ai
         JOIN assessment_item_versions v ON v.id = ai.item_version_id
         JOIN assessment_items i ON i.id = v.item_id
        WHERE ai.attempt_id = $1 AND ai.position = $2`,
      [sitting.id, choice.position],
    );
    const key = rows[0]?.key ?? "";
    const bankRow = page
      .getByTestId("bank-item")
      .filter({ has: page.getByRole("link", { name: key, exact: true }) });
    await expect(bankRow.getByRole("cell").nth(0)).toHaveText("1");
    await expect(bankRow.getByRole("cell").nth(1)).toHaveText("Active");
    await expect(bankRow.getByRole("cell").nth(2)).toHaveText("1");
    await expect(bankRow.getByRole("cell").nth(3)).toHaveText(/^(0|100)%$/);

    // Edited: an empty question is refused; a new version is saved and the history shows both.
    await bankRow.getByRole("link", { name: key, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Question ${key}` })).toBeVisible();
    itemPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    const edit = page.getByRole("form", { name: `Edit question ${key}` });
    const oldPrompt = await edit.getByLabel("Question", { exact: true }).inputValue();
    await edit.getByLabel("Question", { exact: true }).fill("");
    await edit.getByRole("button", { name: "Save as a new version" }).click();
    await expect(edit.getByText(M.prompt)).toBeVisible();
    await edit.getByLabel("Question", { exact: true }).fill(`${oldPrompt} (reworded ${stamp})`);
    await edit.getByLabel("Change note (shown in the history)").fill("Clearer wording");
    await edit.getByRole("button", { name: "Save as a new version" }).click();
    await expect(page.getByText(`Question ${key} is saved as version 2.`)).toBeVisible();
    const versions = page.getByTestId("item-version");
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText("Version 2");
    await expect(versions.nth(0)).toContainText("Clearer wording");
    await expect(versions.nth(0)).toContainText(`(reworded ${stamp})`);
    await expect(versions.nth(1)).toContainText("Version 1");
    await expect(versions.nth(0)).toContainText("(right answer)");

    // Retired and restored.
    await page.getByRole("button", { name: "Retire question" }).click();
    await expect(page.getByText(`Question ${key} is retired:`, { exact: false })).toBeVisible();
    await expect(page.getByText(/^Retired /)).toBeVisible();
    await page.getByRole("button", { name: "Restore question" }).click();
    await expect(page.getByText(`Question ${key} is restored:`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The sitting still shows the version it drew.
    await page.goto(`${app.url}${sittingPath}`);
    const shown = page.getByRole("article", { name: new RegExp(`^Question ${choice.position} ·`) });
    await expect(shown).toContainText("Version 1");
    await expect(shown).not.toContainText(`(reworded ${stamp})`);

    // The sitting reset, after the confirmation dialog.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Reset sitting" }).click();
    const dialog = page.getByRole("dialog", { name: `Reset the sitting of ${visitorEmail}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Reset sitting" }).click();
    await dialog.getByLabel("Reason (kept in the audit log)").fill("Power cut during the sitting");
    await dialog.getByRole("button", { name: "Reset sitting" }).click();
    await expect(
      page.getByText(`The sitting is reset: ${visitorEmail} may start`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/Power cut during the sitting/)).toBeVisible();
  });

  test("every assessments page fits 320 px without sideways scroll", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/favicon\.ico/);
    await signInAsAdmin(page, app.url);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "/admin/assessments",
      "/admin/assessments/accommodations",
      sittingPath,
      bankPath,
      itemPath,
    ]) {
      await page.goto(`${app.url}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
