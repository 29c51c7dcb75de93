import { DEMO_CANDIDATE } from "../../server/db/seed/candidates-data";
import { DEMO_EMPLOYER } from "../../server/db/seed/employers-data";
import { checkHtml, type HtmlFinding } from "../support/html-checker";
import { signInAsAdmin } from "./support/admin-session";
import { signInCandidate } from "./support/candidate-session";
import { expect, test } from "./support/fixtures";

/**
 * The W3C Nu HTML Checker over what the site serves: every URL of the sitemap (and the booking
 * page with its calendar and a consultation link's page), the candidate,
 * employer and admin sign-in pages, and a signed-in page of each portal there is. Errors fail;
 * warnings are listed in the test's output and annotations, not failed.
 */
const SIGN_IN_PAGES = [
  "/candidate/login",
  "/employer/login",
  "/admin/login",
  "/employer/registration",
  "/employer/verify",
  "/employer/forgot-password",
  "/employer/reset-password?token=x",
  "/employer/invitation?token=x",
  "/forgot-password",
  "/copilot/client/login",
  "/copilot/client/signup",
  "/copilot/client/verify-code",
  "/copilot/client/accept-invitation?token=x",
  // The booking page with its calendar rendered, and an emailed consultation link's refusal page.
  "/schedule-consultation?type=employer",
  "/schedule-consultation/reschedule/x",
];

const describe = (finding: HtmlFinding) =>
  `${finding.page}${finding.line ? `:${finding.line}` : ""} ${finding.message}${finding.extract ? ` — ${finding.extract.trim()}` : ""}`;

test.describe("@desktop-only valid HTML", () => {
  test("the checker reports a page with a deliberate error", async () => {
    const findings = await checkHtml([
      {
        name: "broken",
        html: '<!doctype html><html lang="en"><head><title>Broken</title></head><body><script type="module-after-paint" async src="/a.js"></script><p><div>block in a paragraph</div></body></html>',
      },
      {
        name: "valid",
        html: '<!doctype html><html lang="en"><head><title>Valid</title></head><body><p>Fine.</p></body></html>',
      },
    ]);
    expect(findings.filter(({ page, type }) => page === "broken" && type === "error").length).toBeGreaterThan(
      0,
    );
    expect(findings.filter(({ page }) => page === "valid")).toEqual([]);
  });

  test("every sitemap page, the sign-in pages and a signed-in page of each portal have no errors", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc as string).pathname,
    );
    expect(paths.length).toBeGreaterThan(20);

    const pages: { name: string; html: string }[] = [];
    for (const path of [...paths, ...SIGN_IN_PAGES]) {
      pages.push({ name: path, html: await (await request.get(path)).text() });
    }

    // The candidate portal renders in the browser (its session is a bearer token): check its DOM.
    await signInCandidate(page, "", DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    pages.push({ name: "/candidate/dashboard (signed in)", html: await page.content() });

    // The employer portal is rendered on the server for its session cookie: check what it serves.
    const signIn = await page.request.post("/api/employers/login", {
      data: { email: DEMO_EMPLOYER.owner.email, password: DEMO_EMPLOYER.owner.password },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(200);
    for (const path of [
      "/employer/dashboard",
      "/employer/submit-order",
      "/employer/active-orders",
      "/employer/candidates",
      "/employer/interviews",
      "/employer/timesheets",
      "/employer/invoices",
      "/employer/onboarding",
      "/employer/team",
      "/employer/consultations",
    ]) {
      const portalPage = await page.request.get(path, { maxRedirects: 0 });
      expect(portalPage.status(), path).toBe(200);
      pages.push({ name: `${path} (signed in)`, html: await portalPage.text() });
    }

    // The admin console is rendered on the server for the session cookie: check what it serves.
    await signInAsAdmin(page, "");
    // The shipped assessment's question bank and one of its questions (their ids come from the API).
    const [assessment] = (await (await page.request.get("/api/admin/assessments")).json()) as {
      id: string;
    }[];
    const [item] = (await (
      await page.request.get(`/api/admin/assessments/${assessment?.id}/items`)
    ).json()) as { id: string }[];
    for (const path of [
      "/admin",
      "/admin/requisitions",
      "/admin/invoices",
      "/admin/consultations",
      "/admin/consultations/settings",
      "/admin/assessments",
      "/admin/assessments/accommodations",
      `/admin/assessments/${assessment?.id}/items`,
      `/admin/assessments/items/${item?.id}`,
    ]) {
      pages.push({ name: `${path} (signed in)`, html: await (await page.request.get(path)).text() });
    }

    const findings = await checkHtml(pages);
    const warnings = findings.filter(({ type }) => type === "warning").map(describe);
    for (const warning of warnings) testInfo.annotations.push({ type: "html warning", description: warning });
    if (warnings.length > 0) {
      process.stdout.write(`Nu HTML Checker warnings (${warnings.length}):\n${warnings.join("\n")}\n`);
    }
    expect(findings.filter(({ type }) => type === "error").map(describe)).toEqual([]);
  });
});
