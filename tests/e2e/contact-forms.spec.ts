import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "./support/fixtures";

/** The home "Get In Touch" form and the /contact form (SPEC §3, §4, §5, §8), and the live email check. */

/** A documentation-range address unique to the test: the per-IP limit of /api/contact stays per test. */
function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const project = testInfo.project.name === "mobile" ? 2 : 1;
  const id = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 0);
  return { "x-forwarded-for": `203.${0 + project}.${Math.floor(id / 250)}.${id % 250}` };
}

function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
}

const FORMS = [
  {
    name: "home",
    path: "/",
    messages: [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Please select a subject",
      "Message must be at least 10 characters",
    ],
    subject: "I'm looking to hire",
    success: ["Message Sent!", "Thank you for your message. We'll get back to you soon."],
    failure: "Error",
    fallback: "Failed to send message. Please try again.",
  },
  {
    name: "contact",
    path: "/contact",
    messages: [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Phone number is required",
      "Subject is required",
      "Message must be at least 10 characters",
    ],
    subject: "Employer Services",
    success: ["Message Sent Successfully", "We'll get back to you as soon as possible."],
    failure: "Failed to Send Message",
    fallback: "Please try again or contact us directly.",
  },
] as const;

async function openForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const form = page.locator("form[data-ready]").filter({ has: page.getByLabel("First Name") });
  await expect(form).toBeVisible();
  return form;
}

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

async function fillValid(form: Locator, email: string, subject: string) {
  await form.getByLabel("First Name").fill("Ana");
  await form.getByLabel("Last Name").fill("Torres");
  await form.getByLabel("Email").fill(email);
  if ((await form.getByLabel("Phone").count()) > 0) {
    await form.getByLabel("Phone").fill("(305) 555-0199");
    await form.getByLabel("Company (optional)").fill("Brickell Dental");
  }
  await form.getByLabel("Subject").selectOption({ label: subject });
  await form.getByLabel("Message").fill("We need two dental assistants in Miami by March.");
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
});

for (const spec of FORMS) {
  test.describe(`${spec.name} contact form`, () => {
    test("an empty submit shows every inline message under its field, accessibly", async ({ page }) => {
      const form = await openForm(page, spec.path);
      await form.getByRole("button", { name: "Send Message" }).click();
      for (const message of spec.messages)
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("First Name")).toHaveAccessibleDescription("First name is required");
      await expect(form.getByLabel("First Name")).toBeFocused();
      await expectNoSeriousA11yViolations(page);

      await form.getByLabel("First Name").fill("Ana");
      await expect(form.getByText("First name is required")).toHaveCount(0);
    });

    test("a valid submit sends, toasts, resets and stores the message", async ({ page }, testInfo) => {
      const form = await openForm(page, spec.path);
      const email = uniqueEmail(testInfo, spec.name);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let idempotencyKey: string | null = null;
      await page.route("**/api/contact", async (route) => {
        idempotencyKey = route.request().headers()["idempotency-key"] ?? null;
        await held;
        await route.continue();
      });
      await fillValid(form, email, spec.subject);
      await form.getByRole("button", { name: "Send Message" }).click();
      const sending = form.getByRole("button", { name: "Sending..." });
      await expect(sending).toBeDisabled();
      release();
      await expect(toasts(page)).toContainText(spec.success[0]);
      await expect(toasts(page)).toContainText(spec.success[1]);
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
      await expect(form.getByLabel("First Name")).toHaveValue("");
      await expect(form.getByLabel("Email")).toHaveValue("");
      await expect(form.getByLabel("Message")).toHaveValue("");
      expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      await expect(async () => {
        const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: { subject: string }[] };
        expect(messages.map((message) => message.subject)).toContain("We received your message");
      }).toPass({ timeout: 10_000 });
    });

    test("a server failure shows the error toast with the server's message or the fallback", async ({
      page,
      consoleGuard,
    }, testInfo) => {
      consoleGuard.allow(/status of 50[03] .*\/api\/contact/);
      const form = await openForm(page, spec.path);
      let calls = 0;
      await page.route("**/api/contact", async (route) => {
        calls += 1;
        if (calls === 1)
          return route.fulfill({
            status: 500,
            contentType: "application/json",
            body: '{"error":"Mail is down."}',
          });
        return route.fulfill({ status: 503, body: "" });
      });
      await fillValid(form, uniqueEmail(testInfo, `${spec.name}-fail`), spec.subject);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toContainText(spec.failure);
      await expect(toasts(page)).toContainText("Mail is down.");
      await expect(form.getByLabel("First Name")).toHaveValue("Ana");

      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toasts(page)).toContainText(spec.fallback);
    });
  });
}

test.describe("Live email check", () => {
  test("a syntax failure is 'Invalid email format' without a request", async ({ page }) => {
    const form = await openForm(page, "/contact");
    let checks = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/validate-email")) checks += 1;
    });
    await form.getByLabel("Email").pressSequentially("ana@");
    await form.getByLabel("Email").pressSequentially("x");
    const status = form.getByText("Invalid email format");
    await expect(status).toBeVisible();
    await expect(status).toHaveClass(/text-red-700/);
    await page.waitForTimeout(500);
    expect(checks).toBe(0);
  });

  const VERDICTS = [
    { verdict: "Valid", checks: {}, message: "Email address is valid.", colour: /text-green-700/ },
    {
      verdict: "Invalid",
      checks: { has_mx_or_a_record: false },
      message: "Email domain does not exist",
      colour: /text-red-700/,
    },
    { verdict: "Invalid", checks: {}, message: "Email address is invalid.", colour: /text-red-700/ },
    {
      verdict: "Risky",
      checks: { is_suspected_disposable_address: true },
      message: "Temporary email addresses are not allowed",
      colour: /text-amber-800/,
    },
    {
      verdict: "Risky",
      checks: { has_known_bounces: true },
      message: "This email address has a history of bouncing",
      colour: /text-amber-800/,
    },
    {
      verdict: "Risky",
      checks: { is_suspected_role_address: true },
      message: "Please use a personal email address instead of a role-based email",
      colour: /text-amber-800/,
    },
    {
      verdict: "Risky",
      checks: {},
      message: "Email address appears risky - please verify it's correct.",
      colour: /text-amber-800/,
    },
  ];

  test("shows 'Validating email...' then each verdict's message and colour", async ({ page }) => {
    const form = await openForm(page, "/");
    let next = 0;
    let release: () => void = () => {};
    // The first check is held until the page shows it is validating; release it only once the route
    // holds it (under load the page can show "Validating" before the request reaches the route).
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    await page.route("**/api/validate-email", async (route) => {
      const body = route.request().postDataJSON() as { email: string; source: string };
      expect(body.source).toBe("contact_form");
      const case_ = VERDICTS[next];
      if (!case_) throw new Error(`no verdict case ${next}`);
      if (next === 0) {
        await new Promise<void>((resolve) => {
          release = resolve;
          holding();
        });
      }
      await route.fulfill({
        json: {
          success: true,
          result: {
            email: body.email,
            verdict: case_.verdict,
            score: 0.5,
            isValid: case_.verdict === "Valid",
            checks: {
              has_valid_address_syntax: true,
              has_mx_or_a_record: true,
              is_suspected_disposable_address: false,
              is_suspected_role_address: false,
              has_known_bounces: false,
              has_suspected_bounces: false,
              ...case_.checks,
            },
          },
        },
      });
    });
    const email = form.getByLabel("Email");
    await email.fill("ana0@example.com");
    await expect(form.getByText("Validating email...")).toBeVisible();
    await held;
    release();
    for (const [index, { message, colour }] of VERDICTS.entries()) {
      next = index;
      if (index > 0) await email.fill(`ana${index}@example.com`);
      const status = form.getByText(message, { exact: true });
      await expect(status).toBeVisible();
      await expect(status).toHaveClass(colour);
      await expect(email).toHaveAccessibleDescription(message);
    }
  });

  test("a failed check says 'Unable to validate email address.' and never blocks sending", async ({
    page,
  }, testInfo) => {
    const form = await openForm(page, "/contact");
    await page.route("**/api/validate-email", (route) =>
      route.fulfill({ json: { success: false, error: "DNS is unavailable" } }),
    );
    await fillValid(form, uniqueEmail(testInfo, "check-down"), "Support");
    await expect(form.getByText("Unable to validate email address.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page)).toContainText("Message Sent Successfully");
  });
});
