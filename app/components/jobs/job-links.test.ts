import { describe, expect, it } from "vitest";
import { applyHref, jobListHref, jobListParamsFrom, withoutParam } from "./job-links";

describe("jobListHref", () => {
  it("writes the filters in a fixed order and leaves blanks and page 1 out", () => {
    expect(jobListHref()).toBe("/jobs");
    expect(jobListHref({ sort: "salary", q: " nurse ", type: "" }, 1)).toBe("/jobs?q=nurse&sort=salary");
    expect(jobListHref({ location: "Miami, FL", salaryMin: "80000" }, 3)).toBe(
      "/jobs?location=Miami%2C+FL&salaryMin=80000&page=3",
    );
  });
});

describe("jobListParamsFrom", () => {
  it("takes the known, non-blank fields of a search form", () => {
    const form = new FormData();
    form.set("q", " data analyst ");
    form.set("location", "");
    form.set("remote", "remote");
    form.set("other", "x");
    expect(jobListParamsFrom(form)).toEqual({ q: "data analyst", remote: "remote" });
  });
});

describe("withoutParam", () => {
  it("drops one filter and keeps the others", () => {
    expect(withoutParam({ q: "nurse", type: "contract" }, "type")).toEqual({ q: "nurse" });
  });
});

describe("applyHref", () => {
  it("chooses the job on the application form", () => {
    expect(applyHref("5b0c2f9e-0d1a-4f4e-9d6c-3f1f2f5c8a10")).toBe(
      "/apply?job=5b0c2f9e-0d1a-4f4e-9d6c-3f1f2f5c8a10",
    );
  });
});
