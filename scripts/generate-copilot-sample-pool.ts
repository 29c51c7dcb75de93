/**
 * Writes the copilot demo's sample pool (server/modules/copilot-drafting/sample-pool-data.ts) once,
 * from the readable templates of the matching bench: 60 fictional candidates, four or five of each
 * line of work, with no names, emails or phone numbers (the lines naming them are left out).
 * Run again only to change the pool: npx tsx scripts/generate-copilot-sample-pool.ts
 */
import { writeFile } from "node:fs/promises";
import { FAMILIES } from "./lib/matching-families";
import { labelledSet } from "./lib/matching-labelled-set";

const SEED = 2014;
const POOL_SIZE = 60;
const TODAY = "2026-11-26";
const OUTPUT = "server/modules/copilot-drafting/sample-pool-data.ts";

const { candidates } = labelledSet(SEED, 2000, 0, TODAY);
const perFamily = Math.ceil(POOL_SIZE / FAMILIES.length);
const chosen = FAMILIES.flatMap((family) =>
  candidates.filter((candidate) => candidate.truth.family === family.key).slice(0, perFamily),
).slice(0, POOL_SIZE);

const pool = chosen.map(({ row }, index) => {
  const personal = [`${row.firstName} ${row.lastName}`, row.email];
  const resumeLines = row.resumeText
    .split("\n")
    .filter((line) => !personal.some((value) => line.toLowerCase() === value.toLowerCase()))
    .filter((line) => !line.includes("@"));
  const daysUntilAvailable =
    row.availableFrom === null
      ? null
      : Math.round((Date.parse(row.availableFrom) - Date.parse(TODAY)) / 86_400_000);
  return {
    number: index + 1,
    headline: row.headline ?? resumeLines[0] ?? "",
    skills: row.skills,
    resumeText: resumeLines.join("\n"),
    city: row.city,
    state: row.state,
    preferredLocations: row.preferredLocations,
    desiredPay: row.desiredPay,
    desiredPayPeriod: row.desiredPayPeriod,
    daysUntilAvailable: daysUntilAvailable !== null && daysUntilAvailable > 0 ? daysUntilAvailable : null,
  };
});

const source = `/**
 * The copilot demo's sample pool: ${pool.length} FICTIONAL candidates, product content for /copilot/demo.
 * They are not real people and not the agency's candidates. Generated once by
 * scripts/generate-copilot-sample-pool.ts from the matching bench's readable templates; edit by
 * re-running it.
 */
import type { SampleCandidate } from "./sample-candidate";

export const SAMPLE_POOL: readonly SampleCandidate[] = ${JSON.stringify(pool, null, 2)};
`;
await writeFile(OUTPUT, source);
process.stdout.write(`Wrote ${pool.length} sample candidates to ${OUTPUT}\n`);
