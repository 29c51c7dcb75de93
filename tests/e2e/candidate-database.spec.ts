import type { Page } from "@playwright/test";
import { EMAIL_CHECK_TEST_ZONE, startTestDnsServer, type TestDnsServer } from "../support/dns-server";
import { registerVerifiedCandidate, signInCandidate } from "./support/candidate-session";
import { submitEmployerSignIn } from "./support/employer-session";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  isMobile,
  test,
  waitForHydration,
} from "./support/fixtures";
import { mailAppForSuite } from "./support/mail-app";

/**
 * The public candidate database (issue 21) as people use it: a candidate lists an anonymous profile
 * from their profile page; a visitor finds it and sends a lead; a client employer signs in and asks
 * for the candidate on one of the company's orders; the candidate accepts in the portal and the
 * employer hears yes; switching the listing off hides it at once. Nothing that says who the
 * candidate is ever reaches the public page.
 */
test.describe.configure({ mode: "serial" });

// The server checks a lead's address for a mail server: a DNS server of our own answers for the
// test domains (this machine has no other). It must listen before the app starts.
let dns: TestDnsServer | undefined;
test.beforeAll(async () => {
  dns = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
});
test.afterAll(() => dns?.close());
const app = mailAppForSuite(() => ({ DNS_SERVERS: dns?.address ?? "" }));
const PASSWORD = "Biscayne-Lighthouse-4471";
const stamp = Date.now();
const candidate = {
  email: `octavia.brightwater.${stamp}@example.com`,
  password: PASSWORD,
  firstName: "Octavia",
  lastName: "Brightwaterngata",
  phone: "(305) 555-7264",
};
/** Everything stored about the candidate that would say who they are. */
const IDENTIFYING = [
  candidate.firstName,
  candidate.lastName,
  candidate.email,
  "octavia.brightwater",
  "555-7264",
  "5557264",
  "Quillsby Key",
  "Zorblatt Logistics",
  "88 Pelican Crescent",
  "2031-05-17",
];
const HEADLINE = "Forklift operator and warehouse lead";
const employer = {
  email: `hiring.${stamp}@example.com`,
  company: `Palmetto Freight ${stamp} LLC`,
  order: "Night shift forklift operator",
};

function apiCall(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: app.url, ...headers },
    body: JSON.stringify(body),
  });
}

/** The page's HTML holds none of the candidate's identifying values. */
async function expectAnonymous(page: Page) {
  const html = (await page.content()).toLowerCase();
  for (const value of IDENTIFYING)
    expect(html, `the page shows "${value}"`).not.toContain(value.toLowerCase());
}

async function openDatabase(page: Page, query = "") {
  await page.goto(`${app.url}/candidate-database${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Candidate Database" })).toBeVisible();
  await waitForHydration(page);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await registerVerifiedCandidate(app, candidate);
  const signIn = await apiCall("POST", "/api/candidates/login", {
    email: candidate.email,
    password: PASSWORD,
  });
  const { token } = (await signIn.json()) as { token: string };
  const profile = await apiCall(
    "PATCH",
    "/api/candidates/profile",
    {
      headline: HEADLINE,
      skills: ["Forklift", "Inventory control", "OSHA 10"],
      city: "Quillsby Key",
      state: "FL",
      preferredEmploymentTypes: ["full-time", "temporary"],
      desiredPay: 23,
      desiredPayPeriod: "hour",
      availableFrom: "2031-05-17",
    },
    { Authorization: `Bearer ${token}` },
  );
  expect(profile.status).toBe(200);
  await app.db.query("UPDATE candidates SET resume_text = $1 WHERE email = $2", [
    "Shift lead at Zorblatt Logistics, 88 Pelican Crescent",
    candidate.email,
  ]);

  // A client company (approved as staff would) with one open order, and its owner.
  const registered = await apiCall("POST", "/api/employers/register", {
    legalName: employer.company,
    industry: "Manufacturing",
    sizeBand: "51-200",
    street: "1 Port Blvd",
    city: "Miami",
    state: "FL",
    zip: "33132",
    firstName: "Rosa",
    lastName: "Delgado",
    jobTitle: "Operations Director",
    workPhone: "(305) 555-0190",
    email: employer.email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(202);
  const code = await app.verificationCode(employer.email);
  expect((await apiCall("POST", "/api/employers/verify", { email: employer.email, code })).status).toBe(200);
  await app.db.query(
    "UPDATE client_companies SET status = 'approved', decided_at = now(), decided_by = 'olivia.park@sunshinestaffing.example' WHERE legal_name = $1",
    [employer.company],
  );
  await app.db.query(
    `INSERT INTO job_orders (client_company_id, title, order_type, workplace_type, status, submitted_at)
     SELECT id, $2, 'contract', 'on-site', 'submitted', now() FROM client_companies WHERE legal_name = $1`,
    [employer.company, employer.order],
  );
});

test("a candidate lists an anonymous profile from their profile page", async ({ page, consoleGuard }) => {
  // Saving without the listing's fields is refused by the server (a 400 the form shows).
  consoleGuard.allow(/status of 400/);
  await openDatabase(page);
  await expect(page.getByRole("heading", { name: "No candidates are listed yet" })).toBeVisible();

  await signInCandidate(page, app.url, candidate.email, PASSWORD);
  await page.goto(`${app.url}/candidate/profile`);
  await waitForHydration(page);
  const listing = page.getByRole("form", { name: "Public candidate database" });
  const toggle = listing.getByRole("switch", { name: "List my anonymous profile in the candidate database" });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await listing.getByRole("button", { name: "Save listing settings" }).click();
  await expect(listing.getByText("Please enter your years of experience", { exact: false })).toBeVisible();
  await listing.getByLabel("Years of experience").fill("9");
  await listing.getByLabel("Industry").selectOption("Manufacturing");
  await listing.getByLabel("Metro area").selectOption("south-florida");
  await listing.getByRole("button", { name: "Save listing settings" }).click();
  await expect(
    listing.getByText("Your anonymous profile is listed in the candidate database."),
  ).toBeVisible();
  await expect(listing.getByRole("heading", { name: HEADLINE })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a visitor searches the database and requests the candidate as a lead", async ({ page }, testInfo) => {
  await openDatabase(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("searchbox", { name: "Search by role or skill" }).fill("forklift");
  await page.getByLabel("Metro area").selectOption("south-florida");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=forklift/);
  await expect(page.getByRole("status").filter({ hasText: "1 candidate" })).toBeVisible();
  const card = page.getByRole("article", { name: HEADLINE });
  await expect(card).toContainText("9 years of experience");
  await expect(card).toContainText("Available from May 2031");
  await expect(card).toContainText("Desired pay $20–$30/hour");
  await expectAnonymous(page);

  await page.getByRole("searchbox", { name: "Search by role or skill" }).fill("astronaut");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No candidates match your search" })).toBeVisible();
  await page.goBack();

  await card.getByRole("link", { name: "Request this candidate" }).click();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Request this candidate" });
  await expectNoSidewaysScroll(page);
  if (isMobile(testInfo)) {
    // The smallest phones: the card and the form still fit.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(page);
  }
  await expectAnonymous(page);
  const visitorEmail = `buyer.${testInfo.project.name}.${stamp}@staffing-good.test`;
  await form.getByLabel("Company").fill("Harbor Crane Services");
  await form.getByLabel("Your name").fill("Jordan Blake");
  await form.getByLabel("Email").fill(visitorEmail);
  await form.getByLabel("Phone").fill("(305) 555-0142");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("We have asked the candidate", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await app.mailTo(candidate.email, /Harbor Crane Services would like to meet you/);
});

test("@desktop-only a signed-in employer requests the candidate into one of the company's orders", async ({
  page,
}) => {
  await openDatabase(page, "?q=forklift");
  await page
    .getByRole("article", { name: HEADLINE })
    .getByRole("link", { name: "Request this candidate" })
    .click();
  await waitForHydration(page);
  await page
    .getByRole("form", { name: "Request this candidate" })
    .getByRole("link", { name: "Sign in" })
    .click();
  await waitForHydration(page);
  await submitEmployerSignIn(page, employer.email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate-database\?.*profile=/);
  const form = page.getByRole("form", { name: "Request this candidate" });
  await waitForHydration(page);
  await expect(form.getByLabel("Add to which order")).toContainText(employer.order);
  await form.getByLabel("Note for the recruiters").fill("Nights, start in May");
  await form.getByRole("button", { name: "Request this candidate" }).click();
  await expect(form.getByText("Request sent.", { exact: false })).toBeVisible();
  await expect(form.getByRole("link", { name: /Open the order/ })).toBeVisible();
  await expectAnonymous(page);
  await app.mailTo(candidate.email, new RegExp(`${employer.company} would like to meet you`));
});

test("@desktop-only the candidate accepts in the portal, the employer hears yes, and switching off hides them", async ({
  page,
}) => {
  await signInCandidate(page, app.url, candidate.email, PASSWORD);
  await page.goto(`${app.url}/candidate/profile#talent-requests`);
  await waitForHydration(page);
  const requests = page.getByRole("region", { name: "Requests from employers" });
  const fromEmployer = requests.getByRole("article", { name: new RegExp(employer.company) });
  await expect(fromEmployer).toContainText("Nights, start in May");
  await fromEmployer.getByRole("button", { name: "Accept" }).click();
  await expect(fromEmployer.getByText("The recruiters will introduce you to the employer.")).toBeVisible();
  await expect(fromEmployer).toContainText("Accepted");
  const told = await app.mailTo(employer.email, /A candidate agreed to be introduced/);
  for (const value of IDENTIFYING) expect(told.text ?? "").not.toContain(value);

  const lead = requests.getByRole("article", { name: /Harbor Crane Services/ });
  await lead.getByRole("button", { name: "Decline" }).click();
  await expect(lead.getByText("Declined. The employer will not be told who you are.")).toBeVisible();

  const listing = page.getByRole("form", { name: "Public candidate database" });
  await listing
    .getByRole("switch", { name: "List my anonymous profile in the candidate database" })
    .uncheck();
  await listing.getByRole("button", { name: "Save listing settings" }).click();
  await expect(listing.getByText("Your profile is no longer listed.", { exact: false })).toBeVisible();
  await openDatabase(page, "?q=forklift");
  await expect(page.getByRole("heading", { name: "No candidates match your search" })).toBeVisible();
});
