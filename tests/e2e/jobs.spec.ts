import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ISOLATED_APP_START_TIMEOUT_MS, type IsolatedApp, startIsolatedApp } from "../support/isolated-app";
import { expect, expectNoSeriousA11yViolations, isMobile, test, waitForHydration } from "./support/fixtures";

/**
 * The job board as a job seeker uses it, at 375 and 1280 px: searching as they type, filters, sort
 * and pages kept in the address, the empty state and how to widen it, a job's page and the way to
 * apply, and the featured jobs on the home page. Expected results come from GET /api/jobs, which
 * runs the same search.
 */

type ApiJob = { id: string; title: string };

/** What the jobs API answers for a query: the page of jobs and the total of every match. */
async function apiSearch(
  request: APIRequestContext,
  query: string,
): Promise<{ total: number; titles: string[] }> {
  const response = await request.get(`/api/jobs?${query}`);
  expect(response.ok()).toBe(true);
  const jobs = (await response.json()) as ApiJob[];
  return { total: Number(response.headers()["x-total-count"]), titles: jobs.map((job) => job.title) };
}

const countLabel = (total: number) => (total === 1 ? "1 job" : `${total} jobs`);

function results(page: Page): Locator {
  return page.getByRole("region", { name: "Open positions" });
}

function resultCount(page: Page): Locator {
  return results(page).getByRole("status");
}

function cardTitles(page: Page): Locator {
  return results(page).getByRole("article").getByRole("heading", { level: 3 });
}

/** A card's "On-site · Full-time" line, with the words screen readers hear before it. */
function workplaceAndType(card: Locator): Locator {
  return card.getByRole("listitem").filter({ hasText: "Workplace and job type:" });
}

/** Marks the document; after client-side navigations the mark is still there, after a page load it is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
}

test.describe("/jobs search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/jobs");
  });

  test("lists the newest open jobs, ten to a page, with each card's facts", async ({ page, request }) => {
    await expect(page).toHaveTitle("Jobs in Florida & Across the US | Sunshine Staffing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Next Job");
    const newest = await apiSearch(request, "sort=newest&limit=10");
    await expect(resultCount(page)).toHaveText(countLabel(newest.total));
    await expect(cardTitles(page)).toHaveText(newest.titles);

    const first = results(page).getByRole("article").first();
    const link = first.getByRole("link", { name: newest.titles[0] });
    await expect(link).toHaveAttribute("href", /^\/jobs\/[0-9a-f-]{36}$/);
    await expect(workplaceAndType(first)).toHaveText(
      /^Workplace and job type: (On-site|Hybrid|Remote) · (Full-time|Part-time|Contract|Contract-to-hire|Temporary)$/,
    );
    await expect(first.getByRole("listitem").filter({ hasText: "Location:" })).toHaveText(
      /^Location: .+, [A-Z]{2}$/,
    );
    await expect(first.getByText(/^Posted /)).toBeVisible();
  });

  test("typing in the search box updates the address and the results without reloading the page", async ({
    page,
    request,
  }) => {
    await waitForHydration(page);
    await markDocument(page);
    const expected = await apiSearch(request, "q=nurse&limit=10");
    const keywords = page.getByRole("searchbox", { name: "Keywords" });
    await keywords.pressSequentially("nurse", { delay: 40 });

    await expect(page).toHaveURL(/\/jobs\?q=nurse$/);
    await expect(resultCount(page)).toHaveText(countLabel(expected.total));
    await expect(cardTitles(page)).toHaveText(expected.titles);
    // The field keeps the visitor's text and focus, and the page was never reloaded.
    await expect(keywords).toHaveValue("nurse");
    await expect(keywords).toBeFocused();
    expect(await isSameDocument(page)).toBe(true);
    await expect(page).toHaveTitle("Job Search: “nurse” | Sunshine Staffing");
  });

  test("each filter narrows the list and is kept in the address", async ({ page, request }) => {
    await waitForHydration(page);
    const filters: { label: string; option: string; param: string; cardText?: string }[] = [
      { label: "Job type", option: "Contract", param: "type=contract", cardText: "Contract" },
      { label: "Industry", option: "Healthcare", param: "industry=Healthcare" },
      { label: "Workplace", option: "Remote", param: "remote=remote", cardText: "Remote" },
      { label: "Minimum salary", option: "$100,000+ a year", param: "salaryMin=100000" },
    ];
    for (const filter of filters) {
      await page.goto("/jobs");
      await waitForHydration(page);
      const expected = await apiSearch(request, `${filter.param}&limit=10`);
      expect(expected.total, filter.param).toBeGreaterThan(0);
      await page.getByLabel(filter.label).selectOption({ label: filter.option });
      await expect(page).toHaveURL(new RegExp(`/jobs\\?${filter.param}$`));
      await expect(resultCount(page)).toHaveText(countLabel(expected.total));
      await expect(cardTitles(page)).toHaveText(expected.titles);
      if (filter.cardText) {
        for (const card of await results(page).getByRole("article").all()) {
          await expect(workplaceAndType(card)).toContainText(filter.cardText);
        }
      }
    }

    await page.goto("/jobs");
    await waitForHydration(page);
    const miami = await apiSearch(request, "location=Miami&limit=10");
    await page.getByLabel("Location").fill("Miami");
    await expect(page).toHaveURL(/\/jobs\?location=Miami$/);
    await expect(resultCount(page)).toHaveText(countLabel(miami.total));
    for (const card of await results(page).getByRole("article").all()) {
      await expect(card.getByText("Miami, FL")).toBeVisible();
    }
  });

  test("filters combine, and Back restores the previous search and its fields", async ({ page, request }) => {
    await waitForHydration(page);
    await page.getByLabel("Industry").selectOption({ label: "Technology" });
    await expect(page).toHaveURL(/\/jobs\?industry=Technology$/);
    await page.getByLabel("Job type").selectOption({ label: "Full-time" });
    await expect(page).toHaveURL(/\/jobs\?type=full-time&industry=Technology$/);
    const both = await apiSearch(request, "type=full-time&industry=Technology");
    await expect(resultCount(page)).toHaveText(countLabel(both.total));

    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?industry=Technology$/);
    await expect(page.getByLabel("Job type")).toHaveValue("");
    await expect(page.getByLabel("Industry")).toHaveValue("Technology");
  });

  test("sorts by highest salary", async ({ page, request }) => {
    await waitForHydration(page);
    await page.getByLabel("Sort").selectOption({ label: "Highest salary" });
    await expect(page).toHaveURL(/\/jobs\?sort=salary$/);
    await expect(cardTitles(page)).toHaveText((await apiSearch(request, "sort=salary&limit=10")).titles);
  });

  test("pages with Next, Previous and page numbers, each page at its own address", async ({
    page,
    request,
  }) => {
    await waitForHydration(page);
    await markDocument(page);
    const { total } = await apiSearch(request, "limit=1");
    const pageCount = Math.ceil(total / 10);
    expect(pageCount).toBeGreaterThan(1);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/jobs\?page=2$/);
    await expect(results(page)).toContainText(`page 2 of ${pageCount}`);
    await expect(cardTitles(page)).toHaveText(
      (await apiSearch(request, "sort=newest&limit=10&offset=10")).titles,
    );
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Jobs in Florida & Across the US (Page 2) | Sunshine Staffing");

    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a search with no results offers wider ones, and Clear all filters shows every job", async ({
    page,
    request,
  }) => {
    await waitForHydration(page);
    await page.getByLabel("Job type").selectOption({ label: "Contract" });
    await expect(page).toHaveURL(/\/jobs\?type=contract$/);
    await page.getByRole("searchbox", { name: "Keywords" }).fill("xylophonist");
    await expect(page).toHaveURL(/\/jobs\?q=xylophonist&type=contract$/);
    await expect(resultCount(page)).toHaveText("0 jobs");
    await expect(results(page).getByText("No jobs match this search.")).toBeVisible();

    const contract = await apiSearch(request, "type=contract");
    const wider = results(page).getByRole("list", { name: "Wider searches" });
    await expect(wider.getByRole("link")).toHaveText([
      `Remove keywords: “xylophonist” (${countLabel(contract.total)})`,
    ]);
    await wider.getByRole("link").click();
    await expect(page).toHaveURL(/\/jobs\?type=contract$/);
    await expect(resultCount(page)).toHaveText(countLabel(contract.total));
    await expect(page.getByRole("searchbox", { name: "Keywords" })).toHaveValue("");

    await page.goto("/jobs?q=xylophonist&remote=remote");
    await results(page).getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(resultCount(page)).toHaveText(countLabel((await apiSearch(request, "limit=1")).total));
    await expect(page.getByLabel("Workplace")).toHaveValue("");
  });

  test("a shared address with a value the board does not know shows a note and the rest of the search", async ({
    page,
    request,
  }) => {
    await page.goto("/jobs?q=engineer&type=weekly");
    const note = page.getByRole("note");
    await expect(note).toContainText("Part of this search could not be used");
    await expect(note).toContainText(
      "Job type “weekly” is not a choice this search knows, so it was left out.",
    );
    await expect(resultCount(page)).toHaveText(countLabel((await apiSearch(request, "q=engineer")).total));
  });

  test("fits the screen without sideways scrolling, down to 320 px", async ({ page }, testInfo) => {
    const widths = isMobile(testInfo) ? [375, 320] : [1280];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBe(0);
    }
  });

  test("has no serious accessibility violations, with results, a note and the empty state", async ({
    page,
  }) => {
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/jobs?q=xylophonist&type=weekly");
    await expect(page.getByRole("note")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("/jobs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and the page links work as plain HTML", async ({ page, request }) => {
    await page.goto("/jobs");
    await page.getByRole("searchbox", { name: "Keywords" }).fill("manager");
    await page.getByLabel("Job type").selectOption({ label: "Full-time" });
    await page.getByRole("button", { name: "Search" }).click();
    // The blank fields the form sends are dropped by a redirect, so the address stays shareable.
    await expect(page).toHaveURL(/\/jobs\?q=manager&type=full-time&sort=newest$/);
    const expected = await apiSearch(request, "q=manager&type=full-time&sort=newest&limit=10");
    await expect(resultCount(page)).toHaveText(countLabel(expected.total));
    await expect(cardTitles(page)).toHaveText(expected.titles);

    await page.goto("/jobs");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/jobs\?page=2$/);
    await expect(cardTitles(page)).toHaveText(
      (await apiSearch(request, "sort=newest&limit=10&offset=10")).titles,
    );
  });
});

test.describe("A job's page", () => {
  test("shows the job's details, requirements, skills, the way to apply and similar jobs", async ({
    page,
  }) => {
    await page.goto("/jobs");
    const card = results(page).getByRole("article").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) as string;
    const company = (await card.getByRole("paragraph").first().textContent()) as string;
    await card.getByRole("link", { name: title }).click();

    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split("/").at(-1) as string;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} at `));
    const main = page.getByRole("main");
    await expect(main.getByText(company, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/^Posted /).first()).toBeVisible();
    await expect(main.getByRole("heading", { name: "About the role" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Requirements", exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Skills" })).toBeVisible();

    const apply = main.getByRole("link", { name: "Apply Now" });
    await expect(apply).toHaveCount(2);
    for (const link of await apply.all()) await expect(link).toHaveAttribute("href", `/apply?job=${id}`);

    const similar = page.getByRole("region", { name: "Similar jobs" }).getByRole("article");
    await expect(similar).toHaveCount(3);
    await expect(similar.getByRole("link").first()).toHaveAttribute("href", /^\/jobs\/[0-9a-f-]{36}$/);
    await expect(similar.getByRole("link", { name: title, exact: true })).toHaveCount(0);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((block) => JSON.parse(block)).find((data) => data["@type"] === "JobPosting");
    expect(posting).toMatchObject({ title, directApply: true, identifier: { value: id } });

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("fits the screen and has no serious accessibility violations", async ({ page, request }, testInfo) => {
    const [job] = (await (await request.get("/api/jobs?limit=1")).json()) as ApiJob[];
    await page.goto(`/jobs/${job?.id}`);
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    for (const width of isMobile(testInfo) ? [375, 320] : [1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBe(0);
    }
  });

  test("an unknown job is the 404 page", async ({ page }) => {
    const response = await page.goto("/jobs/6f1c0a52-3c1b-4a8e-9a3e-0d3c1b2a4f5e");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});

test.describe("Featured jobs on the home page", () => {
  test("shows up to three High-priority jobs, each leading to its page", async ({ page, request }) => {
    const high = (await (await request.get("/api/jobs?priority=High&limit=100")).json()) as ApiJob[];
    await page.goto("/");
    const section = page.getByRole("region", { name: "Featured Jobs", exact: true });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(Math.min(3, high.length));
    const links = section.locator('a[href^="/jobs/"]');
    const featuredIds = (
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    ).map((href) => href?.split("/").at(-1));
    expect(high.map((job) => job.id)).toEqual(expect.arrayContaining(featuredIds));
    await expect(section.getByText("No high priority jobs available at the moment.")).toHaveCount(0);

    await waitForHydration(page);
    const title = (await cards.first().getByRole("heading", { level: 3 }).textContent()) as string;
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${featuredIds[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    await page.goBack();
    await section.getByRole("link", { name: "View All Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test.describe("when no job is High priority", () => {
    // Demoting every featured job on the shared server would break the other suites' home pages.
    let app: IsolatedApp;

    test.beforeAll(async () => {
      test.setTimeout(ISOLATED_APP_START_TIMEOUT_MS);
      app = await startIsolatedApp();
      await app.db.query("update jobs set priority = 'Normal' where priority = 'High'");
    });

    test.afterAll(async () => {
      await app?.stop();
    });

    test("says so, and still links to every job", async ({ page }) => {
      await page.goto(`${app.url}/`);
      const section = page.getByRole("region", { name: "Featured Jobs", exact: true });
      await expect(section.getByText("No high priority jobs available at the moment.")).toBeVisible();
      await expect(section.getByRole("article")).toHaveCount(0);
      await expect(section.getByRole("link", { name: "View All Jobs" })).toHaveAttribute("href", "/jobs");
    });
  });
});
