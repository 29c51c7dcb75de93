import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "common/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    environment: "node",
    // One file per core, at least two: a file spends much of its time waiting on PostgreSQL, and
    // Vitest's default (cores − 1) ran the 168 files one at a time on the 2-core machine (11 minutes).
    maxWorkers: Math.max(availableParallelism(), 2),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A skipped or empty test is a failure, not a pass.
    allowOnly: false,
    passWithNoTests: false,
  },
});
