import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import { isBuiltin } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { DEMO_CANDIDATE } from "../../server/db/seed/candidates-data";
import { type AppProcess, freePort, startApp } from "../support/app-process";

const run = promisify(execFile);
const BUILD = path.resolve(process.env.BUILD_DIR ?? "build");
/** "pdf-lib", "@react-router/express", "zod/v4": a bare package specifier, not a relative path. */
const PACKAGE_SPECIFIER = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]*)?$/i;

test("the server bundle imports at run time only packages listed as dependencies", async () => {
  const bundle = await fs.readFile(path.join(BUILD, "server/index.js"), "utf8");
  const { dependencies } = JSON.parse(await fs.readFile("package.json", "utf8")) as {
    dependencies: Record<string, string>;
  };
  const imported = new Set<string>();
  const specifiers = [
    ...bundle.matchAll(/^import\s(?:[^;"']*?\sfrom\s*)?["']([^"']+)["'];?$/gm),
    ...bundle.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map(([, specifier]) => specifier as string);
  for (const specifier of specifiers) {
    if (PACKAGE_SPECIFIER.test(specifier) && !isBuiltin(specifier)) imported.add(packageName(specifier));
  }
  expect(imported.size).toBeGreaterThan(10);
  expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);
});

/**
 * A production install has only `dependencies`: the project (package files, the build, node_modules)
 * is copied, `npm prune --omit=dev` removes every dev dependency from the copy, and the built server
 * must still start there and serve a page and a paystub PDF (pdf-lib at run time). A package the
 * server imports but lists as a dev dependency fails this.
 */
test.describe("production install without dev dependencies", () => {
  let copy = "";
  let app: AppProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await fs.mkdir(".tmp", { recursive: true });
    copy = await fs.mkdtemp(path.resolve(".tmp/production-install-"));
    // As root, the embedded PostgreSQL runs as the postgres user, who must reach its binaries and data.
    await fs.chmod(copy, 0o755);
    await Promise.all([
      fs.cp("package.json", path.join(copy, "package.json")),
      fs.cp("package-lock.json", path.join(copy, "package-lock.json")),
      fs.cp(BUILD, path.join(copy, "build"), { recursive: true }),
      fs.cp("node_modules", path.join(copy, "node_modules"), { recursive: true, verbatimSymlinks: true }),
    ]);
    await run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: copy });
    app = await startApp(
      { DATA_DIR: path.join(copy, "data"), PORT: String(await freePort()) },
      path.join(copy, "build/server/index.js"),
    );
  });

  test.afterAll(async () => {
    if (app && app.child.exitCode === null) {
      app.child.kill("SIGTERM");
      await app.exited;
    }
    if (copy) await fs.rm(copy, { recursive: true, force: true });
  });

  test("has no dev dependency left, and serves a page and the demo candidate's paystub PDF", async () => {
    expect(existsSync(path.join(copy, "node_modules/vitest"))).toBe(false);
    expect(existsSync(path.join(copy, "node_modules/@playwright/test"))).toBe(false);
    const base = (app as AppProcess).url;

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<h1");

    const login = await fetch(`${base}/api/candidates/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const list = await fetch(`${base}/api/candidates/paystubs`, { headers: auth });
    const { paystubs } = (await list.json()) as { paystubs: { id: string }[] };
    expect(paystubs.length).toBeGreaterThan(0);

    const pdf = await fetch(`${base}/api/candidates/paystubs/${paystubs[0]?.id}/pdf`, { headers: auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}
