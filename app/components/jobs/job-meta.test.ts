import { describe, expect, it } from "vitest";
import { jobMetaDescription, jobPageTitle } from "./job-meta";

const job = {
  title: "Registered Nurse – ICU",
  company: "Harbor Health",
  city: "Fort Lauderdale",
  state: "FL",
  workplaceType: "on-site" as const,
  employmentType: "full-time" as const,
  salaryRange: { min: 88_000, max: 112_000, period: "year" as const },
  description:
    "Harbor Health's **24-bed** ICU is [hiring](https://example.com) experienced nurses for day and night shifts.\n\n### What you'll do\n\n- Care",
};

describe("jobPageTitle", () => {
  it("names the job, the company and the place", () => {
    expect(jobPageTitle(job)).toBe("Registered Nurse – ICU at Harbor Health in Fort Lauderdale, FL");
  });
});

describe("jobMetaDescription", () => {
  it("starts with the facts, then the description's first paragraph as plain text", () => {
    expect(jobMetaDescription(job)).toBe(
      "Full-time, on-site role in Fort Lauderdale, FL, 88k-112k. Harbor Health's 24-bed ICU is hiring experienced nurses for day and night shifts.",
    );
  });

  it("leaves the salary out when the page shows none, and cuts long text at a word", () => {
    const text = jobMetaDescription({
      ...job,
      salaryRange: { min: 55_000, max: null, period: "year" },
      description: "word ".repeat(60),
    });
    expect(text.startsWith("Full-time, on-site role in Fort Lauderdale, FL. word")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith("word…")).toBe(true);
  });
});
