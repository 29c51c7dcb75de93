import type { Page } from "@playwright/test";
import {
  type ConsultationSlot,
  type ConsultationSlots,
  CONSULTATION_MESSAGES as M,
} from "../../common/consultations";
import { EMPLOYER_MESSAGES } from "../../common/employer-options";
import { DEMO_CANDIDATE } from "../../server/db/seed/candidates-data";
import { EMAIL_CHECK_TEST_ZONE, startTestDnsServer, type TestDnsServer } from "../support/dns-server";
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
 * The staff side of consultations (issue 20) as staff use it, on its own app and SMTP capture: set up
 * a staff member's hours, time off and a company holiday; a visitor books through the public API; the
 * booking shows in the day and week agenda; staff are refused an outcome before it starts, make a
 * client company from it and link a candidate, lose a move to another visitor (409: the message and
 * fresh times), move it (the visitor's update has a higher SEQUENCE) and cancel it with a reason
 * (METHOD:CANCEL). Then every page at 320 px.
 */
test.describe.configure({ mode: "serial" });

test.describe("consultations console @desktop-only", () => {
  // The booking's live email check asks DNS: a local server answers for the visitor's test domain.
  let dns: TestDnsServer | undefined;
  test.beforeAll(async () => {
    dns = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
  });
  test.afterAll(async () => {
    await dns?.close();
  });
  const app = mailAppForSuite(() => ({ DNS_SERVERS: dns?.address ?? "" }));
  const stamp = Date.now().toString(36);
  const staffName = `Dana Reyes ${stamp}`;
  const staffEmail = `dana.${stamp}@sunshinestaffing.example`;
  const visitorName = `Marisol Vega ${stamp}`;
  const visitorEmail = `marisol.${stamp}@staffing-good.test`;
  let consultationPath = "";

  async function openSlots(staffId: string): Promise<ConsultationSlots> {
    const query = new URLSearchParams({ type: "employer", staff: staffId, timeZone: "America/New_York" });
    const response = await fetch(`${app.url}/api/consultations/slots?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ConsultationSlots;
  }

  /** Tabs through the page until the named link has focus: it is reachable by keyboard. */
  async function tabTo(page: Page, name: string) {
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      if (focused === name) return;
    }
    throw new Error(`${name} was not reached by keyboard`);
  }

  test("set up hours and a holiday, see a booking in the agenda, refuse an early outcome, move it and cancel it", async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(240_000);
    consoleGuard.allow(/\/favicon\.ico/);
    // The refusals this test asks for on purpose (bad fields, a taken date, an outcome too early).
    consoleGuard.allow(/status of (400|409) .*\/api\/admin\/consultations\//);
    await signInAsAdmin(page, app.url);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Consultations" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
    await page.getByRole("link", { name: "Staff and holidays" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Consultation staff and holidays" }),
    ).toBeVisible();
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);

    // A new staff member: the server's messages show at their fields until the form is right.
    await page.getByRole("button", { name: "Add a staff member" }).click();
    const form = page.getByRole("form", { name: "Add a staff member" });
    await form.getByLabel("Meeting link for video calls").fill("http://meet.example.com/dana");
    await form.getByLabel("Friday to").fill("19:00");
    await form.getByRole("button", { name: "Add staff member" }).click();
    await expect(form.getByText(M.name)).toBeVisible();
    await expect(form.getByText(M.staffEmail)).toBeVisible();
    await expect(form.getByText(M.meetingUrl)).toBeVisible();
    await expect(form.getByText(M.weeklyHours)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel("Name").fill(staffName);
    await form.getByLabel("Work email").fill(staffEmail);
    await form.getByLabel("Meeting link for video calls").fill("https://meet.example.com/dana");
    await form.getByLabel("Friday to").fill("17:00");
    await form.getByRole("button", { name: "Add hours on Monday" }).click();
    await form.getByLabel("Monday from").nth(1).fill("17:00");
    await form.getByLabel("Monday to").nth(1).fill("18:00");
    await form.getByRole("button", { name: "Add staff member" }).click();
    await expect(page.getByText(`${staffName}: added.`)).toBeVisible();
    const card = page.getByTestId("staff-schedule").filter({ hasText: staffName });
    await expect(card.getByText(/Monday 9:00\sAM–5:00\sPM, 5:00\sPM–6:00\sPM/)).toBeVisible();

    // Edited: another staff member's email is refused at the field; fewer types are saved.
    await card.getByRole("button", { name: `Edit ${staffName}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${staffName}` });
    await edit.getByLabel("Work email").fill("olivia.park@sunshinestaffing.example");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText(M.staffEmailTaken)).toBeVisible();
    await expect(edit.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    await edit.getByLabel("Work email").fill(staffEmail);
    await edit.getByLabel("Payroll and HR services").uncheck();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${staffName}: saved.`)).toBeVisible();
    await expect(
      card.getByText("Employer consultation, Job seeker consultation", { exact: true }),
    ).toBeVisible();

    const { rows } = await app.db.query<{ id: string }>(
      "SELECT id FROM consultation_staff WHERE email = $1",
      [staffEmail],
    );
    const staffId = rows[0]?.id ?? "";
    const before = await openSlots(staffId);
    const [firstDay, secondDay] = before.days;
    expect(secondDay, "two days with open slots").toBeDefined();

    // Time off is added and removed again; a holiday on the first open day removes that day's slots.
    await card.getByLabel("From (Eastern)").fill(`${firstDay?.date}T09:00`);
    await card.getByLabel("To (Eastern)").fill(`${firstDay?.date}T08:00`);
    await card.getByRole("button", { name: "Add time off" }).click();
    await expect(card.getByText(M.timeOff)).toBeVisible();
    await card.getByLabel("To (Eastern)").fill(`${firstDay?.date}T10:00`);
    await card.getByLabel("Note", { exact: false }).fill("Dentist");
    await card.getByRole("button", { name: "Add time off" }).click();
    await expect(page.getByText(`${staffName}: time off added.`)).toBeVisible();
    await card.getByRole("button", { name: /^Remove time off / }).click();
    await expect(page.getByText(/time off .* removed\.$/)).toBeVisible();
    await expect(card.getByText("None coming.")).toBeVisible();

    const holidays = page.getByRole("form", { name: "Add a company holiday" });
    await holidays.getByLabel("Date").fill(firstDay?.date ?? "");
    await holidays.getByRole("button", { name: "Add holiday" }).click();
    await expect(holidays.getByText(M.holidayName)).toBeVisible();
    await holidays.getByLabel("Holiday name").fill(`Founders' Day ${stamp}`);
    await holidays.getByRole("button", { name: "Add holiday" }).click();
    await expect(page.getByText(new RegExp(`Founders' Day ${stamp} .*: holiday added\\.`))).toBeVisible();
    await expect(page.getByRole("rowheader", { name: `Founders' Day ${stamp}` })).toBeVisible();
    await holidays.getByLabel("Date").fill(firstDay?.date ?? "");
    await holidays.getByLabel("Holiday name").fill("Twice");
    await holidays.getByRole("button", { name: "Add holiday" }).click();
    await expect(holidays.getByText(M.holidayTaken)).toBeVisible();
    const afterHoliday = await openSlots(staffId);
    expect(afterHoliday.days.map((day) => day.date)).not.toContain(firstDay?.date);

    // A visitor books the first open time through the public API.
    const slot = afterHoliday.days[0]?.slots[0] as ConsultationSlot;
    const visitorBooking = {
      type: "employer",
      staffId,
      start: slot.start,
      timeZone: "America/Los_Angeles",
      format: "video",
      name: visitorName,
      email: visitorEmail,
      phone: "(305) 555-0142",
      company: `Vega Logistics ${stamp}`,
      topic: "Forklift operators for our Doral warehouse.",
    };
    const booked = await app.post("/api/consultations", visitorBooking);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const invitation = await app.mailTo(visitorEmail, /booked/i);
    expect(invitation.attachments[0]?.content.toString("utf8")).toContain("SEQUENCE:0");

    // The day agenda, filtered to the staff member, then the week.
    await page.goto(`${app.url}/admin/consultations?view=day&date=${slot.eastern.date}`);
    await waitForHydration(page);
    await page.getByLabel("Staff member").selectOption({ label: staffName });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`staff=${staffId}`));
    const row = page.getByTestId("agenda-row").filter({ hasText: visitorName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Vega Logistics ${stamp}`);
    await expect(row).toContainText("Employer consultation");
    await expect(row).toContainText("Video call");
    await expect(row).toContainText("Booked");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Week", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Week of / })).toBeVisible();
    await expect(page.getByTestId("agenda-row").filter({ hasText: visitorName })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Next week" }).click();
    await expect(page.getByTestId("agenda-row").filter({ hasText: visitorName })).toHaveCount(0);
    await page.getByRole("link", { name: "Previous week" }).click();
    await waitForHydration(page);

    // Opened by keyboard.
    await tabTo(page, visitorName);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { level: 1, name: `Consultation with ${visitorName}` }),
    ).toBeVisible();
    consultationPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByText("https://meet.example.com/dana")).toBeVisible();

    // The outcome waits for the start: the server's refusal is shown.
    const outcome = page.getByRole("region", { name: "Outcome", exact: true });
    await outcome.getByLabel("Completed").check();
    await outcome.getByRole("button", { name: "Record outcome" }).click();
    await expect(page.getByRole("alert").filter({ hasText: M.notStarted })).toBeVisible();

    // A client company made from the booking, linked to it.
    const company = page.getByRole("region", { name: "Create a client company" });
    await expect(company.getByLabel("Company legal name")).toHaveValue(`Vega Logistics ${stamp}`);
    await company.getByRole("button", { name: "Create client company" }).click();
    await expect(company.getByText(EMPLOYER_MESSAGES.industry)).toBeVisible();
    await company.getByLabel("Industry").selectOption({ index: 1 });
    await company.getByLabel("Company size").selectOption({ index: 1 });
    await company.getByLabel("Street address").fill("8200 NW 41st Street");
    await company.getByLabel("City").fill("Doral");
    await company.getByLabel("State").selectOption("FL");
    await company.getByLabel("ZIP code").fill("33166");
    await company.getByRole("button", { name: "Create client company" }).click();
    await expect(page.getByText(/is added as a pending client company and linked/)).toBeVisible();
    await expect(page.getByRole("link", { name: `Vega Logistics ${stamp}` })).toHaveAttribute(
      "href",
      /^\/admin\/clients\//,
    );

    // Linked to an existing candidate account found by name (the demo candidate).
    const link = page.getByRole("region", { name: "Link to a record" });
    const candidateName = `${DEMO_CANDIDATE.firstName} ${DEMO_CANDIDATE.lastName}`;
    await link.getByLabel("Find a candidate").fill(candidateName);
    await link.getByRole("button", { name: "Search" }).first().click();
    await link.getByRole("button", { name: `Link to ${candidateName}` }).click();
    await expect(page.getByText(`The consultation is linked to ${candidateName}.`)).toBeVisible();
    await expect(page.getByRole("link", { name: candidateName })).toHaveAttribute(
      "href",
      /^\/admin\/candidate-database\//,
    );

    // Moved to another open time of the same staff member: the visitor's update has SEQUENCE 1.
    const move = page.getByRole("region", { name: "Move to another time" });
    await move.getByLabel("Day").selectOption({ index: 1 });
    // Another visitor takes the chosen time first: the refusal is shown and the times are read afresh.
    const chosen = await move.getByLabel("Time (Eastern)").inputValue();
    const rival = await app.post("/api/consultations", {
      ...visitorBooking,
      start: chosen,
      name: `Rival ${stamp}`,
      email: `rival.${stamp}@staffing-good.test`,
    });
    expect(rival.status).toBe(201);
    await move.getByRole("button", { name: "Move consultation" }).click();
    await expect(page.getByRole("alert").filter({ hasText: M.slotTaken })).toBeVisible();
    await expect(move.locator(`option[value="${chosen}"]`)).toHaveCount(0);
    await move.getByRole("button", { name: "Move consultation" }).click();
    await expect(
      page.getByText(/The consultation is moved to .* was emailed the updated invitation\./),
    ).toBeVisible();
    const update = await app.mailTo(visitorEmail, /new time/i);
    const updateIcs = update.attachments[0]?.content.toString("utf8") ?? "";
    expect(updateIcs).toContain("METHOD:REQUEST");
    expect(updateIcs).toContain("SEQUENCE:1");

    // Cancelled with a reason: the visitor's email removes it from their calendar and gives the reason.
    const cancel = page.getByRole("region", { name: "Cancel", exact: true });
    await cancel.getByLabel("Reason (the visitor reads it in the email)").fill("Dana is out sick that day.");
    await cancel.getByRole("button", { name: "Cancel consultation" }).click();
    await expect(
      page.getByText(`The consultation is cancelled. ${visitorName} was emailed the cancellation.`),
    ).toBeVisible();
    await expect(page.getByText("Dana is out sick that day.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Move to another time" })).toHaveCount(0);
    const cancellation = await app.mailTo(visitorEmail, /cancelled/i);
    expect(cancellation.attachments[0]?.content.toString("utf8")).toContain("METHOD:CANCEL");
    expect(cancellation.text).toContain("Reason: Dana is out sick that day.");
    await expectNoSeriousA11yViolations(page);
  });

  test("every consultations page fits 320 px without sideways scroll", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/\/favicon\.ico/);
    await signInAsAdmin(page, app.url);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "/admin/consultations",
      "/admin/consultations?view=week",
      "/admin/consultations/settings",
      consultationPath,
    ]) {
      await page.goto(`${app.url}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
