import { describe, expect, it } from "vitest";
import { checkInventory, type PlaywrightReport, playwrightTitles, vitestTitles } from "./test-titles";

const ROOT = "/repo";

describe("test titles from the runners' JSON reports", () => {
  it("names a Vitest test by its file, describe blocks and title", () => {
    const titles = vitestTitles(
      {
        testResults: [
          {
            name: "/repo/server/api/consultations.test.ts",
            assertionResults: [
              { ancestorTitles: ["POST /api/consultations", "when the slot is taken"], title: "answers 409" },
              { ancestorTitles: [], title: "lists the options" },
            ],
          },
        ],
      },
      ROOT,
    );
    expect(titles).toEqual([
      "vitest · server/api/consultations.test.ts › POST /api/consultations › when the slot is taken › answers 409",
      "vitest · server/api/consultations.test.ts › lists the options",
    ]);
  });

  it("names a Playwright test once per project it runs in, with nested describe blocks", () => {
    const report: PlaywrightReport = {
      config: { rootDir: "/repo/tests" },
      suites: [
        {
          title: "e2e/jobs.spec.ts",
          file: "e2e/jobs.spec.ts",
          specs: [{ title: "top-level test", file: "e2e/jobs.spec.ts", tests: [{ projectName: "desktop" }] }],
          suites: [
            {
              title: "/jobs search",
              specs: [
                {
                  title: "filters by type",
                  file: "e2e/jobs.spec.ts",
                  tests: [{ projectName: "desktop" }, { projectName: "mobile" }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTitles(report, ROOT)).toEqual([
      "desktop · tests/e2e/jobs.spec.ts › top-level test",
      "desktop · tests/e2e/jobs.spec.ts › /jobs search › filters by type",
      "mobile · tests/e2e/jobs.spec.ts › /jobs search › filters by type",
    ]);
  });
});

describe("checking the inventory", () => {
  const recorded = ["vitest · a.test.ts › keeps", "desktop · tests/e2e/b.spec.ts › moved to the API"];
  const apiTest = "vitest · server/api/b.test.ts › proves it without a browser";

  it("passes when every recorded test exists", () => {
    expect(checkInventory(recorded, [], [...recorded, "vitest · new.test.ts › is new"])).toEqual([]);
  });

  it("fails when a recorded test disappears without a mapping", () => {
    expect(checkInventory(recorded, [], ["vitest · a.test.ts › keeps"])).toEqual([
      { kind: "missing", title: "desktop · tests/e2e/b.spec.ts › moved to the API" },
    ]);
  });

  it("passes when the missing test is mapped to tests that exist", () => {
    const moved = [{ title: recorded[1] as string, now: [apiTest], why: "an API rule, proved by the API" }];
    expect(checkInventory(recorded, moved, ["vitest · a.test.ts › keeps", apiTest])).toEqual([]);
  });

  it("fails when the mapping names a test that does not exist, or gives no reason", () => {
    const title = recorded[1] as string;
    expect(checkInventory(recorded, [{ title, now: [apiTest], why: "x" }], [recorded[0] as string])).toEqual([
      { kind: "moved-to-missing", title, now: apiTest },
    ]);
    expect(
      checkInventory(recorded, [{ title, now: [apiTest], why: " " }], [recorded[0] as string, apiTest]),
    ).toEqual([{ kind: "moved-without-reason", title }]);
  });
});
