import { describe, expect, it } from "vitest";
import {
  affectedFiles,
  affectedSpecs,
  affectedVitestFiles,
  changeAffectsEverything,
  type ImportGraph,
  pathsNamedIn,
} from "./affected-tests";

/** Two features behind the API's router list, as the real tree is. */
const graph: ImportGraph = new Map([
  ["server/modules/consultations/records.ts", []],
  ["server/modules/consultations/index.ts", ["server/modules/consultations/records.ts"]],
  ["server/modules/consultations/slots.test.ts", ["server/modules/consultations/availability.ts"]],
  ["server/modules/consultations/availability.ts", []],
  ["server/modules/copilot-orders/index.ts", []],
  ["server/modules/copilot-orders/orders.test.ts", ["server/modules/copilot-orders/index.ts"]],
  ["server/api/consultations.ts", ["server/modules/consultations/index.ts"]],
  ["server/api/consultations.test.ts", ["tests/support/test-app.ts"]],
  ["server/api/copilot-orders.ts", ["server/modules/copilot-orders/index.ts"]],
  ["server/api/copilot-orders.test.ts", ["tests/support/test-app.ts"]],
  ["server/api/routers.ts", ["server/api/consultations.ts", "server/api/copilot-orders.ts"]],
  ["server/http/app.ts", ["server/api/routers.ts"]],
  ["tests/support/test-app.ts", ["server/http/app.ts"]],
  ["app/routes/marketing/schedule-consultation.tsx", ["server/modules/consultations/index.ts"]],
  ["app/routes/copilot/client/orders.tsx", ["server/modules/copilot-orders/index.ts"]],
]);

const routes = [
  { pattern: "/schedule-consultation", files: ["app/routes/marketing/schedule-consultation.tsx"] },
  { pattern: "/copilot/client/jobstatus", files: ["app/routes/copilot/client/orders.tsx"] },
  { pattern: "/api/consultations/links/:token", files: ["server/api/consultations.ts"] },
  { pattern: "/*", files: ["app/routes/not-found.tsx"] },
];

describe("choosing the tests a change can affect", () => {
  const changed = ["server/modules/consultations/records.ts"];
  const affected = affectedFiles(graph, changed);

  it("follows importers but not the files that assemble every router", () => {
    expect(affected).toContain("server/api/consultations.ts");
    expect(affected).toContain("server/api/routers.ts");
    expect(affected).not.toContain("server/http/app.ts");
    expect(affected).not.toContain("server/api/copilot-orders.test.ts");
  });

  it("runs the feature's tests, the tests of affected files and nothing of another feature", () => {
    const vitest = [...graph.keys()].filter((file) => file.endsWith(".test.ts"));
    expect(affectedVitestFiles(vitest, affected, changed)).toEqual([
      "server/modules/consultations/slots.test.ts",
      "server/api/consultations.test.ts",
    ]);
  });

  it("runs the specs that name an affected page or API path, whatever the parameters", () => {
    const specs = [
      {
        file: "tests/e2e/booking.spec.ts",
        source: 'await page.goto("/schedule-consultation?type=employer");',
      },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a spec's source, as text
      { file: "tests/e2e/links.spec.ts", source: "await fetch(`${url}/api/consultations/links/${token}`);" },
      {
        file: "tests/e2e/copilot.spec.ts",
        source: 'await page.goto("/copilot/client/jobstatus"); // "/nope"',
      },
    ];
    expect(affectedSpecs(specs, routes, affected, changed)).toEqual([
      "tests/e2e/booking.spec.ts",
      "tests/e2e/links.spec.ts",
    ]);
  });

  it("runs the specs named after a changed feature module", () => {
    const specs = ["tests/e2e/admin-consultations.spec.ts", "tests/e2e/copilot-orders.spec.ts"].map(
      (file) => ({
        file,
        source: "",
      }),
    );
    expect(affectedSpecs(specs, routes, affected, changed)).toEqual([
      "tests/e2e/admin-consultations.spec.ts",
    ]);
  });

  it("reads the paths a spec names, queries dropped and template parts as one segment", () => {
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a spec's source, as text
      pathsNamedIn('goto("/jobs?q=nurse"); `/api/jobs/${id}/apply`; "no/path"; \'/about#team\''),
    ).toEqual(["/jobs", "/api/jobs/placeholder/apply", "/about"]);
  });

  it("runs everything for a change no import shows: a migration, the root layout, the dependencies", () => {
    expect(changeAffectsEverything("server/db/migrations/0035_x.sql")).toBe(true);
    expect(changeAffectsEverything("app/root.tsx")).toBe(true);
    expect(changeAffectsEverything("package-lock.json")).toBe(true);
    expect(changeAffectsEverything("server/modules/consultations/records.ts")).toBe(false);
  });
});
