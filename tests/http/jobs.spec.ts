import { type APIRequestContext, expect, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { E2E_BASE_URL } from "../../playwright.config";
import { UUID_SOURCE as UUID } from "../../server/kernel/ids";
import { ISOLATED_APP_START_TIMEOUT_MS, type IsolatedApp, startIsolatedApp } from "../support/isolated-app";

// The job board as curl or a crawler sees it: server-rendered lists, job pages with JobPosting
// structured data, 410 for jobs that no longer take applications, 404s, and the sitemap.

const GOOGLE_EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY"];

/** The /jobs/{id} paths the sitemap lists, read from `base` (the shared server or an isolated one). */
async function sitemapJobPaths(request: APIRequestContext, base = E2E_BASE_URL): Promise<string[]> {
  const response = await request.get(`${base}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const urls = new XMLParser().parse(await response.text()).urlset.url as { loc: string }[];
  return urls.map((url) => new URL(url.loc).pathname).filter((path) => path.startsWith("/jobs/"));
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] as string),
  );
}

function jobPostingOf(html: string): Record<string, unknown> | undefined {
  return jsonLdBlocks(html).find((block) => block["@type"] === "JobPosting");
}

/** The count the list announces, e.g. "35 jobs" → 35. */
function listedTotal(html: string): number {
  const count = html.match(/role="status"[^>]*>(\d+) jobs?</)?.[1];
  expect(count, "the result count").toBeDefined();
  return Number(count);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
}

/** Google's required JobPosting properties, and the recommended ones in the shape Google reads. */
function expectGoogleJobPosting(posting: Record<string, unknown>, url: string) {
  expect(posting["@context"]).toBe("https://schema.org");
  expect(typeof posting.title).toBe("string");
  expect(posting.description).toMatch(/<p>.+<\/p>/s);
  expect(posting.datePosted).toMatch(ISO_DATE);
  expect(posting.validThrough).toMatch(ISO_DATE);
  expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(
    Date.parse(posting.datePosted as string),
  );
  expect(posting.url).toBe(url);

  const organization = posting.hiringOrganization;
  if (organization !== "confidential") {
    expect(organization).toMatchObject({ "@type": "Organization", name: expect.any(String) });
  }
  if (posting.jobLocationType === "TELECOMMUTE") {
    expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "USA" });
  } else {
    expect(posting.jobLocation).toMatchObject({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: expect.any(String),
        addressRegion: expect.stringMatching(/^[A-Z]{2}$/),
        addressCountry: "US",
      },
    });
  }

  for (const type of [posting.employmentType].flat()) expect(GOOGLE_EMPLOYMENT_TYPES).toContain(type);
  expect(posting.identifier).toMatchObject({ "@type": "PropertyValue", value: url.split("/").at(-1) });
  expect(posting.directApply).toBe(true);
  if (posting.baseSalary !== undefined) {
    const salary = posting.baseSalary as { currency: string; value: Record<string, unknown> };
    expect(salary).toMatchObject({ "@type": "MonetaryAmount", currency: "USD" });
    expect(salary.value).toMatchObject({
      "@type": "QuantitativeValue",
      unitText: expect.stringMatching(/^(YEAR|HOUR)$/),
    });
    expect(salary.value.minValue as number).toBeLessThanOrEqual(salary.value.maxValue as number);
  }
}

test.describe("/jobs without JavaScript", () => {
  test("answers 200 with the first page of open jobs in the HTML, as many as the sitemap lists", async ({
    request,
  }) => {
    const response = await request.get("/jobs");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(">Find Your Next Job</h1>");
    expect(html).toContain("<title>Jobs in Florida &amp; Across the US | Sunshine Staffing</title>");
    expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/jobs"/>`);

    const openJobs = await sitemapJobPaths(request);
    expect(listedTotal(html)).toBe(openJobs.length);
    const cardLinks = [...html.matchAll(new RegExp(`<h3[^>]*><a[^>]*href="(/jobs/${UUID})"`, "g"))].map(
      (match) => match[1],
    );
    expect(cardLinks).toHaveLength(Math.min(10, openJobs.length));
    expect(openJobs).toEqual(expect.arrayContaining(cardLinks));
    expect(html).toContain('href="/jobs?page=2"');
  });

  test("the search form is a GET form to /jobs, and a filtered address is served as such", async ({
    request,
  }) => {
    const html = await (await request.get("/jobs?type=contract&sort=salary")).text();
    const form = html.match(/<form[^>]*action="\/jobs"[^>]*>/)?.[0];
    expect(form).toContain('method="get"');
    for (const name of ["q", "location", "type", "industry", "remote", "salaryMin", "sort"]) {
      expect(html).toMatch(new RegExp(`<(input|select)[^>]*name="${name}"`));
    }
    expect(html).toMatch(/<option value="contract" selected="">Contract<\/option>/);
    expect(html).toMatch(/<option value="salary" selected="">Highest salary<\/option>/);
    expect(listedTotal(html)).toBeGreaterThan(0);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("blank fields from a form sent without JavaScript redirect to the shorter address", async ({
    request,
  }) => {
    const response = await request.get(
      "/jobs?q=nurse&location=&type=&industry=&remote=&salaryMin=&sort=relevance",
      {
        maxRedirects: 0,
      },
    );
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/jobs?q=nurse&sort=relevance");
  });

  test("bad values are left out with a note, never an error page", async ({ request }) => {
    const all = listedTotal(await (await request.get("/jobs")).text());
    for (const query of [
      "type=weekly",
      "industry=Mining",
      "remote=moon",
      "salaryMin=-5",
      "sort=random",
      "page=abc",
      `q=${"x".repeat(500)}`,
    ]) {
      const response = await request.get(`/jobs?${query}`);
      expect(response.status(), query).toBe(200);
      const html = await response.text();
      expect(html, query).toContain("Part of this search could not be used");
      expect(listedTotal(html), query).toBe(all);
    }
    const escaped = await (await request.get("/jobs?industry=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).text();
    expect(escaped).toContain("Industry “&lt;script&gt;alert(1)&lt;/script&gt;” is not a choice");
  });

  test("a page past the end shows the last page and says so", async ({ request }) => {
    const html = await (await request.get("/jobs?page=500")).text();
    const lastPage = Math.ceil(listedTotal(html) / 10);
    expect(html).toContain(`There is no page 500 of these results; page ${lastPage} is the last one.`);
    expect(html).toContain(`<a aria-current="page" aria-label="Page ${lastPage}"`);
  });
});

test.describe("/jobs/{id}", () => {
  test("every open job in the sitemap answers 200 with its own meta tags and complete JobPosting data", async ({
    request,
  }) => {
    const paths = await sitemapJobPaths(request);
    expect(paths.length).toBeGreaterThan(10);
    const titles = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}${path}"/>`);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] as string;
      expect(titles.has(title), `${path} shares its title`).toBe(false);
      titles.add(title);
      expect(html).toContain(`href="/apply?job=${path.split("/").at(-1)}"`);

      const posting = jobPostingOf(html);
      expect(posting, `${path} JobPosting`).toBeDefined();
      expectGoogleJobPosting(posting as Record<string, unknown>, `${E2E_BASE_URL}${path}`);
      expect(html).toContain(`>${escapeHtml(posting?.title as string)}</h1>`);
    }
  });

  test("an unknown id, a malformed one and a path below a job are the site's 404 page", async ({
    request,
  }) => {
    for (const path of [
      "/jobs/6f1c0a52-3c1b-4a8e-9a3e-0d3c1b2a4f5e",
      "/jobs/nope",
      "/jobs/1%27%20OR%201=1",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain("404 Page Not Found");
      expect(jobPostingOf(html)).toBeUndefined();
    }
  });
});

test.describe("jobs that stop taking applications", () => {
  // Closing jobs here would change what the other suites read from the shared server mid-run.
  // Serial: one worker, one isolated server for the whole group.
  test.describe.configure({ mode: "serial" });
  let app: IsolatedApp;

  test.beforeAll(async () => {
    test.setTimeout(ISOLATED_APP_START_TIMEOUT_MS);
    app = await startIsolatedApp();
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  async function jobIds(status: string): Promise<string[]> {
    const { rows } = await app.db.query<{ id: string }>(
      "select id from jobs where status = $1 order by title",
      [status],
    );
    return rows.map((row) => row.id);
  }

  test("filled and closed jobs answer 410 with what happened and open alternatives, without JobPosting", async ({
    request,
  }) => {
    const headings = {
      filled: "This position has been filled",
      closed: "This position is no longer accepting applications",
    };
    const openJobs = await sitemapJobPaths(request, app.url);
    for (const [status, heading] of Object.entries(headings)) {
      const ids = await jobIds(status);
      expect(ids.length, `seeded ${status} jobs`).toBeGreaterThan(0);
      for (const id of ids) {
        const response = await request.get(`${app.url}/jobs/${id}`);
        expect(response.status()).toBe(410);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        expect(html).toContain('<meta name="robots" content="noindex"/>');
        expect(jobPostingOf(html)).toBeUndefined();
        expect(html).not.toContain("/apply?job=");
        expect(html).toContain(">Similar open positions</h2>");
        const similar = [...html.matchAll(new RegExp(`<h3[^>]*><a[^>]*href="(/jobs/${UUID})"`, "g"))].map(
          (match) => match[1],
        );
        expect(similar.length).toBeGreaterThan(0);
        expect(openJobs).toEqual(expect.arrayContaining(similar));
        expect(openJobs).not.toContain(`/jobs/${id}`);
      }
    }
  });

  test("a draft is not public: 404 and not in the sitemap", async ({ request }) => {
    const [draft] = await jobIds("draft");
    expect(draft).toBeDefined();
    expect((await request.get(`${app.url}/jobs/${draft}`)).status()).toBe(404);
    expect(await sitemapJobPaths(request, app.url)).not.toContain(`/jobs/${draft}`);
  });

  test("closing an open job turns its page into a 410 and takes it out of the sitemap and the list", async ({
    request,
  }) => {
    const [path] = await sitemapJobPaths(request, app.url);
    const id = path?.split("/").at(-1) as string;
    expect((await request.get(`${app.url}${path}`)).status()).toBe(200);
    const totalBefore = listedTotal(await (await request.get(`${app.url}/jobs`)).text());

    await app.db.query("update jobs set status = 'closed', updated_at = now() where id = $1", [id]);

    const response = await request.get(`${app.url}${path}`);
    expect(response.status()).toBe(410);
    const html = await response.text();
    expect(html).toContain("This position is no longer accepting applications");
    expect(jobPostingOf(html)).toBeUndefined();
    expect(await sitemapJobPaths(request, app.url)).not.toContain(path);
    const list = await (await request.get(`${app.url}/jobs`)).text();
    expect(listedTotal(list)).toBe(totalBefore - 1);
    expect(list).not.toContain(`href="${path}"`);
  });

  test("the home page features High-priority jobs only, and says so when there are none", async ({
    request,
  }) => {
    // A crawler's user agent: the server waits for the streamed sections, so the HTML is complete.
    const home = async () =>
      (await request.get(`${app.url}/`, { headers: { "User-Agent": "Googlebot/2.1" } })).text();
    const { rows: high } = await app.db.query<{ id: string }>(
      "select id from jobs where status = 'open' and priority = 'High'",
    );
    const featured = [...(await home()).matchAll(new RegExp(`href="/jobs/(${UUID})"`, "g"))].map(
      (match) => match[1],
    );
    expect(featured).toHaveLength(Math.min(3, high.length));
    expect(high.map((row) => row.id)).toEqual(expect.arrayContaining(featured));

    await app.db.query("update jobs set priority = 'Normal' where priority = 'High'");
    const html = await home();
    expect(html).toContain("No high priority jobs available at the moment.");
    expect(html).not.toMatch(new RegExp(`href="/jobs/${UUID}"`));
  });
});
