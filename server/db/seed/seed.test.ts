import { Writable } from "node:stream";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { INDUSTRIES } from "../../../common/jobs";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { passwordMatches } from "../../modules/candidates/passwords";
import { blogPosts, candidates, companyReviews, jobs, siteSettings, webinars } from "../schema";
import { DEMO_CANDIDATE } from "./candidates-data";
import { addDays, BUSINESS_TIME_ZONE, businessDate, businessTime } from "./dates";
import { seedDemoContent } from "./index";
import { POSTING_VALID_DAYS } from "./jobs-data";

const { db } = setupTestDatabase();
const silent = pino({ level: "silent" });

/** SPEC §9: the 21 served states, as postal codes. */
const SERVED_STATES = "AL AR CO FL GA IN IL KY LA MA MI MS NC OH OR PA RI SC TN TX VA".split(" ");

async function counts() {
  const [row] = await db()
    .execute<Record<string, string>>(sql`
    SELECT (SELECT count(*) FROM jobs) AS jobs,
           (SELECT count(*) FROM site_settings) AS settings,
           (SELECT count(*) FROM company_reviews) AS reviews,
           (SELECT count(*) FROM blog_posts) AS posts,
           (SELECT count(*) FROM webinars) AS webinars,
           (SELECT count(*) FROM candidates) AS candidates`)
    .then((result) => result.rows);
  return row;
}

async function jobSnapshot() {
  return db()
    .select({
      title: jobs.title,
      company: jobs.company,
      city: jobs.city,
      priority: jobs.priority,
      status: jobs.status,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      description: jobs.description,
      postedAt: jobs.postedAt,
      validThrough: jobs.validThrough,
    })
    .from(jobs)
    .orderBy(sql`${jobs.postedAt} DESC NULLS LAST`, asc(jobs.title));
}

/** Every table the demo seed fills, and (CASCADE) every table that refers to them. */
function emptyDemoTables() {
  return db().execute(
    sql`TRUNCATE jobs, candidates, site_settings, company_reviews, blog_posts, webinars, benefit_plans, demo_seed_runs RESTART IDENTITY CASCADE`,
  );
}

beforeEach(async () => {
  await emptyDemoTables();
});

describe("seedDemoContent on an empty database", () => {
  it("inserts jobs across all eight industries with realistic data", async () => {
    await seedDemoContent(db(), silent);
    const rows = await db().select().from(jobs);

    expect(rows.length).toBeGreaterThanOrEqual(32);
    expect(new Set(rows.map((job) => job.industry))).toEqual(new Set(INDUSTRIES));

    const featured = rows.filter((job) => job.priority === "High" && job.status === "open");
    expect(featured).toHaveLength(4);
    expect(rows.filter((job) => job.priority === "High")).toHaveLength(4);
    expect(rows.filter((job) => job.priority === "Low").length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((job) => job.status === "filled")).toHaveLength(2);
    expect(rows.filter((job) => job.status === "closed")).toHaveLength(1);
    expect(rows.filter((job) => job.status === "draft")).toHaveLength(1);

    const withRange = rows.filter((job) => job.salaryMin !== null && job.salaryMax !== null);
    expect(withRange.length / rows.length).toBeGreaterThan(0.8);
    expect(rows.filter((job) => job.salaryMin === null || job.salaryMax === null)).toHaveLength(3);
    for (const job of withRange) expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax ?? 0);
    for (const job of rows.filter((row) => row.salaryPeriod === "hour")) {
      expect(job.salaryMax ?? job.salaryMin).toBeLessThan(200);
    }
    for (const job of rows.filter((row) => row.salaryPeriod === "year" && row.salaryMin !== null)) {
      expect(job.salaryMin).toBeGreaterThanOrEqual(30000);
    }

    expect(new Set(rows.map((job) => job.workplaceType))).toEqual(new Set(["on-site", "hybrid", "remote"]));
    expect(new Set(rows.map((job) => job.employmentType)).size).toBeGreaterThanOrEqual(4);
    for (const job of rows) {
      expect(SERVED_STATES).toContain(job.state);
      expect(job.requirements.length).toBeGreaterThanOrEqual(4);
      expect(job.requirements.length).toBeLessThanOrEqual(6);
      expect(job.skills.length).toBeGreaterThanOrEqual(4);
      expect(job.skills.length).toBeLessThanOrEqual(8);
      expect(job.description).toContain("\n- ");
    }
    expect(rows.filter((job) => job.state === "FL").length / rows.length).toBeGreaterThan(0.6);
  });

  it("dates postings back from today and keeps them valid for 60 days", async () => {
    const now = new Date();
    await seedDemoContent(db(), silent, { now });
    const today = businessDate(now);
    const rows = await db().select().from(jobs);

    for (const job of rows) {
      if (job.status === "draft") {
        expect(job.postedAt).toBeNull();
        expect(job.validThrough).toBeNull();
        continue;
      }
      expect(job.postedAt && job.postedAt < today).toBe(true);
      expect(job.validThrough).toBe(addDays(job.postedAt ?? "", POSTING_VALID_DAYS));
      expect(job.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    const openPostedAt = rows.filter((job) => job.status === "open").map((job) => job.postedAt ?? "");
    expect(openPostedAt.every((posted) => posted >= addDays(today, -30))).toBe(true);
  });

  it("inserts the settings row, the agency's reviews, blog posts and future webinars", async () => {
    const now = new Date();
    await seedDemoContent(db(), silent, { now });

    const [settings] = await db().select().from(siteSettings);
    expect(settings).toMatchObject({
      id: 1,
      companyName: "Sunshine Staffing",
      address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
      contactPhone: "(305) 555-0142",
      contactEmail: "info@sunshinestaffing.example",
    });
    expect(settings?.businessHours).toHaveLength(2);
    expect(settings?.socialLinks.map((link) => link.network)).toEqual(["linkedin", "facebook", "x"]);

    const reviews = await db().select().from(companyReviews).where(eq(companyReviews.companyId, 1));
    expect(reviews).toHaveLength(8);
    expect(reviews.every((review) => review.status === "published")).toBe(true);
    expect(reviews.every((review) => review.rating >= 3 && review.rating <= 5)).toBe(true);
    expect(reviews.filter((review) => review.rating === 3)).toHaveLength(1);
    expect(reviews.filter((review) => review.text === null)).toHaveLength(1);
    expect(reviews.every((review) => review.createdAt < now)).toBe(true);

    const posts = await db().select().from(blogPosts);
    expect(posts).toHaveLength(8);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(8);
    for (const post of posts) {
      expect(post.status).toBe("published");
      expect(post.publishedAt?.getTime()).toBeLessThan(now.getTime());
      expect(post.body).toMatch(/^## /m);
      expect(post.body.split(/\n{2,}/).length).toBeGreaterThanOrEqual(8);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.coverImage).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
      expect(post.coverAlt?.length).toBeGreaterThan(20);
    }

    const scheduled = await db().select().from(webinars).orderBy(asc(webinars.startsAt));
    expect(scheduled).toHaveLength(3);
    const hourFormat = new Intl.DateTimeFormat("en-US", {
      timeZone: BUSINESS_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const webinar of scheduled) {
      expect(webinar.status).toBe("scheduled");
      expect(webinar.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(["12:00", "18:00"]).toContain(hourFormat.format(webinar.startsAt));
    }
    expect(scheduled.map((webinar) => businessDate(webinar.startsAt))).toEqual(
      [10, 24, 38].map((days) => addDays(businessDate(now), days)),
    );
  });

  it("logs what it inserted", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    await seedDemoContent(db(), pino({ level: "info" }, sink));
    await seedDemoContent(db(), pino({ level: "info" }, sink));

    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first.inserted).toEqual({
      jobs: expect.any(Number),
      siteSettings: 1,
      companyReviews: 8,
      blogPosts: 8,
      webinars: 3,
      candidates: 1,
      benefitPlans: 5,
      // 1 unless an earlier test's seed already opened the window (payroll_settings is not emptied).
      enrollmentWindow: expect.any(Number),
    });
    expect(second.msg).toMatch(/nothing inserted/);
  });
});

describe("the demo candidate", () => {
  it("is verified and signs in with the documented password", async () => {
    await seedDemoContent(db(), silent);
    const [maria, ...others] = await db().select().from(candidates);
    expect(others).toEqual([]);
    expect(maria).toMatchObject({ email: DEMO_CANDIDATE.email, emailVerifiedAt: expect.any(Date) });
    expect(await passwordMatches(DEMO_CANDIDATE.password, maria?.passwordHash)).toBe(true);
  });
});

describe("seedDemoContent on a database with content", () => {
  it("does not duplicate anything when run again", async () => {
    await seedDemoContent(db(), silent);
    const once = await counts();
    await seedDemoContent(db(), silent);
    expect(await counts()).toEqual(once);
  });

  it("never brings demo content back after every row was deleted", async () => {
    await seedDemoContent(db(), silent);
    await db().delete(jobs);
    await db().delete(webinars);
    await seedDemoContent(db(), silent);
    expect(await db().$count(jobs)).toBe(0);
    expect(await db().$count(webinars)).toBe(0);
  });

  it("inserts once when several app processes seed at the same time", async () => {
    await seedDemoContent(db(), silent);
    const expected = await counts();
    await emptyDemoTables();

    await Promise.all([
      seedDemoContent(db(), silent),
      seedDemoContent(db(), silent),
      seedDemoContent(db(), silent),
    ]);
    expect(await counts()).toEqual(expected);
  });

  it("leaves real jobs alone and still fills the other empty tables", async () => {
    await db().insert(jobs).values({
      title: "Office Manager",
      company: "A real client",
      city: "Miami",
      state: "FL",
      workplaceType: "on-site",
      employmentType: "full-time",
      industry: "Other",
      description: "Created by an admin.",
      status: "open",
    });
    await db()
      .insert(companyReviews)
      .values({ companyId: 1, authorName: "A real client", rating: 4, text: "Good." });

    await seedDemoContent(db(), silent);

    expect((await db().select({ title: jobs.title }).from(jobs)).map((job) => job.title)).toEqual([
      "Office Manager",
    ]);
    expect(await db().$count(companyReviews)).toBe(1);
    expect(await db().$count(siteSettings)).toBe(1);
    expect(await db().$count(blogPosts)).toBe(8);
    expect(await db().$count(webinars)).toBe(3);
  });

  it("keeps settings an admin already saved", async () => {
    await db()
      .insert(siteSettings)
      .values({ id: 1, companyName: "Sunshine Staffing", contactPhone: "(305) 555-9999" });
    await seedDemoContent(db(), silent);
    const [settings] = await db().select().from(siteSettings);
    expect(settings?.contactPhone).toBe("(305) 555-9999");
    expect(settings?.address).toBeNull();
  });
});

describe("determinism", () => {
  it("produces the same content on two fresh databases", async () => {
    const now = new Date("2025-03-20T15:00:00Z");
    await seedDemoContent(db(), silent, { now });
    const first = await jobSnapshot();
    const firstPosts = await db().select({ slug: blogPosts.slug, body: blogPosts.body }).from(blogPosts);
    await emptyDemoTables();

    await seedDemoContent(db(), silent, { now });
    expect(await jobSnapshot()).toEqual(first);
    expect(await db().select({ slug: blogPosts.slug, body: blogPosts.body }).from(blogPosts)).toEqual(
      firstPosts,
    );
    expect(first[0]?.postedAt).toBe("2025-03-19");
  });

  it("lists the same titles in the same order when seeded with the real clock", async () => {
    await seedDemoContent(db(), silent);
    const first = (await jobSnapshot()).map((job) => job.title);
    await emptyDemoTables();
    await seedDemoContent(db(), silent);
    expect((await jobSnapshot()).map((job) => job.title)).toEqual(first);
  });
});

describe("business-time helpers", () => {
  it("converts Miami wall-clock times to instants across daylight saving", () => {
    expect(businessTime("2025-01-15", 18).toISOString()).toBe("2025-01-15T23:00:00.000Z");
    expect(businessTime("2025-07-01", 12).toISOString()).toBe("2025-07-01T16:00:00.000Z");
    expect(businessTime("2025-03-09", 12).toISOString()).toBe("2025-03-09T16:00:00.000Z");
    expect(businessTime("2025-11-02", 12).toISOString()).toBe("2025-11-02T17:00:00.000Z");
    expect(businessTime("2025-03-08", 23, 30).toISOString()).toBe("2025-03-09T04:30:00.000Z");
  });

  it("reads today in Miami, not in UTC", () => {
    expect(businessDate(new Date("2025-06-01T02:00:00Z"))).toBe("2025-05-31");
    expect(businessDate(new Date("2025-06-01T12:00:00Z"))).toBe("2025-06-01");
  });

  it("adds calendar days across month, year and DST boundaries", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 60)).toBe("2025-03-01");
    expect(addDays("2025-03-10", -2)).toBe("2025-03-08");
  });
});
