import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { jobs } from "../db/schema";

const database = setupTestDatabase();
const app = setupTestApp();

type JobInsert = typeof jobs.$inferInsert;

let posted = 0;
/** An open job posted one day after the previous one made here, unless the values say otherwise. */
function job(values: Partial<JobInsert> & { title: string }): JobInsert {
  posted += 1;
  return {
    company: "Coral Gables Health",
    city: "Miami",
    state: "FL",
    workplaceType: "on-site",
    employmentType: "full-time",
    industry: "Healthcare",
    description: "A role with a friendly team.",
    status: "open",
    postedAt: `2026-10-${String(posted).padStart(2, "0")}`,
    ...values,
  };
}

async function insert(...rows: JobInsert[]) {
  return database.db().insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title });
}

async function search(query: string) {
  const response = await fetch(`${app.url}/api/jobs${query}`);
  const body = await response.json();
  return { status: response.status, body, total: response.headers.get("x-total-count") };
}

async function titles(query: string): Promise<string[]> {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  return (body as { title: string }[]).map((item) => item.title);
}

beforeEach(async () => {
  posted = 0;
  await database.db().execute(sql`TRUNCATE jobs CASCADE`);
});

describe("GET /api/jobs", () => {
  it("returns open jobs only, newest first, in SPEC's shape, with the count in X-Total-Count", async () => {
    await insert(
      job({ title: "Registered Nurse", salaryMin: 80000, salaryMax: 120000, priority: "High" }),
      job({ title: "Filled Role", status: "filled" }),
      job({ title: "Closed Role", status: "closed" }),
      job({ title: "Draft Role", status: "draft", postedAt: null }),
      job({ title: "Medical Assistant", salaryMin: 20, salaryMax: 24, salaryPeriod: "hour" }),
    );
    const { status, body, total } = await search("");
    expect(status).toBe(200);
    expect(total).toBe("2");
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      title: "Medical Assistant",
      salaryRange: { min: 20, max: 24, period: "hour" },
      status: "open",
    });
    expect(body[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Registered Nurse",
      company: "Coral Gables Health",
      location: "Miami, FL",
      city: "Miami",
      state: "FL",
      workplaceType: "on-site",
      employmentType: "full-time",
      industry: "Healthcare",
      priority: "High",
      salaryRange: { min: 80000, max: 120000, period: "year" },
      skills: [],
      status: "open",
      postedAt: "2026-10-01",
      validThrough: null,
      updatedAt: expect.any(String),
    });
  });

  describe("q", () => {
    beforeEach(async () => {
      await insert(
        job({ title: "Python Developer", skills: ["Django"], description: "Build APIs." }),
        job({ title: "Data Analyst", skills: ["Python", "SQL"], description: "Dashboards." }),
        job({ title: "Office Manager", description: "Some Python scripting helps with reports." }),
        job({ title: "Staff Accountant", skills: ["Excel"], description: "Month-end close." }),
      );
    });

    it("ranks a title match above a skills match above a description match", async () => {
      expect(await titles("?q=python")).toEqual(["Python Developer", "Data Analyst", "Office Manager"]);
    });

    it("matches partial words, other forms of a word and typos", async () => {
      expect(await titles("?q=accoun")).toEqual(["Staff Accountant"]);
      expect(await titles("?q=developers")).toEqual(["Python Developer"]);
      expect(await titles("?q=pythn%20develper")).toEqual(["Python Developer"]);
      expect(await titles("?q=acountant")).toEqual(["Staff Accountant"]);
    });

    it("needs every word, ignores stop words and punctuation, and finds nothing for nonsense", async () => {
      expect(await titles("?q=python%20sql")).toEqual(["Data Analyst"]);
      expect(await titles("?q=manager%20of%20the%20office!")).toEqual(["Office Manager"]);
      expect(await titles("?q=zzqxv")).toEqual([]);
      expect((await search("?q=zzqxv")).total).toBe("0");
    });

    it("sorts by newest or by pay when asked, whatever the relevance", async () => {
      expect(await titles("?q=python&sort=newest")).toEqual([
        "Office Manager",
        "Data Analyst",
        "Python Developer",
      ]);
    });
  });

  it("filters by location: a city, a city and state, a state code or a state name", async () => {
    await insert(
      job({ title: "Miami Nurse" }),
      job({ title: "Miami Beach Nurse", city: "Miami Beach" }),
      job({ title: "Fort Lauderdale Nurse", city: "Fort Lauderdale" }),
      job({ title: "Austin Nurse", city: "Austin", state: "TX" }),
    );
    expect(await titles("?location=miami")).toEqual(["Miami Beach Nurse", "Miami Nurse"]);
    expect(await titles("?location=Fort%20Lauderdale,%20FL")).toEqual(["Fort Lauderdale Nurse"]);
    expect(await titles("?location=Austin,%20Texas")).toEqual(["Austin Nurse"]);
    expect(await titles("?location=tx")).toEqual(["Austin Nurse"]);
    expect(await titles("?location=Florida")).toHaveLength(3);
    expect(await titles("?location=Austin,%20FL")).toEqual([]);
    expect(await titles("?location=50%25")).toEqual([]);
  });

  it("filters by type, industry, workplace (remote) and priority", async () => {
    await insert(
      job({
        title: "Contract Paralegal",
        employmentType: "contract",
        industry: "Legal",
        workplaceType: "remote",
      }),
      job({ title: "Hybrid Analyst", industry: "Finance", workplaceType: "hybrid", priority: "High" }),
      job({ title: "Plant Supervisor", industry: "Manufacturing", employmentType: "temporary" }),
    );
    expect(await titles("?type=contract")).toEqual(["Contract Paralegal"]);
    expect(await titles("?type=temporary")).toEqual(["Plant Supervisor"]);
    expect(await titles("?industry=Finance")).toEqual(["Hybrid Analyst"]);
    expect(await titles("?remote=remote")).toEqual(["Contract Paralegal"]);
    expect(await titles("?remote=on-site")).toEqual(["Plant Supervisor"]);
    expect(await titles("?priority=High")).toEqual(["Hybrid Analyst"]);
    expect(await titles("?industry=Legal&type=full-time")).toEqual([]);
  });

  it("filters and sorts by pay, counting an hourly rate as 2,080 hours a year", async () => {
    await insert(
      job({ title: "Yearly 90k", salaryMin: 70000, salaryMax: 90000 }),
      job({ title: "Hourly 50", salaryMin: 40, salaryMax: 50, salaryPeriod: "hour" }),
      job({ title: "Yearly 60k only min", salaryMin: 60000 }),
      job({ title: "No salary" }),
    );
    expect(await titles("?salaryMin=85000")).toEqual(["Hourly 50", "Yearly 90k"]);
    expect(await titles("?salaryMin=100000")).toEqual(["Hourly 50"]);
    expect(await titles("?salaryMin=0")).toEqual(["Yearly 60k only min", "Hourly 50", "Yearly 90k"]);
    expect(await titles("?sort=salary")).toEqual([
      "Hourly 50",
      "Yearly 90k",
      "Yearly 60k only min",
      "No salary",
    ]);
  });

  it("pages with limit and offset and keeps the total of every match", async () => {
    await insert(...Array.from({ length: 25 }, (_, index) => job({ title: `Nurse ${index + 1}` })));
    const first = await search("");
    expect(first.body).toHaveLength(20);
    expect(first.total).toBe("25");
    expect(await titles("?limit=2&offset=3")).toEqual(["Nurse 22", "Nurse 21"]);
    const past = await search("?offset=40");
    expect(past.body).toEqual([]);
    expect(past.total).toBe("25");
  });

  it.each([
    ["an unknown parameter", "?keyword=nurse", "keyword"],
    ["an unknown type", "?type=gig", "type"],
    ["an unknown industry", "?industry=Mining", "industry"],
    ["an unknown workplace", "?remote=yes", "remote"],
    ["an unknown priority", "?priority=Urgent", "priority"],
    ["an unknown sort", "?sort=oldest", "sort"],
    ["a salary that is not a number", "?salaryMin=lots", "salaryMin"],
    ["a negative salary", "?salaryMin=-5", "salaryMin"],
    ["a limit of zero", "?limit=0", "limit"],
    ["a limit above 100", "?limit=101", "limit"],
    ["a fractional limit", "?limit=2.5", "limit"],
    ["a negative offset", "?offset=-1", "offset"],
    ["an offset past 10,000", "?offset=10001", "offset"],
    ["a repeated parameter", "?type=contract&type=temporary", "type"],
    ["a query over 200 characters", `?q=${"a".repeat(201)}`, "q"],
  ])("answers 400 naming the field for %s", async (_case, query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
  });
});

describe("GET /api/jobs/{id}", () => {
  it("returns a published job with its description and requirements, filled ones as filled", async () => {
    const [open, filled, draft] = await insert(
      job({ title: "Open Role", requirements: ["BLS certification"], description: "## About\nGreat team." }),
      job({ title: "Filled Role", status: "filled" }),
      job({ title: "Draft Role", status: "draft", postedAt: null }),
    );
    const response = await fetch(`${app.url}/api/jobs/${open?.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: open?.id,
      title: "Open Role",
      status: "open",
      description: "## About\nGreat team.",
      requirements: ["BLS certification"],
    });
    expect(await (await fetch(`${app.url}/api/jobs/${filled?.id}`)).json()).toMatchObject({
      status: "filled",
    });
    for (const id of [draft?.id, "00000000-0000-4000-8000-000000000000", "nope", "1%27%20OR%201=1"]) {
      const missing = await fetch(`${app.url}/api/jobs/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "No job with this id." });
    }
  });
});
