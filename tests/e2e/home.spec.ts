import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitForHydration } from "./support/fixtures";

/**
 * Home page (SPEC §2, §9): hero, the eight sections in order, the server-rendered coverage map,
 * contact details from the seeded site settings, structured data and accessibility, at 375 and 1280 px.
 */

const SECTION_HEADINGS = [
  "Results Employers Can Count On",
  "Hiring Help That Fits the Way You Work",
  "Industries We Serve",
  "Featured Jobs",
  "What Our Clients Say",
  "Florida Roots, Nationwide Reach",
  "Trusted by Employers Across Industries",
  "Get In Touch",
];

const STATISTICS: [value: string, label: string][] = [
  ["100+", "Clients Served"],
  ["2k+", "Placements"],
  ["95%", "Client Satisfaction"],
  ["25+", "Years Experience"],
];

const SOLUTIONS = [
  { name: "Permanent Placement", href: "/services/permanent-placement" },
  { name: "Contract Staffing", href: "/services/contract-staffing" },
  { name: "Executive Search", href: "/services/executive-search" },
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

const SERVED_STATES = [
  "Alabama",
  "Arkansas",
  "Colorado",
  "Florida",
  "Georgia",
  "Indiana",
  "Illinois",
  "Kentucky",
  "Louisiana",
  "Massachusetts",
  "Michigan",
  "Mississippi",
  "North Carolina",
  "Ohio",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "Tennessee",
  "Texas",
  "Virginia",
];

const COVERAGE_FIGURES: [value: string, label: string][] = [
  ["21", "States Served"],
  ["100+", "Cities Covered"],
  ["2M+", "Candidates Reached"],
];

/** The demo settings the e2e server seeds. */
const SEEDED_CONTACT = {
  address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
  phone: "(305) 555-0142",
  email: "info@sunshinestaffing.example",
};

function section(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading, exact: true });
}

function servedStates(page: Page): Locator {
  return section(page, "Florida Roots, Nationwide Reach").locator("svg [data-served]");
}

async function fillOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).fill);
}

test.describe("Home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has one h1, the hero's two buttons and the eight sections in SPEC's order", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText([
      "Connect With Top Talent & Opportunities",
    ]);
    const hero = section(page, "Connect With Top Talent & Opportunities");
    await expect(hero.getByRole("link", { name: "Build Your Resume" })).toHaveAttribute(
      "href",
      "/resume-builder",
    );
    await expect(hero.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");

    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SECTION_HEADINGS);
    for (const heading of SECTION_HEADINGS) await expect(section(page, heading)).toBeVisible();
  });

  test("shows the four statistics", async ({ page }) => {
    const items = section(page, "Results Employers Can Count On").getByRole("listitem");
    await expect(items).toHaveCount(STATISTICS.length);
    for (const [index, [value, label]] of STATISTICS.entries()) {
      await expect(items.nth(index).getByText(value, { exact: true })).toBeVisible();
      await expect(items.nth(index).getByText(label, { exact: true })).toBeVisible();
    }
  });

  test("links the three staffing solutions to their service pages", async ({ page }) => {
    const solutions = section(page, "Hiring Help That Fits the Way You Work");
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(SOLUTIONS.map((item) => item.name));
    const links = solutions.getByRole("link");
    await expect(links).toHaveText(SOLUTIONS.map((item) => `Explore ${item.name}`));
    for (const [index, { href }] of SOLUTIONS.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
  });

  test("lists the eight industries with an icon each", async ({ page }) => {
    const industries = section(page, "Industries We Serve");
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText(INDUSTRIES);
    await expect(industries.locator("li svg[aria-hidden='true']")).toHaveCount(INDUSTRIES.length);
  });

  test("has the featured jobs and client reviews sections, without made-up entries", async ({ page }) => {
    const jobs = section(page, "Featured Jobs");
    await expect(jobs.getByRole("link", { name: "View All Jobs" })).toHaveAttribute("href", "/jobs");
    // The seed has four open High-priority jobs; three are featured (tests/e2e/jobs.spec.ts has the rest).
    await expect(jobs.locator('a[href^="/jobs/"]')).toHaveCount(3);
    // The seeded reviews: rating, count and the newest three (tests/e2e/newsletter-reviews.spec.ts).
    const reviews = section(page, "What Our Clients Say");
    await expect(reviews.getByText("Based on 8 reviews")).toBeVisible();
    await expect(reviews.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText(/coming soon|lorem ipsum/i)).toHaveCount(0);
  });

  test("highlights exactly the 21 served states on the map, each named for screen readers", async ({
    page,
  }) => {
    const coverage = section(page, "Florida Roots, Nationwide Reach");
    const map = coverage.getByRole("group", {
      name: "Map of the United States with the 21 states we serve highlighted",
    });
    await expect(map).toBeVisible();
    await expect(servedStates(page)).toHaveCount(21);
    const names = await servedStates(page).evaluateAll((paths) =>
      paths.map((path) => path.getAttribute("data-state")),
    );
    expect(names.toSorted()).toEqual(SERVED_STATES.toSorted());

    for (const state of SERVED_STATES) {
      await expect(map.getByRole("img", { name: state, exact: true })).toBeAttached();
    }
    // The other 29 states and DC are drawn, neutral and silent.
    await expect(map.locator("path:not([data-served])")).toHaveCount(30);
    await expect(map.getByRole("img")).toHaveCount(21);
    const servedFill = await fillOf(map.getByRole("img", { name: "Texas" }));
    const otherFill = await fillOf(map.locator('path[data-state="Kansas"]'));
    expect(servedFill).not.toBe(otherFill);

    for (const [value, label] of COVERAGE_FIGURES) {
      const figure = coverage.getByRole("listitem").filter({ hasText: label });
      await expect(figure.getByText(value, { exact: true })).toBeVisible();
    }
    const stateList = coverage
      .getByRole("heading", { name: "States we serve" })
      .locator("xpath=following-sibling::ul");
    await expect(stateList.getByRole("listitem")).toHaveText(SERVED_STATES.toSorted());
  });

  test("names a served state when the pointer is over it", async ({ page }) => {
    await waitForHydration(page);
    const coverage = section(page, "Florida Roots, Nationwide Reach");
    const hint = coverage.getByText("Point to or tab to a highlighted state to see its name.");
    await expect(hint).toBeVisible();

    const colorado = coverage.getByRole("img", { name: "Colorado" });
    const restingFill = await fillOf(colorado);
    await colorado.hover();
    await expect(coverage.getByText("Colorado: one of the states we serve")).toBeVisible();
    await expect.poll(() => fillOf(colorado)).not.toBe(restingFill);

    await page.mouse.move(0, 0);
    await expect(hint).toBeVisible();
  });

  test("names a served state when it has keyboard focus, one state per Tab", async ({ page }) => {
    await waitForHydration(page);
    const coverage = section(page, "Florida Roots, Nationwide Reach");
    const alabama = coverage.getByRole("img", { name: "Alabama" });
    const arkansas = coverage.getByRole("img", { name: "Arkansas" });
    const restingFill = await fillOf(arkansas);

    await alabama.focus();
    await expect(coverage.getByText("Alabama: one of the states we serve")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(arkansas).toBeFocused();
    await expect(coverage.getByText("Arkansas: one of the states we serve")).toBeVisible();
    await expect.poll(() => fillOf(arkansas)).not.toBe(restingFill);
  });

  test("shows the partner logos and the buttons to /contact and /about", async ({ page }) => {
    const partners = section(page, "Trusted by Employers Across Industries");
    const logos = partners.getByRole("img");
    await expect(logos).toHaveCount(6);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute("alt", /\w/);
      await expect(logo).toHaveAttribute("width", "180");
      await expect(logo).toHaveAttribute("height", "48");
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(partners.getByRole("link", { name: "Become a Partner" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(partners.getByRole("link", { name: "Learn About Us" })).toHaveAttribute("href", "/about");
  });

  test("links in the server-rendered sections navigate within the app, without a page load", async ({
    page,
  }) => {
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    const solutions = section(page, "Hiring Help That Fits the Way You Work");
    await solutions.getByRole("link", { name: `Explore ${SOLUTIONS[0]?.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${SOLUTIONS[0]?.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOLUTIONS[0]?.name ?? "");
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    await page.goBack();
    const partners = section(page, "Trusted by Employers Across Industries");
    await partners.getByRole("link", { name: "Learn About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test("shows the contact details from the site settings and the way to write to us", async ({ page }) => {
    const contact = section(page, "Get In Touch");
    await expect(contact.getByText(SEEDED_CONTACT.address)).toBeVisible();
    await expect(contact.getByRole("link", { name: SEEDED_CONTACT.phone })).toHaveAttribute(
      "href",
      "tel:+13055550142",
    );
    await expect(contact.getByRole("link", { name: SEEDED_CONTACT.email })).toHaveAttribute(
      "href",
      `mailto:${SEEDED_CONTACT.email}`,
    );
    const form = contact.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByLabel("First Name")).toBeVisible();
    await expect(form.getByLabel("Subject")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("describes the agency with EmploymentAgency structured data and both offices", async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks
      .map((block) => JSON.parse(block))
      .find((data) => data["@type"] === "EmploymentAgency");
    expect(organization).toBeTruthy();
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Sunshine Staffing",
      telephone: SEEDED_CONTACT.phone,
      email: SEEDED_CONTACT.email,
      foundingDate: "2014",
    });
    expect(organization.department).toHaveLength(2);
    expect(
      organization.department.map(
        (office: { address: { addressLocality: string } }) => office.address.addressLocality,
      ),
    ).toEqual(["Miami", "Fort Lauderdale"]);
    expect(organization.sameAs).toHaveLength(3);
    expect(organization.areaServed).toHaveLength(21);
  });

  test("has its own title, description, canonical URL and a share image", async ({
    page,
    request,
    baseURL,
  }) => {
    await expect(page).toHaveTitle("Connect With Top Talent & Opportunities | Sunshine Staffing");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /staffing/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${baseURL}/og-image.png`);
    const response = await request.get("/og-image.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect((await response.body()).length).toBeLessThan(150_000);
  });

  test("fits the screen without sideways scrolling, down to 320 px", async ({ page }, testInfo) => {
    const widths = isMobile(testInfo) ? [375, 320] : [1280];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBe(0);
    }
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Home page without JavaScript", () => {
  test("the HTML already holds the hero, the map with its 21 named states and the figures", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toContain("Connect With Top Talent &amp; Opportunities");
    const served = [
      ...html.matchAll(/<path [^>]*data-served=""[^>]*data-state="([^"]+)"[^>]*><title>([^<]+)<\/title>/g),
    ];
    expect(served.map((match) => match[1]).toSorted()).toEqual(SERVED_STATES.toSorted());
    expect(served.every((match) => match[1] === match[2])).toBe(true);
    for (const [value, label] of COVERAGE_FIGURES) {
      expect(html).toMatch(new RegExp(`>${value.replace("+", "\\+")}</p><p[^>]*>${label}</p>`));
    }
    for (const heading of SECTION_HEADINGS) expect(html).toContain(`>${heading}</h2>`);
    // The geometry is computed on the server: no atlas or projection code is sent.
    expect(html).not.toMatch(/us-atlas|topojson|"arcs"/);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("a served state can still be focused and is then highlighted", async ({ page }) => {
      await page.goto("/");
      const coverage = section(page, "Florida Roots, Nationwide Reach");
      const florida = coverage.getByRole("img", { name: "Florida" });
      await expect(florida).toBeVisible();
      const restingFill = await fillOf(florida);
      await florida.focus();
      await expect(florida).toBeFocused();
      // The fill changes through a CSS transition: wait for it rather than read it mid-way.
      await expect.poll(() => fillOf(florida)).not.toBe(restingFill);
      await expect(florida.locator("title")).toHaveText("Florida");
    });
  });
});
