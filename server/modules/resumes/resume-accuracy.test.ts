import { describe, expect, it } from "vitest";
import { measureResumeAccuracy } from "../../../tests/fixtures/resumes/measure-accuracy";
import { RESUME_SPECS } from "../../../tests/fixtures/resumes/resume-specs";

/**
 * The extractor on the 12 test resumes (6 PDF, 6 DOCX, different layouts). The floors are the figures
 * in the README: a change that reads fewer fields right fails here. `npm run resumes:accuracy` prints
 * the table and the misses.
 */
describe("resume field extraction accuracy", () => {
  it("covers at least 10 resumes in both formats", () => {
    expect(RESUME_SPECS.length).toBeGreaterThanOrEqual(10);
    expect(RESUME_SPECS.some((spec) => spec.file.endsWith(".pdf"))).toBe(true);
    expect(RESUME_SPECS.some((spec) => spec.file.endsWith(".docx"))).toBe(true);
  });

  it("reads each field right at least as often as measured", async () => {
    const { correctCount, skills } = await measureResumeAccuracy();
    expect(correctCount).toEqual({ fullName: 12, email: 12, phone: 12, skills: 8, recentTitle: 12 });
    expect(skills.precision).toBe(1);
    expect(skills.recall).toBeGreaterThanOrEqual(0.92);
  });
});
