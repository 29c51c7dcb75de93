import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

// The project's own rules (what `npm run lint:layers` checks), run here against small made-up trees
// so that each rule is seen to catch its violation and to let the allowed shape through.
const projectConfig: IConfiguration = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** Writes the files (path → source) into a fresh folder and returns the rules each import breaks. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), "layers-"));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const result = await cruise(Object.keys(files), {
    validate: true,
    ruleSet: { forbidden: projectConfig.forbidden },
    baseDir: root,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: projectConfig.options?.enhancedResolveOptions,
  });
  if (typeof result.output === "string") throw new Error("expected the cruise result as an object");
  return [...new Set(result.output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe("the layer rules", () => {
  it("let a module use the kernel, another module's index and common/", async () => {
    expect(
      await brokenRules({
        "common/jobs.ts": "export const JOB_STATUSES = ['open'] as const;\n",
        "server/kernel/ids.ts": "export const isUuid = (id: string) => id.length === 36;\n",
        "server/modules/jobs/index.ts": "export { findJob } from './jobs';\n",
        "server/modules/jobs/jobs.ts":
          "import { JOB_STATUSES } from '../../../common/jobs';\nimport { isUuid } from '../../kernel/ids';\nexport const findJob = (id: string) => isUuid(id) && JOB_STATUSES;\n",
        "server/modules/alerts/alerts.ts":
          "import { findJob } from '../jobs';\nexport const alert = findJob;\n",
        "server/api/jobs.ts": "import { findJob } from '../modules/jobs';\nexport const route = findJob;\n",
      }),
    ).toEqual([]);
  });

  it("refuse a module that imports an API router", async () => {
    expect(
      await brokenRules({
        "server/api/jobs.ts": "export const jobsRouter = {};\n",
        "server/modules/jobs/jobs.ts":
          "import { jobsRouter } from '../../api/jobs';\nexport const x = jobsRouter;\n",
      }),
    ).toEqual(["modules-never-import-callers"]);
  });

  it("refuse a module that reaches past another module's index", async () => {
    expect(
      await brokenRules({
        "server/modules/jobs/index.ts": "export { findJob } from './jobs';\n",
        "server/modules/jobs/jobs.ts": "export const findJob = () => 1;\n",
        "server/modules/alerts/alerts.ts":
          "import { findJob } from '../jobs/jobs';\nexport const x = findJob;\n",
      }),
    ).toEqual(["modules-meet-through-index"]);
  });

  it("refuse an import cycle between modules", async () => {
    expect(
      await brokenRules({
        "server/modules/payroll/index.ts":
          "import { plan } from '../benefits';\nexport const pay = () => plan;\n",
        "server/modules/benefits/index.ts":
          "import { pay } from '../payroll';\nexport const plan = () => pay;\n",
      }),
    ).toEqual(["no-cycles"]);
  });

  it("refuse browser code, common/ and the kernel reaching up the layers", async () => {
    expect(
      await brokenRules({
        "server/modules/jobs/index.ts": "export type Job = { id: string };\n",
        "server/api/jobs.ts": "export const jobsRouter = {};\n",
        "app/components/job-card.tsx":
          "import type { Job } from '../../server/modules/jobs';\nexport type Card = Job;\n",
        "common/jobs.ts": "import type { Job } from '../server/modules/jobs';\nexport type Shared = Job;\n",
        "server/kernel/paging.ts":
          "import { jobsRouter } from '../api/jobs';\nexport const page = jobsRouter;\n",
        "server/http/app.ts": "import { Page } from '../../app/routes/home';\nexport const app = Page;\n",
        "app/routes/home.tsx": "export const Page = 1;\n",
      }),
    ).toEqual([
      "browser-code-never-imports-server",
      "common-stands-alone",
      "kernel-is-the-bottom",
      "server-never-imports-app",
    ]);
  });

  it("refuse a route importing another route, but not its own *.server.ts helper", async () => {
    expect(
      await brokenRules({
        "app/routes/jobs/index.tsx":
          "import { q } from './list-query.server';\nimport { Job } from './job';\nexport const x = [q, Job];\n",
        "app/routes/jobs/list-query.server.ts": "export const q = 1;\n",
        "app/routes/jobs/job.tsx": "export const Job = 1;\n",
      }),
    ).toEqual(["routes-never-import-routes"]);
  });
});
