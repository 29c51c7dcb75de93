/**
 * Field-level accuracy of the resume extractor on the test resumes (tests/fixtures/resumes):
 * `npm run resumes:accuracy`. Misses are listed under the table with what was read instead, then the
 * skills found that the resume does not list (what lowers precision).
 */
import {
  formatAccuracyTable,
  measureResumeAccuracy,
  RESUME_FIELDS,
} from "../tests/fixtures/resumes/measure-accuracy";
import { RESUME_SPECS } from "../tests/fixtures/resumes/resume-specs";

const report = await measureResumeAccuracy();
process.stdout.write(`${formatAccuracyTable(report)}\n\nMisses:\n`);
for (const result of report.results) {
  const expected = RESUME_SPECS.find((spec) => spec.file === result.file)?.expected;
  for (const field of RESUME_FIELDS) {
    if (result.correct[field] || !expected) continue;
    process.stdout.write(
      `- ${result.file} ${field}: expected ${JSON.stringify(expected[field])}, read ${JSON.stringify(result.extracted[field])}\n`,
    );
  }
}
process.stdout.write("\nSkills found but not listed:\n");
for (const result of report.results) {
  const listed = new Set(
    RESUME_SPECS.find((spec) => spec.file === result.file)?.expected.skills.map((skill) =>
      skill.toLowerCase(),
    ),
  );
  const extra = result.extracted.skills.filter((skill) => !listed.has(skill.toLowerCase()));
  if (extra.length > 0) process.stdout.write(`- ${result.file}: ${extra.join(", ")}\n`);
}
