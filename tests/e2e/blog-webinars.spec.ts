import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * Blog (/blog, /blog/{slug}) and webinars (/webinars) as a visitor uses them, at 375 and 1280 px:
 * the seeded posts, tag filter, pagination, a post with its BlogPosting JSON-LD, 404s, and
 * registering for a webinar with the confirmation email and its calendar invite.
 */

const NEWEST_POSTS = [
  "South Florida Hiring Trends: What Employers Should Plan For",
  "How to Write a Resume That Gets Past Applicant Tracking Systems",
  "Contract-to-Hire, Explained for Employers",
  "Interview Tips Our Recruiters Wish Every Candidate Knew",
  "How We Use AI in Candidate Screening, and Where People Stay in Charge",
  "Healthcare Staffing in South Florida: Filling Critical Roles Without Burning Out Your Team",
] as const;
const OLDER_POSTS = [
  "Salary Negotiation for Job Seekers: How to Ask Without Risking the Offer",
  "Onboarding That Keeps New Hires Past Their First 90 Days",
] as const;
const FIRST_WEBINAR = "South Florida Hiring Briefing: Salaries, Talent Supply and What Candidates Expect";

function postCards(page: Page): Locator {
  return page.getByRole("region", { name: /posts/i }).getByRole("article");
}

/** The post cards' titles, read again until they match: a client-side navigation renders after the URL changes. */
function cardTitles(page: Page): Locator {
  return postCards(page).getByRole("heading", { level: 3 });
}

/** The action answers a rejected form with 400 (or 429), which the browser reports in its console. */
const REFUSED_FORM_POST = /status of (400|429) .*\/webinars\.data/;

/** A fresh address per run and project, in mixed case (registrations compare it case-insensitively). */
function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `E2E.${label}.${testInfo.project.name}.${Date.now()}@Example.com`;
}

type MailboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
};

async function mailboxFor(page: Page, address: string): Promise<MailboxMessage[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).messages;
}

test.describe("Blog list", () => {
  test("lists the newest posts first with cover, linked title, byline, excerpt and tags", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog: Hiring Insights & Career Advice | Sunshine Staffing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main main")).toHaveCount(0);

    await expect(cardTitles(page)).toHaveText(NEWEST_POSTS);
    const first = postCards(page).first();
    await expect(first.getByRole("link", { name: NEWEST_POSTS[0] })).toHaveAttribute(
      "href",
      "/blog/south-florida-hiring-trends",
    );
    const cover = first.locator("img");
    await expect(cover).toHaveAttribute("src", "/blog/south-florida-hiring-trends.svg");
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(first).toContainText("Elena Marquez");
    await expect(first).toContainText(/\d+ min read/);
    await expect(first).toContainText("Population growth, new headquarters");
    await expect(first.getByRole("link", { name: "South Florida", exact: true })).toHaveAttribute(
      "href",
      "/blog?tag=South+Florida",
    );

    const published = await postCards(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(published).toHaveLength(6);
    expect([...published].sort().reverse()).toEqual(published);

    await expectNoSeriousA11yViolations(page);
  });

  test("filters by tag, marks the current topic and links back to all posts", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const topics = page.getByRole("navigation", { name: "Topics" });
    await expect(topics.getByRole("link", { name: "All posts" })).toHaveAttribute("aria-current", "page");

    await topics.getByRole("link", { name: /^employers/ }).click();
    await expect(page).toHaveURL(/\/blog\?tag=employers$/);
    await expect(page).toHaveTitle("Posts tagged “employers” | Sunshine Staffing");
    await expect(page.getByRole("heading", { level: 2, name: "Posts tagged “employers”" })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([NEWEST_POSTS[0], NEWEST_POSTS[2], OLDER_POSTS[1]]);
    await expect(topics.getByRole("link", { name: /^employers/ })).toHaveAttribute("aria-current", "page");
    await expect(topics.getByRole("link", { name: "All posts" })).not.toHaveAttribute("aria-current");
    await expect(topics.locator("[aria-current]")).toHaveCount(1);

    await topics.getByRole("link", { name: "All posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveText(NEWEST_POSTS);
  });

  test("shows an empty state with a link to every post for an unknown tag", async ({ page }) => {
    const response = await page.goto("/blog?tag=underwater-basket-weaving");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No articles are tagged “underwater-basket-weaving”.")).toBeVisible();
    await expect(postCards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "See all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postCards(page)).toHaveCount(6);
  });

  test("paginates with page links, Previous and Next; a page past the end is a 404", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page).toHaveTitle("Blog: Hiring Insights & Career Advice (Page 2) | Sunshine Staffing");
    await expect(cardTitles(page)).toHaveText(OLDER_POSTS);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveText(NEWEST_POSTS);

    const beyond = await page.goto("/blog?page=3");
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    expect((await page.goto("/blog?page=abc"))?.status()).toBe(404);
  });
});

test.describe("Blog post", () => {
  test("shows the article, its cover, byline, tags, related posts and BlogPosting JSON-LD", async ({
    page,
  }) => {
    await page.goto("/blog/resume-that-passes-ats");
    const title = "How to Write a Resume That Gets Past Applicant Tracking Systems";
    await expect(page).toHaveTitle(`${title} | Sunshine Staffing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/blog\/resume-that-passes-ats$/,
    );

    const article = page.getByRole("article", { name: title });
    await expect(article).toContainText("Marcus Bell");
    await expect(article).toContainText(/\d+ min read/);
    await expect(article.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    const cover = article.getByRole("img", { name: /resume passing through a scanner/ });
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
    await expect(article.getByRole("heading", { level: 2, name: "Keep the layout plain" })).toHaveAttribute(
      "id",
      "keep-the-layout-plain",
    );
    await expect(
      article.getByRole("listitem").filter({ hasText: "Shortened month-end close" }),
    ).toBeVisible();

    const topics = article.getByRole("list", { name: "Topics of this article" });
    await expect(topics.getByRole("link")).toHaveText(["resume", "ATS", "job search", "career advice"]);
    await expect(topics.getByRole("link", { name: "job search" })).toHaveAttribute(
      "href",
      "/blog?tag=job+search",
    );

    const related = page.getByRole("region", { name: "Related articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.first().getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    await expect(related.getByRole("link", { name: title })).toHaveCount(0);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const posting = jsonLd.find((item) => item?.["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: title,
      author: { "@type": "Person", name: "Marcus Bell" },
      publisher: { "@type": "Organization", name: "Sunshine Staffing" },
      url: expect.stringMatching(/\/blog\/resume-that-passes-ats$/),
      image: expect.stringMatching(/\/og-image\.png$/),
      keywords: "resume, ATS, job search, career advice",
    });
    expect(Number.isNaN(Date.parse(posting.datePublished))).toBe(false);
    expect(Number.isNaN(Date.parse(posting.dateModified))).toBe(false);

    await expectNoSeriousA11yViolations(page);
  });

  test("opens from the list and leads to other posts by tag", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await postCards(page).getByRole("link", { name: NEWEST_POSTS[2] }).click();
    await expect(page).toHaveURL(/\/blog\/contract-to-hire-explained$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST_POSTS[2] as string);
    await page
      .getByRole("list", { name: "Topics of this article" })
      .getByRole("link", { name: "employers" })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=employers$/);
    await expect(postCards(page)).toHaveCount(3);
  });

  test("answers 404 for an unknown slug", async ({ page }) => {
    const response = await page.goto("/blog/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle("404 Page Not Found | Sunshine Staffing");
  });
});

/** A documentation-range address unique to the test, as if each test were a different visitor. */
function visitorHeaders(testInfo: TestInfo): Record<string, string> {
  const project = testInfo.project.name === "mobile" ? 2 : 1;
  const id = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_000, 0);
  return { "x-forwarded-for": `198.${50 + project}.${Math.floor(id / 250)}.${id % 250}` };
}

test.describe("Webinars", () => {
  // Each test is a visitor of its own (the per-IP limit would otherwise span tests); the server
  // trusts X-Forwarded-For from loopback, as behind a reverse proxy.
  test.beforeEach(async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders(visitorHeaders(testInfo));
  });

  function upcoming(page: Page): Locator {
    return page.getByRole("region", { name: "Upcoming webinars" }).getByRole("article");
  }

  function firstWebinar(page: Page): Locator {
    return page.getByRole("article", { name: FIRST_WEBINAR });
  }

  async function seatsLeft(card: Locator): Promise<number> {
    const text = await card.getByText(/^\d+ of \d+$/).textContent();
    return Number(text?.split(" ")[0]);
  }

  test("lists upcoming webinars soonest first with Eastern time, length, host, audience and seats", async ({
    page,
  }) => {
    await page.goto("/webinars");
    await expect(page).toHaveTitle("Free Webinars for Employers and Job Seekers | Sunshine Staffing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webinars");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main main")).toHaveCount(0);

    await expect(upcoming(page).getByRole("heading", { level: 3 })).toHaveText([
      FIRST_WEBINAR,
      "Resume and Interview Clinic: Getting Noticed When Software Reads Your Resume First",
      "Responsible AI in Recruiting: What Candidates and Employers Should Know",
    ]);
    const card = firstWebinar(page);
    await expect(card).toContainText(/12:00 PM – 12:45 PM E[SD]T \(45 minutes\)/);
    await expect(card).toContainText("Elena Marquez, Director of Client Services");
    await expect(card).toContainText("Employers and hiring managers");
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
    expect(await seatsLeft(card)).toBeLessThanOrEqual(150);
    const starts = await upcoming(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect([...starts].sort()).toEqual(starts);

    await expectNoSeriousA11yViolations(page);
  });

  test("shows what is missing under each field when the form is sent empty", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(REFUSED_FORM_POST);
    await page.goto("/webinars");
    await waitForHydration(page);
    const card = firstWebinar(page);
    await card.getByRole("button", { name: "Reserve my free seat" }).click();

    const name = card.getByLabel("Full name");
    const email = card.getByLabel("Email");
    await expect(card.getByText("Please enter your name")).toBeVisible();
    await expect(card.getByText("Please enter a valid email address")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(name).toBeFocused();
    await expect(card.getByLabel("Company (optional)")).not.toHaveAttribute("aria-invalid");

    await email.fill("not-an-email");
    await name.fill("Ana Torres");
    await card.getByRole("button", { name: "Reserve my free seat" }).click();
    await expect(card.getByText("Please enter your name")).toHaveCount(0);
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(email).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("registers a person once and emails the confirmation with a calendar invite", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "register");
    await page.goto("/webinars");
    await waitForHydration(page);
    const card = firstWebinar(page);
    const seatsBefore = await seatsLeft(card);

    await card.getByLabel("Full name").fill("Ana Torres");
    await card.getByLabel("Email").fill(email);
    await card.getByLabel("Company (optional)").fill("Brickell Dental Group");
    await card.getByRole("button", { name: "Reserve my free seat" }).click();

    const status = card.getByRole("status");
    await expect(status).toContainText("You're registered!");
    await expect(status).toContainText(
      `You're registered for "${FIRST_WEBINAR}". Check ${email.toLowerCase()} for your confirmation and calendar invite.`,
    );
    await expect(card.getByRole("button", { name: "Reserve my free seat" })).toHaveCount(0);
    // The count comes from the loader revalidated after the action: it may land a moment later.
    await expect.poll(() => seatsLeft(card)).toBeLessThan(seatsBefore);

    const [message, ...others] = await mailboxFor(page, email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      to: email.toLowerCase(),
      subject: `You're registered: ${FIRST_WEBINAR}`,
      attachments: [{ filename: "webinar.ics", contentType: "text/calendar", size: expect.any(Number) }],
    });
    expect(message?.text).toContain("Hi Ana Torres,");
    expect(message?.text).toMatch(/Time: 12:00 PM – 12:45 PM E[SD]T/);
    expect(message?.attachments[0]?.size).toBeGreaterThan(300);

    // Registering again, in another letter case, is the same registration and sends nothing new.
    await page.goto("/webinars");
    await waitForHydration(page);
    await card.getByLabel("Full name").fill("Ana Torres");
    await card.getByLabel("Email").fill(email.toUpperCase());
    await card.getByRole("button", { name: "Reserve my free seat" }).click();
    await expect(card.getByRole("status")).toContainText("You're registered!");
    expect(await mailboxFor(page, email)).toHaveLength(1);
  });

  test("works without JavaScript: errors and the confirmation come back in the page", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: visitorHeaders(testInfo),
    });
    const page = await context.newPage();
    const email = uniqueEmail(testInfo, "nojs");
    await page.goto("/webinars");
    const card = firstWebinar(page);

    await card.getByRole("button", { name: "Reserve my free seat" }).click();
    await expect(card.getByText("Please enter your name")).toBeVisible();
    await expect(card.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");

    await card.getByLabel("Full name").fill("Luis Ortega");
    await card.getByLabel("Email").fill(email);
    await card.getByRole("button", { name: "Reserve my free seat" }).click();
    await expect(card.getByRole("status")).toContainText(
      `Check ${email.toLowerCase()} for your confirmation`,
    );
    expect(await mailboxFor(page, email)).toHaveLength(1);
    await context.close();
  });

  test("stops a sixth registration from one address within 15 minutes", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "limit");
    const submit = () =>
      page.request.post("/webinars", {
        form: { webinar: "resume-and-interview-clinic", name: "Rate Limited", email },
        headers: visitorHeaders(testInfo),
        maxRedirects: 0,
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await submit()).status()).toBe(200);
    const refused = await submit();
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Too many requests. Please wait a moment and try again.");
    expect(await mailboxFor(page, email)).toHaveLength(1);
  });
});
