import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitForHydration } from "./support/fixtures";

/**
 * About, services and the six service pages (SPEC §1, §2): the texts and link targets SPEC names,
 * server rendering without JavaScript, a real 404 for unknown services, unique titles and axe.
 */

const SERVICES = [
  { slug: "permanent-placement", name: "Permanent Placement" },
  { slug: "contract-staffing", name: "Contract Staffing" },
  { slug: "executive-search", name: "Executive Search" },
  { slug: "rpo-solutions", name: "RPO Solutions" },
  { slug: "hr-consulting", name: "HR Consulting" },
  { slug: "payroll-services", name: "Payroll Services" },
];

const VALUES = ["Communication", "Empathy", "Teamwork", "Innovation", "Self-Improvement"];
const PROCESS_STEPS = [
  "Discovery",
  "Sourcing & AI-assisted screening",
  "Interviews & selection",
  "Onboarding & follow-up",
];
const INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Manufacturing",
  "Real Estate",
  "Education",
  "Legal",
  "And More",
];

const PAGES = [
  { path: "/about", h1: "People-First Recruiting, Powered by AI" },
  { path: "/services", h1: "Staffing & Recruitment Services" },
  ...SERVICES.map((service) => ({ path: `/services/${service.slug}`, h1: service.name })),
];

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading, exact: true });
}

/** Page text as a crawler reads it: tags, React's text separators and common entities removed. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

test.describe("About page", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
  });

  test("tells the story, mission, five values, leadership, achievements and community work", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "People-First Recruiting, Powered by AI",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const story = section(page, "From Two Desks in Brickell to 21 States");
    await expect(story).toContainText("In 2014 they opened Sunshine Staffing");
    await expect(story).toContainText("Maria Elena Vargas and David Chen");
    await expect(story).toContainText("Fort Lauderdale");

    await expect(section(page, "Our Mission")).toContainText("To connect people with work");

    await expect(section(page, "Our Values").getByRole("heading", { level: 3 })).toHaveText(VALUES);

    const leaders = section(page, "Meet Our Leadership Team").getByRole("listitem");
    await expect(leaders).toHaveCount(3);
    await expect(leaders.getByRole("heading", { level: 3 })).toHaveText([
      "Maria Elena Vargas",
      "David Chen",
      "Andre Thompson",
    ]);
    await expect(leaders.nth(0)).toContainText("Co-Founder & Chief Executive Officer");

    const achievements = section(page, "Achievements");
    for (const figure of ["2k+", "100+", "95%", "21"]) {
      await expect(achievements.getByRole("definition").getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(achievements.getByRole("heading", { name: "Awards and recognition" })).toBeVisible();

    const community = section(page, "Community Involvement").getByRole("heading", { level: 3 });
    await expect(community).toHaveCount(4);
    await expect(community.first()).toHaveText("Ready to Work workshops");

    const illustration = page.getByRole("img", { name: /skylines/ });
    await expect(illustration).toHaveAttribute("width", "640");
    await expect(illustration).toHaveAttribute("height", "480");
    expect(await illustration.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("links to open positions and resume upload", async ({ page }) => {
    const positions = page.getByRole("link", { name: "View Open Positions", exact: true });
    const resume = page.getByRole("link", { name: "Submit Your Resume", exact: true });
    await expect(positions).toHaveAttribute("href", "/jobs");
    await expect(resume).toHaveAttribute("href", "/upload-resume");

    await waitForHydration(page);
    await positions.click();
    await expect(page).toHaveURL("/jobs");
  });
});

test.describe("Services page", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
  });

  test("lists the six services in order, each with a distinct Learn More link", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staffing & Recruitment Services");
    const services = section(page, "Six Ways We Help You Hire");
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(SERVICES.map((s) => s.name));

    const learnMore = page.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(6);
    expect(await hrefs(learnMore)).toEqual(SERVICES.map((s) => `/services/${s.slug}`));
    for (const service of SERVICES) {
      const link = page.getByRole("link", { name: `Learn More about ${service.name}`, exact: true });
      await expect(link).toHaveAttribute("href", `/services/${service.slug}`);
      // Sighted users read "Learn More"; the service name is for screen readers only.
      await expect(link).toBeVisible();
      const visibleText = await link.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
        return copy.textContent?.trim();
      });
      expect(visibleText).toBe("Learn More");
    }
  });

  test("shows the four-step process, eight industries and three success stories", async ({ page }) => {
    const steps = section(page, "Our Recruitment Process").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
      PROCESS_STEPS.map((step, index) => `Step ${index + 1}: ${step}`),
    );

    await expect(section(page, "Industries We Serve").getByRole("heading", { level: 3 })).toHaveText(
      INDUSTRIES,
    );

    const stories = section(page, "Success Stories").getByRole("article");
    await expect(stories).toHaveCount(3);
    await expect(stories.getByRole("heading", { level: 3 })).toHaveText([
      /outpatient center in Doral/,
      /fintech engineering team in Brickell/,
      /production shift in Pompano Beach/,
    ]);
    for (const story of await stories.all()) {
      await expect(story.getByRole("definition")).toHaveCount(3);
    }
  });

  test("both consultation buttons lead to /schedule-consultation, the employer consultation chosen", async ({
    page,
  }) => {
    for (const name of ["Schedule a Consultation", "Schedule Consultation"]) {
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", "/schedule-consultation?type=employer");
    }
  });

  test("Learn More opens the service page in the app", async ({ page }) => {
    await waitForHydration(page);
    await page.getByRole("link", { name: "Learn More about Executive Search" }).click();
    await expect(page).toHaveURL("/services/executive-search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Executive Search");
    await expect(page).toHaveTitle(/^Executive Search .*\| Sunshine Staffing$/);
  });
});

test.describe("Service pages", () => {
  for (const service of SERVICES) {
    test(`${service.name}: what, who, how, cost, FAQ and calls to action`, async ({ page }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.name);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
      await expect(breadcrumb.getByText(service.name)).toHaveAttribute("aria-current", "page");

      await expect(section(page, `What Is ${service.name}?`)).toBeVisible();
      await expect(section(page, `Is ${service.name} Right for You?`).getByRole("listitem")).not.toHaveCount(
        0,
      );
      await expect(section(page, "How It Works").getByRole("listitem")).toHaveCount(4);
      await expect(
        section(page, `How ${service.name} Is Priced`).getByRole("heading", { level: 3 }),
      ).toBeVisible();

      const faqCount = await section(page, "Frequently Asked Questions").locator("summary").count();
      expect(faqCount).toBeGreaterThanOrEqual(4);
      expect(faqCount).toBeLessThanOrEqual(6);

      for (const link of await page
        .getByRole("link", { name: "Schedule a Consultation", exact: true })
        .all()) {
        await expect(link).toHaveAttribute("href", `/schedule-consultation?service=${service.slug}`);
      }
      for (const link of await page.getByRole("link", { name: "Contact Us", exact: true }).all()) {
        await expect(link).toHaveAttribute("href", "/contact");
      }
      await expect(page.getByRole("main").getByRole("link", { name: "Schedule a Consultation" })).toHaveCount(
        2,
      );

      const others = SERVICES.filter((other) => other.slug !== service.slug);
      const otherLinks = section(page, "Other Services").getByRole("link");
      await expect(otherLinks).toHaveText(others.map((other) => other.name));
      expect(await hrefs(otherLinks)).toEqual(others.map((other) => `/services/${other.slug}`));
    });
  }

  test("a FAQ opens and closes with the keyboard", async ({ page }) => {
    await page.goto("/services/payroll-services");
    await waitForHydration(page);
    const faqs = section(page, "Frequently Asked Questions");
    const question = faqs.locator("summary").filter({ hasText: "What is payrolling?" });
    const answer = faqs.getByText(/^Payrolling means you recruit the worker/);
    await expect(answer).toBeHidden();

    // Tab from the element before the question, as a keyboard user would reach it.
    await faqs.getByRole("heading", { name: "Frequently Asked Questions" }).evaluate((heading) => {
      heading.setAttribute("tabindex", "-1");
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press("Tab");
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();

    // Opening the next question closes the first: one answer at a time.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
    await expect(faqs.locator("details[open]")).toHaveCount(1);

    await page.keyboard.press("Enter");
    await expect(faqs.locator("details[open]")).toHaveCount(0);
  });

  test("an unknown service is a 404", async ({ page }) => {
    const response = await page.goto("/services/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("Server-rendered HTML", () => {
  const MAIN_CONTENT: Record<string, string[]> = {
    "/about": [
      ...VALUES,
      "Maria Elena Vargas",
      "Andre Thompson",
      "Community Involvement",
      "View Open Positions",
      "Submit Your Resume",
    ],
    "/services": [
      ...SERVICES.map((service) => `Learn More about ${service.name}`),
      ...PROCESS_STEPS,
      ...INDUSTRIES,
      "Success Stories",
      "Schedule a Consultation",
      "Schedule Consultation",
    ],
    "/services/contract-staffing": [
      "Markup on pay rate",
      "Who is the contractor's employer?",
      "We are. Contractors are Sunshine Staffing W-2 employees",
    ],
  };

  for (const { path, h1 } of PAGES) {
    test(`${path} has its h1 and main content without JavaScript`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const h1s = html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
      expect(h1s.map(textOf).map((text) => text.trim())).toEqual([h1]);
      const text = textOf(html);
      for (const content of MAIN_CONTENT[path] ?? []) expect(text).toContain(content);
      expect(html).toContain('<link rel="canonical"');
    });
  }

  test("/services/nope answers 404", async ({ request }) => {
    const response = await request.get("/services/nope");
    expect(response.status()).toBe(404);
    expect(textOf(await response.text())).toContain("404 Page Not Found");
  });

  test("every page has its own title and description", async ({ request }) => {
    const titles: string[] = [];
    const descriptions: string[] = [];
    for (const { path } of PAGES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(title, path).toMatch(/ \| Sunshine Staffing$/);
      expect(description.length, path).toBeGreaterThan(50);
      titles.push(title);
      descriptions.push(description);
    }
    expect(new Set(titles).size).toBe(PAGES.length);
    expect(new Set(descriptions).size).toBe(PAGES.length);
  });
});

test.describe("Accessibility and layout", () => {
  for (const { path } of PAGES) {
    test(`${path} has no serious axe violations and fits the screen`, async ({ page }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page);
      if (path.startsWith("/services/")) {
        await section(page, "Frequently Asked Questions").locator("summary").first().click();
      }
      await expectNoSeriousA11yViolations(page);
      if (isMobile(testInfo)) await expectNoHorizontalScroll(page);
      // Pages render inside the layout's <main>, never a second one.
      await expect(page.getByRole("main")).toHaveCount(1);
    });
  }
});
