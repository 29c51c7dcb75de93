import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "common/**/*.test.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A skipped or empty test is a failure, not a pass.
    allowOnly: false,
    passWithNoTests: false,
  },
});
