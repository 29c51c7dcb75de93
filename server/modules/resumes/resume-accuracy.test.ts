import { describe, expect, it } from "vitest";
import { measureResumeAccuracy } from "../../../tests/fixtures/resumes/measure-accuracy";
import { RESUME_SPECS } from "../../../tests/fixtures/resumes/resume-specs";

/**
 * The extractor on the test resumes (PDF and DOCX; one and two columns, tables, headings in capitals,
 * letter-spaced names, a dozen trades). The goals of issue 16 and the figures in the README are the
 * floors: a change that reads fewer fields right fails here. `npm run resumes:accuracy` prints the
 * table, the misses and the skills found that a resume does not list.
 */
describe("resume field extraction accuracy", () => {
  it("covers at least 20 resumes in both formats", () => {
    expect(RESUME_SPECS.length).toBeGreaterThanOrEqual(20);
    expect(RESUME_SPECS.filter((spec) => spec.file.endsWith(".pdf")).length).toBeGreaterThanOrEqual(10);
    expect(RESUME_SPECS.filter((spec) => spec.file.endsWith(".docx")).length).toBeGreaterThanOrEqual(10);
  });

  it("reads every name, email and phone, and at least 95% of the listed skills", async () => {
    const { correctCount, skills } = await measureResumeAccuracy();
    const all = RESUME_SPECS.length;
    expect(correctCount).toMatchObject({ fullName: all, email: all, phone: all, recentTitle: all });
    expect(skills.recall).toBeGreaterThanOrEqual(0.95);
    expect(skills.outsideVocabulary.found / skills.outsideVocabulary.listed).toBeGreaterThanOrEqual(0.95);
    expect(skills.precision).toBeGreaterThanOrEqual(0.94);
  });
});
