import path from "node:path";
import { adminPage } from "./support/admin-session";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Issue 8's whole flow as the two people live it, on an app of its own whose mail goes to a real SMTP
 * capture: a visitor applies through /apply, registers with the same address and finds the
 * application in the portal; a recruiter moves it to Interview and schedules one; the invite arrives
 * with a calendar file (parsed here as a calendar client would), the candidate confirms and sees
 * the interview on the dashboard. One long story that changes data: desktop only.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "Coral-Gables-Banyan-31";
const RESUME_PDF = path.resolve("tests/fixtures/resumes/01-classic-one-column.pdf");
const ZONE = "America/New_York";

const app = mailAppForSuite();
const { mailTo, verificationCode } = app;

/** The calendar's properties by name (RFC 5545: continuation lines unfolded, parameters split off). */
function calendarProperties(ics: string): Map<string, string[]> {
  const properties = new Map<string, string[]>();
  for (const line of ics.replace(/\r\n[ \t]/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const name = line.slice(0, colon).split(";")[0] ?? "";
    properties.set(name, [...(properties.get(name) ?? []), line.slice(colon + 1)]);
  }
  return properties;
}

/** The UTC instant of a wall-clock time in a zone, as the calendar's DTSTART writes it. */
function utcStamp(date: string, time: string, zone: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's clock at that instant, read back as if it were UTC, gives the zone's offset.
  const clock = new Date(asUtc).toLocaleString("sv-SE", { timeZone: zone }).replace(" ", "T");
  const offset = Date.parse(`${clock}Z`) - asUtc;
  return new Date(asUtc - offset)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function daysAheadIn(zone: string, days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: zone });
}

test("@desktop-only a visitor's application becomes a scheduled, confirmed interview in the candidate's portal", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/\/favicon\.ico/);
  const email = `marisol.vega.${Date.now()}@example.com`;
  const jobs = (await (await fetch(`${app.url}/api/jobs`)).json()) as { id: string; title: string }[];
  const job = jobs[0];
  if (!job) throw new Error("The demo seed has no open job.");

  // 1. A visitor applies through /apply, without an account.
  await page.goto(`${app.url}/apply?job=${job.id}`);
  await waitForHydration(page);
  const application = page.getByRole("form", { name: "Your application" });
  await application.getByLabel("Full name").fill("Marisol Vega");
  await application.getByLabel("Email").fill(email);
  await application.getByLabel("Phone").fill("(305) 555-0199");
  await application.getByLabel("Resume", { exact: true }).setInputFiles(RESUME_PDF);
  await application.getByLabel(/I agree to the Terms of Service/).check();
  await application.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();

  // 2. They register with the same address, verify it and sign in: the application is theirs.
  await page.goto(`${app.url}/candidate/registration`);
  await waitForHydration(page);
  await page.getByLabel("First name").fill("Marisol");
  await page.getByLabel("Last name").fill("Vega");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("(305) 555-0199");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/candidate\/verify\?/);
  await page.getByLabel("Verification code").fill(await verificationCode(email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/candidate\/login\?/);
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);

  const portalNav = page.getByRole("navigation", { name: "Candidate portal" });
  await portalNav.getByRole("link", { name: "Applications" }).click();
  const card = page.getByRole("article", { name: new RegExp(job.title) });
  await expect(card.getByText("Stage: Applied")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 3. The recruiter finds it, moves it to Interview and schedules one, two days ahead at 2:30 PM.
  const recruiter = await adminPage(browser, app.url);
  await recruiter.goto(`${app.url}/admin/applications?q=${encodeURIComponent(email)}`);
  await recruiter.getByTestId("column-applied").getByRole("link", { name: "Marisol Vega" }).click();
  await expect(recruiter.getByRole("heading", { level: 1, name: "Marisol Vega" })).toBeVisible();
  await waitForHydration(recruiter);
  await recruiter.getByRole("button", { name: "Interview", exact: true }).click();
  await expect(recruiter.getByTestId("application-stage")).toHaveText("Interview");

  const date = daysAheadIn(ZONE, 2);
  const panel = recruiter.getByTestId("interview-panel");
  await panel.getByRole("button", { name: "Schedule interview" }).click();
  const form = panel.getByRole("form", { name: "Schedule interview" });
  await form.getByLabel("Date", { exact: true }).fill(date);
  await form.getByLabel("Time", { exact: true }).fill("14:30");
  await form.getByLabel("Time zone").selectOption(ZONE);
  await form.getByLabel("Format").selectOption("video");
  await form.getByLabel("Meeting link").fill("https://meet.example.com/vega-interview");
  await form.getByLabel("Interviewers (one per line)").fill("Olivia Park\nDaniel Brooks");
  await form.getByRole("button", { name: "Schedule interview" }).click();
  await expect(panel.getByText("Interview scheduled. The candidate was emailed an invite.")).toBeVisible();

  // 4. The invite is a calendar request a client can file: one event, the right time, the link.
  const invite = await mailTo(email, /^Interview scheduled: /);
  const ics = invite.attachments.find((attachment) => attachment.filename === "interview.ics");
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  const calendar = calendarProperties(ics?.content.toString("utf8") ?? "");
  expect(calendar.get("BEGIN")?.slice(0, 2)).toEqual(["VCALENDAR", "VEVENT"]);
  expect(calendar.get("BEGIN")?.filter((component) => component === "VEVENT")).toHaveLength(1);
  expect(calendar.get("METHOD")).toEqual(["REQUEST"]);
  expect(calendar.get("UID")?.[0]).toMatch(/^interview-[0-9a-f-]{36}@/);
  expect(calendar.get("SEQUENCE")).toEqual(["0"]);
  expect(calendar.get("DTSTART")).toEqual([utcStamp(date, "14:30", ZONE)]);
  expect(calendar.get("DTEND")).toHaveLength(1);
  expect(calendar.get("SUMMARY")?.[0]).toContain(job.title);
  expect(calendar.get("ATTENDEE")?.[0]).toBe(`mailto:${email}`);
  expect(calendar.get("END")?.slice(-2)).toEqual(["VEVENT", "VCALENDAR"]);

  // 5. The candidate confirms it, and the dashboard leads with it.
  await portalNav.getByRole("link", { name: "Interviews" }).click();
  const interview = page.getByRole("article", { name: new RegExp(job.title) });
  await interview.getByRole("button", { name: "Confirm attendance" }).click();
  await expect(interview.getByText("Thanks! Your attendance is confirmed.")).toBeVisible();

  await portalNav.getByRole("link", { name: "Dashboard" }).click();
  const next = page.getByRole("region", { name: "Next interview" });
  await expect(next.getByText(job.title)).toBeVisible();
  await expect(next.getByText("Video interview, 60 minutes")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your applications" }).getByText("Interview")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The application's history, as the candidate sees it, has both stages with their times.
  await portalNav.getByRole("link", { name: "Applications" }).click();
  await expect(card.getByText("Stage: Interview")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText([/^Applied/, /^Interview/]);

  // The recruiter sees the confirmation.
  await recruiter.reload();
  await expect(panel.getByText(/Confirmed/)).toBeVisible();
  await recruiter.context().close();
});
