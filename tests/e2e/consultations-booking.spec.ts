import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import {
  CONSULTATION_MESSAGES,
  type ConsultationBookingResult,
  type ConsultationSlots,
  type ManagedConsultation,
} from "../../common/consultations";
import { DEMO_EMPLOYER } from "../../server/db/seed/employers-data";
import { startTestDnsServer, type TestDnsServer } from "../support/dns-server";
import { signInAsAdmin } from "./support/admin-session";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { signInEmployer } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * Booking a consultation as a new visitor would (issue 20), in a browser that is in Los Angeles: from
 * the services page to the booking page, a time taken by someone else meanwhile (409 with fresh
 * times), the confirmation in Pacific and Eastern time, the emailed invitation, its reschedule link
 * (the new time then in the staff agenda) and its cancel link; and the portals listing what was booked
 * with the account's email. The demo
 * seed's Olivia Park takes every type all week, so the isolated app has open times.
 */
test.describe.configure({ mode: "serial" });
test.use({ timezoneId: "America/Los_Angeles" });

// Bookings refuse addresses whose domain takes no mail: the app asks a resolver that knows these.
let dns: TestDnsServer | undefined;
const app = mailAppForSuite(async () => {
  const mailExchange = (host: string) => ({ mx: [{ exchange: host, priority: 10 }] });
  dns = await startTestDnsServer({
    "example.com": mailExchange("mx.example.com"),
    "mangrovehealth.example": mailExchange("mx.mangrovehealth.example"),
  });
  return { DNS_SERVERS: dns.address };
});
test.afterAll(async () => {
  await dns?.close();
});
let serial = 0;
const newEmail = (name: string) => `consult-${name}-${++serial}-${Date.now()}@example.com`;

/** A JSON call to the app as its own pages send it. */
async function api<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Books through the API, as another visitor (or the account holder in another tab) would. */
async function bookByApi(email: string, start: string, type = "employer") {
  const booked = await api<ConsultationBookingResult>("POST", "/api/consultations", {
    type,
    staffId: "any",
    start,
    timeZone: "America/New_York",
    format: "phone",
    name: "Another Visitor",
    email,
    phone: "(305) 555-0190",
    company: "Key Biscayne Outfitters",
    topic: "Seasonal hiring for the spring.",
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body;
}

const timesList = (page: Page) => page.getByRole("list", { name: /^Times on / });

/** "9:15 AM Pacific Standard Time, 12:15 PM Eastern" → both clocks in minutes since midnight. */
function clocksOf(name: string): { local: number; eastern: number } {
  const minutes = (text: string) => {
    const [, hours = "0", mins = "0", half] = /(\d{1,2}):(\d{2}) (AM|PM)/.exec(text) ?? [];
    return ((Number(hours) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(mins);
  };
  const [local = "", eastern = ""] = name.split(",");
  return { local: minutes(local), eastern: minutes(eastern) };
}

async function chooseTime(page: Page, index: number): Promise<Locator> {
  const time = timesList(page).getByRole("button").nth(index);
  await time.click();
  await expect(time).toHaveAttribute("aria-pressed", "true");
  return time;
}

test("a new visitor books from /services in Pacific time, loses a time to another visitor, then reschedules and cancels from the email", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // The browser reports the lost race's 409 as a failed resource; the page answers it (checked below).
  consoleGuard.allow(/status of 409 .*\/api\/consultations\)$/);
  // So does it the refused links' pages (403, 404, 410), each checked below.
  consoleGuard.allow(/status of 4(03|04|10) .*\/schedule-consultation\/(reschedule|cancel)\//);
  const email = newEmail("visitor");
  await page.goto(`${app.url}/services`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Schedule a Consultation", exact: true }).click();
  await expect(page).toHaveURL(/\/schedule-consultation\?type=employer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule a Consultation");
  await expect(page.getByRole("radio", { name: /Employer consultation \(30 min\)/ })).toBeChecked();

  // The browser's zone is found and the open times are read again in it.
  await expect(page.getByLabel("Your time zone")).toHaveValue("America/Los_Angeles");
  await expect(
    page.getByText(/days? ha(s|ve) open times in the next 30 days, shown in Pacific/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The calendar: the first open day is chosen; arrow keys move between days.
  const chosenDay = page.locator("[data-date][aria-pressed=true]");
  await expect(chosenDay).toHaveCount(1);
  const firstDay = (await chosenDay.getAttribute("data-date")) as string;
  await expect(chosenDay).toHaveAccessibleName(/, \d+ open times?$/);
  await chosenDay.focus();
  await page.keyboard.press("ArrowRight");
  const nextDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await expect(page.locator(`[data-date="${nextDay}"]`)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(`[data-date="${firstDay}"]`)).toBeFocused();

  // Each time reads in Pacific with Eastern beside it, three hours later.
  const first = await chooseTime(page, 0);
  const firstName = (await first.getAttribute("aria-label")) as string;
  expect(firstName).toMatch(/Pacific Standard Time, .* Eastern$/);
  const clocks = clocksOf(firstName);
  expect(clocks.eastern - clocks.local).toBe(180);

  await page.getByRole("radio", { name: /Video call/ }).check();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Marisol Avila");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(213) 555-0147");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: /What would you like to talk about/ }).fill("Hi");

  // Company is required for an employer consultation, the topic needs ten characters: shown at the fields.
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByText(CONSULTATION_MESSAGES.company)).toBeVisible();
  await expect(page.getByText(CONSULTATION_MESSAGES.topic)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Company", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Pacific Crest Logistics");
  await page
    .getByRole("textbox", { name: /What would you like to talk about/ })
    .fill("Opening a Miami warehouse: 25 forklift operators by March.");

  // Someone else books the chosen time meanwhile: 409, the message, and the fresh times without it.
  const firstSlot = await api<ConsultationSlots>(
    "GET",
    `/api/consultations/slots?type=employer&staff=any&timeZone=America/Los_Angeles`,
  );
  const takenStart = firstSlot.body.days[0]?.slots[0]?.start as string;
  await bookByApi(newEmail("other"), takenStart);
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByText(CONSULTATION_MESSAGES.slotTaken)).toBeVisible();
  await expect(timesList(page).getByRole("button", { name: firstName })).toHaveCount(0);
  await expect(timesList(page).getByRole("button", { pressed: true })).toHaveCount(0);

  const second = await chooseTime(page, 1);
  const secondName = (await second.getAttribute("aria-label")) as string;
  await expect(page.getByTestId("chosen-slot")).toContainText("Pacific Standard Time");
  await expect(page.getByTestId("chosen-slot")).toContainText("Eastern (Florida)");
  await page.getByRole("button", { name: "Book consultation" }).click();

  // The confirmation: Pacific first, Florida's time beside it, the video link, the links.
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeFocused();
  const when = page.getByTestId("consultation-when");
  await expect(when).toContainText(secondName.split(" ")[0] as string);
  await expect(when).toContainText("PST");
  await expect(page.getByTestId("consultation-when-eastern")).toContainText(/EST in Florida$/);
  await expect(page.getByText("Olivia Park", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /meet\.sunshinestaffing\.example/ })).toBeVisible();
  await expect(page.getByText(/we emailed the invitation to/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);

  // The confirmation's download is the same invitation.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the invitation (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("consultation.ics");
  expect(await readFile(await download.path(), "utf8")).toContain("METHOD:REQUEST");

  // The invitation email: the .ics, and the two links.
  const invitation = await app.mailTo(email, /Your consultation is booked/);
  expect(invitation.attachments.map((attachment) => attachment.filename)).toContain("consultation.ics");
  const linkOf = (purpose: string) =>
    new RegExp(`https?://[^\\s"<>]+/schedule-consultation/${purpose}/[^\\s"<>]+`).exec(
      invitation.text ?? "",
    )?.[0] as string;
  const rescheduleLink = linkOf("reschedule");
  const cancelLink = linkOf("cancel");
  expect(rescheduleLink).toBeTruthy();
  expect(cancelLink).toBeTruthy();

  // Reschedule from the email: the current booking, a new time, the update.
  await page.setViewportSize({ width: 1280, height: 900 });
  const rescheduled = await page.goto(rescheduleLink);
  expect(rescheduled?.status()).toBe(200);
  expect(rescheduled?.headers()["referrer-policy"]).toBe("no-referrer");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reschedule your consultation");
  await expect(page.getByLabel("Staff member")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(/open times in the next 30 days, shown in Pacific/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Another open day: at a month's end the rest of the 30 days are in the next month's view.
  const otherOpenDays = page.locator("[data-date][aria-pressed=false]:not([aria-disabled])");
  if ((await otherOpenDays.count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  await otherOpenDays.last().click();
  const newTime = await chooseTime(page, 0);
  const newName = (await newTime.getAttribute("aria-label")) as string;
  await page.getByRole("button", { name: "Reschedule to this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation has a new time" })).toBeFocused();
  await expect(page.getByTestId("consultation-when")).toContainText(newName.split(" ")[0] as string);
  await app.mailTo(email, /Your consultation has a new time/);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);

  // Staff see the new time in their agenda, on Florida's clock.
  const token = new URL(rescheduleLink).pathname.split("/").pop() as string;
  const { body: managed } = await api<ManagedConsultation>("GET", `/api/consultations/links/${token}`);
  const newStart = new Date(managed.consultation.start);
  const easternDate = newStart.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  const easternTime = newStart.toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });
  const staff = await (await browser.newContext()).newPage();
  await signInAsAdmin(staff, app.url);
  await staff.goto(`${app.url}/admin/consultations?view=day&date=${easternDate}`);
  const agendaRow = staff.getByTestId("agenda-row").filter({ hasText: "Marisol Avila" });
  await expect(agendaRow).toHaveCount(1);
  await expect(agendaRow).toContainText(easternTime);
  await expect(agendaRow).toContainText("Pacific Crest Logistics");
  await expect(agendaRow).toContainText("Booked");

  // The cancel link cannot reschedule.
  expect((await page.goto(cancelLink.replace("/cancel/", "/reschedule/")))?.status()).toBe(403);
  await expect(page.getByText(CONSULTATION_MESSAGES.linkWrongPurpose)).toBeVisible();

  // Cancel from the email: asked first, then cancelled; the link then says so with a 410.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(cancelLink);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your consultation?");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Yes, cancel consultation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
  await app.mailTo(email, /Your consultation is cancelled/);
  await staff.reload();
  await expect(agendaRow).toContainText("Cancelled");
  const gone = await page.goto(cancelLink);
  expect(gone?.status()).toBe(410);
  await expect(page.getByText(CONSULTATION_MESSAGES.alreadyCancelled)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A tampered link.
  expect((await page.goto(`${rescheduleLink.slice(0, -3)}abc`))?.status()).toBe(404);
  await expect(page.getByText(CONSULTATION_MESSAGES.linkUnknown)).toBeVisible();
});

test("a service page preselects its type; without JavaScript's zone yet the calendar is in the HTML", async ({
  page,
}) => {
  await page.goto(`${app.url}/services/payroll-services`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Schedule a Consultation", exact: true }).first().click();
  await expect(page).toHaveURL(/\/schedule-consultation\?service=payroll-services$/);
  await expect(page.getByRole("radio", { name: /Payroll and HR services \(45 min\)/ })).toBeChecked();

  const html = await (await fetch(`${app.url}/schedule-consultation?type=job-seeker`)).text();
  expect(html).toMatch(/data-date="\d{4}-\d{2}-\d{2}"/);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${app.url}/schedule-consultation`);
  await waitForHydration(page);
  await expect(page.getByText("Choose a consultation type above to see its open times.")).toBeVisible();
  await page.getByRole("radio", { name: /Job seeker consultation/ }).check();
  await expect(timesList(page).getByRole("button").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("the candidate and employer portals list the consultations booked with their email", async ({
  page,
}) => {
  const slots = await api<ConsultationSlots>(
    "GET",
    "/api/consultations/slots?type=job-seeker&staff=any&timeZone=America/New_York",
  );
  const starts = (slots.body.days.at(-1)?.slots ?? []).map((slot) => slot.start);

  const candidateEmail = newEmail("candidate");
  const password = "Everglades-Heron-Sunrise-41";
  await registerVerifiedCandidate(app, { email: candidateEmail, password });
  await bookByApi(candidateEmail, starts[0] as string, "job-seeker");
  await signInCandidate(page, app.url, candidateEmail, password);
  const candidateList = page.getByRole("region", { name: "Your consultations" });
  await expect(candidateList.getByRole("heading", { name: "Upcoming" })).toBeVisible();
  await expect(candidateList.getByText("Job seeker consultation", { exact: true })).toBeVisible();
  await expect(candidateList.getByText(/P[SD]T/).first()).toBeVisible();
  await expect(candidateList.getByRole("link", { name: /Reschedule/ })).toHaveAttribute(
    "href",
    /\/schedule-consultation\/reschedule\//,
  );
  await expectNoSeriousA11yViolations(page);

  const employer = DEMO_EMPLOYER.owner;
  await bookByApi(employer.email, starts.at(-1) as string);
  await signInEmployer(page, app.url, employer.email, employer.password);
  await page
    .getByRole("navigation", { name: "Employer Portal" })
    .getByRole("link", { name: "Consultations" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Consultations");
  await expect(page.getByText("Employer consultation", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Cancel/ }).first()).toHaveAttribute(
    "href",
    /\/schedule-consultation\/cancel\//,
  );
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);
});
