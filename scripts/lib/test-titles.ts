/**
 * The suite's test titles, one line each, as the title inventory (tests/inventory) records them:
 * `vitest · server/api/x.test.ts › describe › title` for Vitest and
 * `desktop · tests/e2e/y.spec.ts › describe › title` for Playwright (the project first: a test that
 * runs at desktop and at phone width is two lines).
 */

/** The parts of Vitest's JSON report this reads. */
export type VitestReport = {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string }[] }[];
};

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { projectName: string }[] }[];
  suites?: PlaywrightSuite[];
};

/** The parts of Playwright's JSON report (or `--list --reporter=json`) this reads. */
export type PlaywrightReport = { config: { rootDir: string }; suites: PlaywrightSuite[] };

const SEPARATOR = " › ";

export function vitestTitles(report: VitestReport, rootDir: string): string[] {
  return report.testResults.flatMap((file) => {
    const relative = relativePath(file.name, rootDir);
    return file.assertionResults.map(
      (test) => `vitest · ${[relative, ...test.ancestorTitles, test.title].join(SEPARATOR)}`,
    );
  });
}

export function playwrightTitles(report: PlaywrightReport, rootDir: string): string[] {
  const testsDir = relativePath(report.config.rootDir, rootDir);
  const titles: string[] = [];
  const walk = (suite: PlaywrightSuite, describes: string[]) => {
    for (const spec of suite.specs ?? []) {
      const file = testsDir ? `${testsDir}/${spec.file}` : spec.file;
      for (const test of spec.tests) {
        titles.push(`${test.projectName} · ${[file, ...describes, spec.title].join(SEPARATOR)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...describes, child.title]);
  };
  // The top suites are the files; their title is the file name, already in each line.
  for (const file of report.suites) walk(file, []);
  return titles;
}

function relativePath(file: string, rootDir: string): string {
  const root = rootDir.endsWith("/") ? rootDir : `${rootDir}/`;
  return file.startsWith(root) ? file.slice(root.length) : file === rootDir ? "" : file;
}

/**
 * A test that left the suite and the tests that now prove what it proved (at a cheaper level, or
 * merged into another test), with why.
 */
export type MovedTest = { title: string; now: string[]; why: string };

export type InventoryProblem =
  | { kind: "missing"; title: string }
  | { kind: "moved-to-missing"; title: string; now: string }
  | { kind: "moved-without-reason"; title: string };

/**
 * Every recorded title must still be a test of the suite, or be listed as moved to tests that are.
 * Titles that run more than once (parameterised tests) count once.
 */
export function checkInventory(
  recorded: string[],
  moved: MovedTest[],
  current: string[],
): InventoryProblem[] {
  const present = new Set(current);
  const movedByTitle = new Map(moved.map((entry) => [entry.title, entry]));
  const problems: InventoryProblem[] = [];
  for (const title of new Set(recorded)) {
    if (present.has(title)) continue;
    const entry = movedByTitle.get(title);
    if (!entry) {
      problems.push({ kind: "missing", title });
      continue;
    }
    if (!entry.why.trim() || entry.now.length === 0) problems.push({ kind: "moved-without-reason", title });
    for (const now of entry.now) {
      if (!present.has(now)) problems.push({ kind: "moved-to-missing", title, now });
    }
  }
  return problems;
}

export function describeProblem(problem: InventoryProblem): string {
  switch (problem.kind) {
    case "missing":
      return `gone without a mapping: ${problem.title}`;
    case "moved-to-missing":
      return `moved to a test that does not exist: ${problem.title}\n    → ${problem.now}`;
    case "moved-without-reason":
      return `moved without naming its new tests and why: ${problem.title}`;
  }
}
