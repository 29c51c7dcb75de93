import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import mammoth from "mammoth";
import { checkHtml } from "../support/html-checker";
import { pdfText } from "../support/pdf-text";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * /resume-builder as a job seeker uses it: the editor (contact, sections, entries, bullets),
 * keyboard reordering with its announcements, undo and redo, the checks, the preview, the draft
 * kept in the browser across a reload, the exports, and, as a new user, from an uploaded PDF to an
 * application sent with the saved resume.
 */

const RESUME_PDF = path.resolve("tests/fixtures/resumes/01-classic-one-column.pdf");
const PASSWORD = "Palm-Trees-And-Ocean-42";
/** Short enough to stay on one line in every template, so each export has it whole. */
const NEW_BULLET = "Cut failed payments by 35%";

async function openBuilder(page: Page, baseUrl = "") {
  await page.goto(`${baseUrl}/resume-builder`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Resume builder" })).toBeVisible();
}

const section = (page: Page, title: string) => page.getByRole("region", { name: `${title} section` });
const announcer = (page: Page) => page.getByTestId("resume-announcer");
const preview = (page: Page) => page.getByTestId("resume-preview");

/** Adds a section of a kind and gives it a title no starting document has. */
async function addSection(page: Page, kind: string, title: string): Promise<Locator> {
  await page.getByLabel("New section type").selectOption({ label: kind });
  await page.getByRole("button", { name: "Add section" }).click();
  const titleBox = page.getByLabel(`Section title (${kind})`).last();
  await expect(titleBox).toBeFocused();
  await titleBox.fill(title);
  return section(page, title);
}

async function addJob(work: Locator, title: string, employer: string) {
  await work.getByRole("button", { name: /^Add a job/ }).click();
  // The new entry's first field has focus, and the new entry is the last one.
  await expect(work.getByLabel("Job title").last()).toBeFocused();
  await work.getByLabel("Job title").last().fill(title);
  await work.getByLabel("Employer").last().fill(employer);
}

/**
 * Drag and drop by keyboard, as a person does it: Space on the handle picks the item up, an arrow
 * moves it over the next position, Space drops it. Each step waits for dnd-kit's own announcement.
 */
async function moveByKeyboard(page: Page, handle: Locator, key: "ArrowDown" | "ArrowUp", position: number) {
  // dnd-kit's own live regions, one per list.
  const dragStatus = (text: RegExp) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(dragStatus(/^Picked up/)).toHaveCount(1);
  await page.keyboard.press(key);
  await expect(dragStatus(new RegExp(`is over position ${position} of`))).toHaveCount(1);
  await page.keyboard.press("Space");
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path()) as string);
}

test.describe("the editor", () => {
  test("writes a resume with sections and entries, reorders them by keyboard and keeps it across a reload", async ({
    page,
  }) => {
    await openBuilder(page);
    await page.getByRole("button", { name: "Start empty" }).click();

    await page.getByLabel("Full name", { exact: true }).fill("Lucia Ferreira");
    await page.getByLabel("Email", { exact: true }).fill("lucia@example.com");
    await expect(preview(page).getByRole("img", { name: "Preview of page 1 of 1" })).toBeVisible();
    await expect(preview(page).locator("text").filter({ hasText: "Lucia Ferreira" })).toBeVisible();

    const work = await addSection(page, "Experience", "Work history");
    await addJob(work, "Charge Nurse", "Jackson Memorial");
    await addJob(work, "Staff Nurse", "Baptist Health");
    const entries = work
      .getByRole("list", { name: "Entries in Work history" })
      .getByRole("heading", { level: 3 });
    await expect(entries).toHaveText(["Charge Nurse at Jackson Memorial", "Staff Nurse at Baptist Health"]);

    // Keyboard drag and drop: Space picks the entry up, an arrow moves it, Space drops it.
    await moveByKeyboard(
      page,
      work.getByRole("button", { name: "Reorder Charge Nurse at Jackson Memorial" }),
      "ArrowDown",
      2,
    );
    await expect(entries).toHaveText(["Staff Nurse at Baptist Health", "Charge Nurse at Jackson Memorial"]);
    await expect(announcer(page)).toHaveText("Charge Nurse at Jackson Memorial moved to position 2 of 2");

    // The buttons do the same, and focus stays on the button pressed.
    const moveUp = work.getByRole("button", { name: "Move Charge Nurse at Jackson Memorial up" });
    await moveUp.click();
    await expect(entries).toHaveText(["Charge Nurse at Jackson Memorial", "Staff Nurse at Baptist Health"]);
    await expect(moveUp).toBeFocused();
    await expect(announcer(page)).toHaveText("Charge Nurse at Jackson Memorial moved to position 1 of 2");

    // Sections move the same way.
    await page.getByRole("button", { name: "Move Work history up" }).click();
    await expect(announcer(page)).toHaveText(/^Work history moved to position \d+ of \d+$/);

    // Bullets: add, write, remove one.
    const charge = work.getByRole("listitem").filter({ hasText: "Charge Nurse at Jackson Memorial" }).first();
    await charge.getByRole("button", { name: "Add a bullet to Charge Nurse at Jackson Memorial" }).click();
    const firstBullet = charge.getByLabel("Bullet 1 of Charge Nurse at Jackson Memorial", { exact: true });
    await expect(firstBullet).toBeFocused();
    await firstBullet.fill("Led a team of 12 nurses on a 30-bed unit");
    await charge.getByRole("button", { name: "Add a bullet to Charge Nurse at Jackson Memorial" }).click();
    await charge
      .getByLabel("Bullet 2 of Charge Nurse at Jackson Memorial", { exact: true })
      .fill("Cut handover time by 20%");
    await charge.getByRole("button", { name: "Remove bullet 2 of Charge Nurse at Jackson Memorial" }).click();
    await expect(
      charge.getByLabel("Bullet 2 of Charge Nurse at Jackson Memorial", { exact: true }),
    ).toHaveCount(0);
    await expect(preview(page).locator("text").filter({ hasText: "Led a team of 12 nurses" })).toBeVisible();

    // "Present" ends the job today: no end date.
    await charge.getByLabel("Start (month)").fill("2021-03");
    await charge.getByLabel("Present").check();
    await expect(charge.getByLabel("End (month)")).toBeDisabled();

    await expect(page.getByRole("status").filter({ hasText: "Saved in this browser" })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Lucia Ferreira");
    await expect(section(page, "Work history").getByRole("heading", { level: 3 })).toHaveText([
      "Charge Nurse at Jackson Memorial",
      "Staff Nurse at Baptist Health",
    ]);
    await expect(
      page.getByLabel("Bullet 1 of Charge Nurse at Jackson Memorial", { exact: true }),
    ).toHaveValue("Led a team of 12 nurses on a 30-bed unit");
  });

  test("undoes and redoes with the buttons and the keyboard, a burst of typing as one step", async ({
    page,
  }) => {
    await openBuilder(page);
    await page.getByRole("button", { name: "Start empty" }).click();
    const name = page.getByLabel("Full name", { exact: true });
    await name.pressSequentially("Ana");
    await page.getByLabel("Phone", { exact: true }).fill("(305) 555-0199");

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("");
    await expect(name).toHaveValue("Ana");
    await name.focus();
    await page.keyboard.press("Control+z");
    await expect(name).toHaveValue("");
    await page.keyboard.press("Control+Shift+z");
    await expect(name).toHaveValue("Ana");
    await page.keyboard.press("Control+y");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("(305) 555-0199");

    // Removing a section can be undone from the notice it leaves.
    const work = await addSection(page, "Experience", "Jobs");
    await expect(work).toBeVisible();
    await page.getByRole("button", { name: "Remove the Jobs section" }).click();
    await expect(work).toHaveCount(0);
    await expect(announcer(page)).toHaveText("Removed the Jobs section. Undo with Control Z.");
    await page
      .getByRole("status")
      .filter({ hasText: "Removed the Jobs section." })
      .getByRole("button", { name: "Undo" })
      .click();
    await expect(section(page, "Jobs")).toBeVisible();
  });

  test("lists checks that lead to the field to fix and can be dismissed and shown again", async ({
    page,
  }) => {
    await openBuilder(page);
    await page.getByRole("button", { name: "Start empty" }).click();
    await page.getByLabel("Full name", { exact: true }).fill("Lucia Ferreira");

    const checks = page.getByRole("region", { name: /^Checks/ });
    const emailCheck = checks.getByRole("listitem").filter({ hasText: /email/i }).first();
    await emailCheck.getByRole("button").first().click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();

    const message = (await emailCheck.getByRole("button").first().textContent()) ?? "";
    await emailCheck.getByRole("button", { name: `Dismiss: ${message}` }).click();
    await expect(checks.getByRole("button", { name: message, exact: true })).toHaveCount(0);
    await checks.getByRole("button", { name: /^Show dismissed checks/ }).click();
    await checks.getByRole("button", { name: `Show again: ${message}` }).click();
    await expect(checks.getByRole("button", { name: message, exact: true })).toBeVisible();

    // A click on a line of the preview focuses the field it shows.
    await preview(page).locator("text").filter({ hasText: "Lucia Ferreira" }).click();
    await expect(page.getByLabel("Full name", { exact: true })).toBeFocused();
  });

  test("switches template and design, passes an accessibility scan and fits 320 px", async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel("Example for the role").selectOption({ index: 0 });
    await page.getByRole("button", { name: "Start from this example" }).click();
    await expect(page.getByLabel("Full name", { exact: true })).not.toHaveValue("");

    await page.getByLabel("Template", { exact: true }).selectOption({ label: "Modern" });
    await page.getByLabel("Font", { exact: true }).selectOption({ label: "Lora" });
    await page.getByRole("radio", { name: "A4" }).check();
    await page.getByRole("radio", { name: "Teal" }).check();
    await expect(preview(page).locator("svg").first()).toHaveAttribute("viewBox", "0 0 595.28 841.89");
    await expect(preview(page).locator("text").first()).toHaveAttribute("font-family", /resume-lora/);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("shows its heading and introduction without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resume-builder");
    await expect(page.getByRole("heading", { level: 1, name: "Resume builder" })).toBeVisible();
    await expect(page.getByText("The editor opens here once the page has loaded")).toBeVisible();
    await expect(page.getByRole("link", { name: "send us your resume" })).toHaveAttribute(
      "href",
      "/upload-resume",
    );
    await context.close();
  });

  test("@desktop-only the page as served and the editor it draws are valid HTML", async ({
    page,
    request,
  }) => {
    const served = await (await request.get("/resume-builder")).text();
    await openBuilder(page);
    await page.getByLabel("Example for the role").selectOption({ index: 0 });
    await page.getByRole("button", { name: "Start from this example" }).click();
    await expect(preview(page).getByRole("img").first()).toBeVisible();
    const findings = await checkHtml([
      { name: "served", html: served },
      { name: "editor", html: await page.content() },
    ]);
    expect(findings.filter(({ type }) => type === "error")).toEqual([]);
  });

  test("makes JSON Resume and plain text in the browser", async ({ page }) => {
    await openBuilder(page);
    await page.getByRole("button", { name: "Start empty" }).click();
    await page.getByLabel("Full name", { exact: true }).fill("Lucia Ferreira");
    await page.getByLabel("Email", { exact: true }).fill("lucia@example.com");

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON Resume" }).click(),
    ]);
    expect(json.suggestedFilename()).toBe("Lucia Ferreira - Resume.json");
    const jsonResume = JSON.parse((await downloadedBytes(json)).toString("utf8"));
    expect(jsonResume.basics).toMatchObject({ name: "Lucia Ferreira", email: "lucia@example.com" });

    // The file reads back in the browser (its schema check runs under the page's CSP), replacing
    // the current work only once the person confirms; a file that is not a JSON Resume says why.
    await page.getByLabel("Full name", { exact: true }).fill("Someone Else");
    await page.getByRole("button", { name: "New or import" }).click();
    await page.getByLabel("Import a JSON Resume file").setInputFiles({
      name: "not-a-resume.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ basics: { name: 42 } })),
    });
    await expect(page.getByText(/^not-a-resume\.json: This file is not a JSON Resume: /)).toBeVisible();
    await page.getByLabel("Import a JSON Resume file").setInputFiles({
      name: "lucia.json",
      mimeType: "application/json",
      buffer: await downloadedBytes(json),
    });
    await page.getByRole("button", { name: "Replace", exact: true }).click();
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Lucia Ferreira");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("lucia@example.com");

    const [text] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download plain text" }).click(),
    ]);
    expect(text.suggestedFilename()).toBe("Lucia Ferreira - Resume.txt");
    expect((await downloadedBytes(text)).toString("utf8")).toContain("Lucia Ferreira");
  });
});

test.describe("@desktop-only a new user, from an uploaded resume to an application", () => {
  test.describe.configure({ mode: "serial" });
  const app = mailAppForSuite();

  test("imports a PDF, edits, exports PDF, DOCX and JSON, registers, saves to the account and applies with it", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openBuilder(page, app.url);
    await page.getByLabel("Import a PDF or DOCX resume").setInputFiles(RESUME_PDF);

    // The fields read from the file, to confirm or correct.
    const found = page.getByRole("form", { name: "Check what we found" });
    await expect(found.getByLabel("Full name", { exact: true })).toHaveValue("Daniel Reyes");
    await expect(found.getByLabel("Email", { exact: true })).toHaveValue("daniel.reyes@example.com");
    await expect(found.getByLabel("Phone", { exact: true })).toHaveValue("(305) 555-0101");
    await expect(found.getByLabel("Latest job title")).toHaveValue("Senior Software Engineer");
    await expect(found.getByLabel("Skills, separated by commas")).toHaveValue(/TypeScript/);
    await found.getByLabel("Phone", { exact: true }).fill("(305) 555-0111");
    await found.getByRole("button", { name: "Use these details" }).click();
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Daniel Reyes");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("(305) 555-0111");

    // Edit: a new bullet on the latest job, then that job moved down by keyboard.
    const experience = page.getByRole("region", { name: /section$/ }).filter({
      has: page.getByLabel("Section title (Experience)"),
    });
    const firstJob = experience.getByRole("listitem").first();
    const jobName = (await firstJob.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await firstJob.getByRole("button", { name: `Add a bullet to ${jobName}` }).click();
    const newBullet = firstJob.getByRole("textbox", { name: /^Bullet \d+ of / }).last();
    await expect(newBullet).toBeFocused();
    await newBullet.fill(NEW_BULLET);
    const headings = experience.getByRole("list", { name: /^Entries in/ }).getByRole("heading", { level: 3 });
    if ((await headings.count()) > 1) {
      await moveByKeyboard(
        page,
        experience.getByRole("button", { name: `Reorder ${jobName}` }),
        "ArrowDown",
        2,
      );
      await expect(headings.nth(1)).toHaveText(jobName);
    }

    await page.getByLabel("Template", { exact: true }).selectOption({ label: "Executive" });
    await expect(page.getByRole("status").filter({ hasText: "Saved in this browser" })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Template", { exact: true })).toHaveValue("executive");
    await expect(preview(page).locator("text").filter({ hasText: NEW_BULLET })).toBeVisible();

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe("Daniel Reyes - Resume.pdf");
    const pdfContent = await pdfText(await downloadedBytes(pdf));
    expect(pdfContent).toContain("Daniel Reyes");
    expect(pdfContent).toContain(NEW_BULLET);

    const [docx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download DOCX" }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe("Daniel Reyes - Resume.docx");
    const docxBytes = await downloadedBytes(docx);
    expect(docxBytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const { value: docxText } = await mammoth.extractRawText({ buffer: docxBytes });
    expect(docxText).toContain("Daniel Reyes");
    expect(docxText).toContain(NEW_BULLET);

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON Resume" }).click(),
    ]);
    expect(JSON.parse((await downloadedBytes(json)).toString("utf8")).basics.name).toBe("Daniel Reyes");

    // Creating an account, verifying it and signing in bring the person back to the builder, draft intact.
    const email = `builder-${Date.now()}@example.com`;
    await page.getByRole("link", { name: "Sign in or create an account to save resumes" }).click();
    await expect(page).toHaveURL(/\/candidate\/login\?returnTo=%2Fresume-builder$/);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/candidate\/registration\?returnTo=%2Fresume-builder$/);
    await waitForHydration(page);
    await page.getByLabel("First name").fill("Daniel");
    await page.getByLabel("Last name").fill("Reyes");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone").fill("(305) 555-0111");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/candidate\/verify\?/);
    await page.getByLabel("Verification code").fill(await app.verificationCode(email));
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/candidate\/login\?.*returnTo=%2Fresume-builder/);
    await waitForHydration(page);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/resume-builder$/);
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Daniel Reyes");

    const account = page.getByRole("region", { name: "Saved to your account" });
    await account.getByLabel("Resume name").fill("Engineering resume");
    await account.getByRole("button", { name: "Save to my account" }).click();
    await expect(announcer(page)).toHaveText('Saved "Engineering resume" to your account.');
    await expect(account.getByRole("listitem", { name: "Engineering resume" })).toContainText("1 version");
    await expectNoSeriousA11yViolations(page);

    // Apply to a job with it: the job's "Apply Now" opens /apply, which offers the saved resume.
    await page.goto(`${app.url}/jobs`);
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
    await page.getByRole("link", { name: "Apply Now" }).first().click();
    await expect(page).toHaveURL(/\/apply\?job=/);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Your application" });
    await form
      .getByLabel("Or apply with a resume from the resume builder")
      .selectOption({ label: "Engineering resume" });
    await form.getByLabel("Full name").fill("Daniel Reyes");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("(305) 555-0111");
    await form.getByLabel(/I agree to the Terms of Service/).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Application received" })).toBeFocused();
  });
});
