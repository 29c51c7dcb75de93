import { describe, expect, it } from "vitest";
import type { JobCardData } from "~/components/jobs/job-card";
import { renderFeaturedJobs } from "./featured-jobs.server";
import { FEATURED_JOBS_TEXT } from "./featured-jobs-section";

const job = (id: string, title: string, salary: [number | null, number | null]): JobCardData => ({
  id,
  title,
  company: "Harbor Health",
  city: "Fort Lauderdale",
  state: "FL",
  workplaceType: "on-site",
  employmentType: "full-time",
  salaryRange: { min: salary[0], max: salary[1], period: "year" },
  postedAt: "2026-11-20",
});

describe("renderFeaturedJobs", () => {
  it("links each job to its page with company, location and the salary rule", () => {
    const html = renderFeaturedJobs(
      [job("a1", "ICU Nurse", [88_000, 112_000]), job("b2", "Recruiter", [55_000, null])],
      "2026-11-22",
    );
    expect(html).toContain('href="/jobs/a1"');
    expect(html).toContain(">ICU Nurse</a>");
    expect(html).toContain('href="/jobs/b2"');
    expect(html).toContain("Harbor Health");
    expect(html).toContain("Fort Lauderdale, FL");
    expect(html).toContain("88k-112k");
    expect(html.match(/\d+k-\d+k/g)).toHaveLength(1);
    expect(html).toContain("Posted 2 days ago");
  });

  it("shows at most three jobs", () => {
    const jobs = ["a", "b", "c", "d"].map((id) => job(id, `Job ${id}`, [1, 2]));
    expect(renderFeaturedJobs(jobs, "2026-11-22").match(/<article/g)).toHaveLength(3);
  });

  it("shows SPEC's empty state when no job is High priority or the jobs cannot be read", () => {
    for (const jobs of [[], null]) {
      const html = renderFeaturedJobs(jobs, "2026-11-22");
      expect(html).toContain(FEATURED_JOBS_TEXT.empty);
      expect(html).not.toContain("<article");
    }
    expect(FEATURED_JOBS_TEXT.empty).toBe("No high priority jobs available at the moment.");
    expect(FEATURED_JOBS_TEXT.loading).toBe("Loading jobs...");
  });
});
