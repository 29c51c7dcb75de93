import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * The contact page (SPEC §2) and the four legal pages. Contact details come from the seeded site
 * settings of the e2e database.
 */

const PHONE = "(305) 555-0142";
const TEL = "tel:+13055550142";
const EMAIL = "info@sunshinestaffing.example";
const ADDRESS = "1450 Brickell Avenue, Suite 1800, Miami, FL 33131";
const LAST_UPDATED = "Last updated: November 1, 2026";

const SOCIAL_NETWORKS = [
  { name: "Sunshine Staffing on LinkedIn (opens in a new tab)", host: /(^|\.)linkedin\.com$/ },
  { name: "Sunshine Staffing on Facebook (opens in a new tab)", host: /(^|\.)facebook\.com$/ },
  { name: "Sunshine Staffing on X (opens in a new tab)", host: /^x\.com$/ },
];

/** A street number followed by a street word: what an office card must never show. */
const STREET_ADDRESS = /\d+\s+[\w\s]*\b(Avenue|Ave|Street|St|Boulevard|Blvd|Road|Rd|Drive|Dr|Suite|Way)\b/i;

const LEGAL_PAGES = [
  {
    path: "/privacy-policy",
    footerLink: "Privacy Policy",
    title: "Privacy Policy",
    headings: [
      "Information We Collect",
      "AI-Assisted Screening and Human Review",
      "How We Share Your Information",
      "How Long We Keep Information",
      "Your Privacy Rights",
      "Children's Privacy",
      "Equal Employment Opportunity",
      "Contact Us",
    ],
    texts: [
      "Human review request",
      "We do not sell your personal information",
      "Florida's Digital Bill of Rights",
    ],
  },
  {
    path: "/terms-of-service",
    footerLink: "Terms of Service",
    title: "Terms of Service",
    headings: [
      "Accounts and Security",
      "Candidate Responsibilities",
      "Employer Responsibilities",
      "No Guarantee of Employment or Hire",
      "Intellectual Property",
      "Limitation of Liability",
      "Governing Law and Venue",
      "Contact Us",
    ],
    texts: ["laws of the State of Florida", "Miami-Dade County, Florida"],
  },
  {
    path: "/cookie-policy",
    footerLink: "Cookie Policy",
    title: "Cookie Policy",
    headings: ["The Cookies and Storage We Use", "What We Do Not Use", "Managing Cookies", "Contact Us"],
    texts: ["No analytics or audience-measurement cookies.", "session cookie"],
  },
  {
    path: "/sms-terms",
    footerLink: "SMS Terms",
    title: "SMS Terms and Conditions",
    headings: [
      "How You Opt In",
      "Messages You Will Receive",
      "Message Frequency",
      "How to Opt Out: Reply STOP",
      "How to Get Help: Reply HELP",
      "Privacy of Your Mobile Number",
      "Age and Eligibility",
      "Contact Us",
    ],
    texts: [
      "Message and data rates may apply.",
      "Message frequency varies",
      "Reply STOP to any message",
      "Reply HELP to any message",
      "not a condition of employment",
      "Carriers are not liable for delayed or undelivered messages.",
      "Job alerts",
      "Interview reminders",
      "Timesheet reminders",
    ],
  },
];

function region(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("region", { name, exact: true });
}

async function expectOpensInNewTab(link: Locator, host: RegExp) {
  await expect(link).toHaveAttribute("target", "_blank");
  const rel = (await link.getAttribute("rel"))?.split(/\s+/) ?? [];
  expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(url.protocol).toBe("https:");
  expect(url.hostname).toMatch(host);
}

test.describe("Contact page", () => {
  test("the orange hero shows the phone and email from settings as call and email links", async ({
    page,
  }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = region(page, "Contact Us");
    await expect(hero.getByRole("link", { name: /\(305\) 555-0142/ })).toHaveAttribute("href", TEL);
    await expect(hero.getByRole("link", { name: new RegExp(EMAIL) })).toHaveAttribute(
      "href",
      `mailto:${EMAIL}`,
    );
    // Brand orange 700: white text on it has at least 4.5:1 contrast.
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      "rgb(194, 65, 12)",
    );
  });

  test("three cards lead employers, job seekers and partners to their next step", async ({ page }) => {
    await page.goto("/contact");
    const cards = region(page, "How Can We Help?").getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Employers",
      "Job Seekers",
      "Partnerships",
    ]);

    const employers = cards.filter({ has: page.getByRole("heading", { name: "Employers" }) });
    await expect(employers.getByRole("link")).toHaveAttribute("href", "/schedule-consultation?type=employer");
    const jobSeekers = cards.filter({ has: page.getByRole("heading", { name: "Job Seekers" }) });
    await expect(jobSeekers.getByRole("link")).toHaveAttribute("href", "/jobs");
    const partners = cards.filter({ has: page.getByRole("heading", { name: "Partnerships" }) });
    await expect(partners.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${EMAIL}\\?subject=`),
    );
    for (const card of [employers, jobSeekers, partners]) {
      expect((await card.locator("p").textContent())?.length).toBeGreaterThan(60);
    }
  });

  test("the contact information panel shows address, phone, email, business hours and social links", async ({
    page,
  }) => {
    await page.goto("/contact");
    const panel = region(page, "Contact Information");
    await expect(panel.getByText(ADDRESS)).toBeVisible();
    await expect(panel.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL);
    await expect(panel.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);

    const hours = panel.getByRole("listitem").filter({ hasText: /day/ });
    await expect(hours).toHaveText(["Monday – Friday9:00 AM – 6:00 PM", "Saturday – SundayClosed"]);

    await expect(panel.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(SOCIAL_NETWORKS.length);
    for (const { name, host } of SOCIAL_NETWORKS) {
      const link = panel.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expectOpensInNewTab(link, host);
    }
  });

  test("the message form sits under its heading", async ({ page }) => {
    await page.goto("/contact");
    const section = region(page, "Send Us a Message");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Send Us a Message");
    await expect(section.getByRole("form", { name: "Send Us a Message" })).toBeVisible();
    await expect(section.getByLabel("Company (optional)")).toBeVisible();
  });

  test("two office cards, Miami and Fort Lauderdale, show the area and hours but no street address", async ({
    page,
  }) => {
    await page.goto("/contact");
    const offices = region(page, "Our Offices").getByRole("article");
    await expect(offices.getByRole("heading", { level: 3 })).toHaveText(["Miami", "Fort Lauderdale"]);

    for (const [city, area] of [
      ["Miami", "Serving Miami-Dade County"],
      ["Fort Lauderdale", "Serving Broward County"],
    ] as const) {
      const office = region(page, "Our Offices").getByRole("article", { name: city });
      await expect(office).toContainText(`${city}, Florida`);
      await expect(office).toContainText(area);
      await expect(office).toContainText("Monday – Friday");
      await expect(office).toContainText("9:00 AM – 6:00 PM");
      await expect(office).toContainText("By appointment");
      expect(await office.textContent()).not.toMatch(STREET_ADDRESS);
    }
  });

  test("the Find Jobs button leads to /jobs", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const findJobs = page.getByRole("main").getByRole("link", { name: "Find Jobs", exact: true });
    await expect(findJobs).toHaveAttribute("href", "/jobs");
    await findJobs.click();
    await expect(page).toHaveURL("/jobs");
  });

  test("structured data describes the agency with both offices", async ({ page }) => {
    await page.goto("/contact");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const agency = blocks
      .map((block) => JSON.parse(block))
      .find((data) => data["@type"] === "EmploymentAgency");
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      name: "Sunshine Staffing",
      legalName: "Sunshine Staffing Group, LLC",
      telephone: PHONE,
      email: EMAIL,
      foundingDate: "2014",
    });
    expect(
      agency.department.map((office: { address: { addressLocality: string } }) => office.address),
    ).toEqual([
      expect.objectContaining({ addressLocality: "Miami", addressRegion: "FL" }),
      expect.objectContaining({ addressLocality: "Fort Lauderdale", addressRegion: "FL" }),
    ]);
    expect(agency.sameAs).toHaveLength(SOCIAL_NETWORKS.length);
  });

  test("the server-rendered HTML has the heading and contact details without JavaScript", async ({
    request,
  }) => {
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
    for (const text of [
      PHONE,
      `href="${TEL}"`,
      `href="mailto:${EMAIL}"`,
      "Send Us a Message",
      "Fort Lauderdale",
    ]) {
      expect(html).toContain(text);
    }
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Legal pages", () => {
  for (const { path, title, headings, texts } of LEGAL_PAGES) {
    test(`${path} shows its title, last updated date and sections`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByText(LAST_UPDATED)).toBeVisible();
      const main = page.getByRole("main");
      for (const heading of headings) {
        await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      for (const text of texts) {
        await expect(main.getByText(text).first()).toBeVisible();
      }
    });

    test(`${path} has a table of contents whose links reach each section`, async ({ page }) => {
      await page.goto(path);
      const links = page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link");
      const entries = await links.evaluateAll((elements) =>
        elements.map((element) => ({
          href: element.getAttribute("href") ?? "",
          text: element.textContent ?? "",
        })),
      );
      expect(entries.length).toBeGreaterThanOrEqual(headings.length);

      for (const { href, text } of entries) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        const section = page.locator(href);
        await expect(section, href).toHaveCount(1);
        await expect(section.getByRole("heading", { level: 2, name: text, exact: true })).toHaveCount(1);
      }

      await waitForHydration(page);
      const last = entries.at(-1);
      if (!last) return;
      await links.filter({ hasText: last.text }).click();
      await expect(page).toHaveURL(new RegExp(`${path}${last.href}$`));
      await expect(page.locator(last.href).getByRole("heading", { level: 2 })).toBeInViewport();
    });

    test(`${path} is in the server-rendered HTML without JavaScript`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain("Last updated: <time");
      for (const heading of headings) expect(html).toContain(heading.replace("'", "&#x27;"));
    });

    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the SMS terms say how to get help and how to reach us", async ({ page }) => {
    await page.goto("/sms-terms");
    const help = page.locator("#help");
    await expect(help).toContainText("Reply HELP");
    await expect(help.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL);
    await expect(help.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
  });

  test("the footer's legal links open each page in the browser", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    for (const { footerLink, path, title } of LEGAL_PAGES) {
      await legal.getByRole("link", { name: footerLink }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Sunshine Staffing`);
    }
  });
});

test("the contact and legal pages each have their own title, description and canonical URL", async ({
  request,
  baseURL,
}) => {
  const paths = ["/contact", ...LEGAL_PAGES.map((legalPage) => legalPage.path)];
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
    descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "");
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
  expect([...titles].every((title) => title.endsWith(" | Sunshine Staffing"))).toBe(true);
});
