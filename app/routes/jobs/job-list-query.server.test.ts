import { describe, expect, it } from "vitest";
import { jobSearchFor, parseJobListQuery, withoutBlankParams } from "./job-list-query.server";

const parse = (query: string) => parseJobListQuery(new URLSearchParams(query));

describe("parseJobListQuery", () => {
  it("reads every filter, the sort and the page", () => {
    expect(
      parse(
        "q=nurse&location=Miami%2C+FL&type=full-time&industry=Healthcare&remote=on-site&salaryMin=80000&sort=salary&page=2",
      ),
    ).toEqual({
      filters: {
        q: "nurse",
        location: "Miami, FL",
        type: "full-time",
        industry: "Healthcare",
        remote: "on-site",
        salaryMin: 80_000,
        sort: "salary",
      },
      params: {
        q: "nurse",
        location: "Miami, FL",
        type: "full-time",
        industry: "Healthcare",
        remote: "on-site",
        salaryMin: "80000",
        sort: "salary",
      },
      page: 2,
      ignored: [],
    });
  });

  it("leaves out each value it cannot use, reports it, and keeps the rest", () => {
    const query = parse("q=nurse&type=weekly&industry=Mining&remote=moon&salaryMin=lots&sort=best&page=two");
    expect(query.filters).toEqual({ q: "nurse" });
    expect(query.params).toEqual({ q: "nurse" });
    expect(query.page).toBe(1);
    expect(query.ignored).toEqual([
      { name: "type", value: "weekly" },
      { name: "industry", value: "Mining" },
      { name: "remote", value: "moon" },
      { name: "salaryMin", value: "lots" },
      { name: "sort", value: "best" },
      { name: "page", value: "two" },
    ]);
  });

  it("refuses keywords past the search's limit and pages that are not whole numbers from 1", () => {
    expect(parse(`q=${"a".repeat(201)}`).ignored).toEqual([{ name: "q", value: "a".repeat(201) }]);
    for (const page of ["0", "-1", "1.5", "1e3", "9999999"]) {
      expect(parse(`page=${page}`)).toMatchObject({ page: 1, ignored: [{ name: "page", value: page }] });
    }
  });

  it("treats blank values as absent and ignores parameters it does not know", () => {
    expect(parse("q=+&type=&utm_source=newsletter&priority=High")).toEqual({
      filters: {},
      params: {},
      page: 1,
      ignored: [],
    });
  });
});

describe("jobSearchFor", () => {
  it("turns a page number into the search's window", () => {
    expect(jobSearchFor({ type: "contract" }, 3)).toEqual({
      q: undefined,
      location: undefined,
      type: "contract",
      limit: 10,
      offset: 20,
    });
  });
});

describe("withoutBlankParams", () => {
  it("drops the blank fields a search form sends without JavaScript, keeping the rest in order", () => {
    expect(withoutBlankParams(new URL("http://x/jobs?q=nurse&location=&type=&sort=newest"))).toBe(
      "/jobs?q=nurse&sort=newest",
    );
    expect(withoutBlankParams(new URL("http://x/jobs?q=&location="))).toBe("/jobs");
  });

  it("is null when there is nothing to drop", () => {
    expect(withoutBlankParams(new URL("http://x/jobs?q=nurse"))).toBeNull();
    expect(withoutBlankParams(new URL("http://x/jobs"))).toBeNull();
  });
});
