/**
 * The title inventory: no test leaves the suite unnoticed (issue 36).
 *
 *   tsx scripts/test-inventory.ts check  --vitest FILE --playwright FILE
 *   tsx scripts/test-inventory.ts record --vitest FILE --playwright FILE
 *
 * FILE is a JSON report of a whole run (Vitest's `json` reporter, Playwright's `json` reporter or
 * `playwright test --list --reporter=json`). `check` fails when a title of tests/inventory/titles.txt
 * is no longer a test and tests/inventory/moved.json does not name the tests that now prove the same
 * thing. `record` adds the run's new titles to titles.txt (it never drops one).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  checkInventory,
  describeProblem,
  type MovedTest,
  type PlaywrightReport,
  playwrightTitles,
  type VitestReport,
  vitestTitles,
} from "./lib/test-titles";

const ROOT = path.resolve(import.meta.dirname, "..");
const TITLES_FILE = path.join(ROOT, "tests/inventory/titles.txt");
const MOVED_FILE = path.join(ROOT, "tests/inventory/moved.json");

function option(name: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? process.argv[at + 1] : undefined;
  if (!value) throw new Error(`--${name} FILE is required`);
  return value;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

function currentTitles(): string[] {
  return [
    ...vitestTitles(readJson<VitestReport>(option("vitest")), ROOT),
    ...playwrightTitles(readJson<PlaywrightReport>(option("playwright")), ROOT),
  ];
}

function recordedTitles(): string[] {
  return readFileSync(TITLES_FILE, "utf8").split("\n").filter(Boolean);
}

const command = process.argv[2];
if (command === "record") {
  const titles = [...new Set([...recordedTitles(), ...currentTitles()])].sort();
  writeFileSync(TITLES_FILE, `${titles.join("\n")}\n`);
  process.stdout.write(`tests/inventory/titles.txt: ${titles.length} titles\n`);
} else if (command === "check") {
  const recorded = recordedTitles();
  const problems = checkInventory(recorded, readJson<MovedTest[]>(MOVED_FILE), currentTitles());
  if (problems.length > 0) {
    process.stderr.write(
      `Title inventory: ${problems.length} of ${recorded.length} recorded tests are unaccounted for ` +
        "(map each in tests/inventory/moved.json to the tests that now prove it):\n" +
        `${problems.map((problem) => `  ${describeProblem(problem)}`).join("\n")}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Title inventory: all ${recorded.length} recorded tests exist or are mapped\n`);
} else {
  process.stderr.write("usage: tsx scripts/test-inventory.ts check|record --vitest FILE --playwright FILE\n");
  process.exit(2);
}
