import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { COPILOT_MESSAGES } from "../../common/copilot-accounts";
import type { BiasReport, CopilotAdminWorkspace } from "../../common/copilot-admin";
import { DEFAULT_MATCHING_WEIGHTS } from "../../common/matching";
import type { SelfIdentifiedRace, SelfIdentifiedSex } from "../../common/matching-choices";
import { enterCard } from "../../tests/support/copilot-billing-records";
import { nurseDraft } from "../../tests/support/copilot-candidate-records";
import { type CopilotClient, signedUpCopilotClient } from "../../tests/support/copilot-clients";
import { lastEmailTo } from "../../tests/support/outbox-mail";
import { RANKED_ORDER } from "../../tests/support/ranked-order";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  candidateSelfIdentification,
  copilotCandidateDecisions,
  copilotInvoices,
  copilotPayments,
  matchingRankingEntries,
  matchingRankings,
  supportTickets,
} from "../db/schema";
import { startAdminSession } from "../modules/admin-auth";
import { createLocalPaymentProvider, setPaymentProvider } from "../modules/payments";

const { db } = setupTestDatabase();
const app = setupTestApp();

const copilotAdmin = { email: "nadia.brooks@sunshinestaffing.example", name: "Nadia Brooks" };
const agencyAdmin = { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" };
const cookies = { copilotAdmin: "", agencyAdmin: "" };
let acme: CopilotClient;
let beacon: CopilotClient;

beforeAll(async () => {
  setPaymentProvider(createLocalPaymentProvider({ appUrl: app.url }));
  cookies.copilotAdmin = (await startAdminSession(copilotAdmin, "copilot-admin")).cookie;
  cookies.agencyAdmin = (await startAdminSession(agencyAdmin)).cookie;
  acme = await signedUpCopilotClient(app, db(), {
    company: "Acme Logistics LLC",
    name: "Dana Whitfield",
    email: "dana.whitfield@acme-logistics.example",
  });
  beacon = await signedUpCopilotClient(app, db(), {
    company: "Beacon Health Partners",
    name: "Omar Reyes",
    email: "omar.reyes@beacon-health.example",
  });
});

type Json = Record<string, unknown> & { error?: string; fields?: Record<string, string> };

/** A request to /api<path> as the copilot admin (default), the agency's admin, a client, or nobody. */
async function call(
  method: string,
  path: string,
  {
    as = "copilotAdmin",
    body,
  }: { as?: "copilotAdmin" | "agencyAdmin" | CopilotClient | null; body?: unknown } = {},
) {
  const headers: Record<string, string> = { origin: new URL(app.config.APP_URL).origin };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (as === "copilotAdmin" || as === "agencyAdmin") headers.cookie = cookies[as];
  else if (as) headers.authorization = `Bearer ${as.token}`;
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

const auditOf = (action: string) => db().select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

describe("the copilot admin's session", () => {
  it("is the only credential that opens /api/copilot/admin", async () => {
    expect((await call("GET", "/copilot/admin/workspaces", { as: null })).status).toBe(401);
    const agency = await call("GET", "/copilot/admin/workspaces", { as: "agencyAdmin" });
    expect(agency.status).toBe(403);
    expect(agency.body.error).toBe(
      "This credential does not give copilot admin access. Sign in at /copilot/admin/login with an account that has the copilot admin role.",
    );
    expect((await call("GET", "/copilot/admin/workspaces", { as: acme })).status).toBe(403);
    expect((await call("GET", "/copilot/admin/workspaces")).status).toBe(200);
  });

  it("does not open the agency's console, even under the console's cookie name", async () => {
    const token = cookies.copilotAdmin.split("=")[1];
    const response = await fetch(`${app.url}/api/admin/jobs`, {
      headers: { cookie: `admin_session=${token}` },
    });
    expect(response.status).toBe(401);
    const status = await fetch(`${app.url}/api/copilot/admin/auth/status`, {
      headers: { cookie: cookies.agencyAdmin },
    });
    expect(await status.json()).toEqual({ authenticated: false });
  });
});

describe("workspaces", () => {
  it("lists them with search, status, plan and members count", async () => {
    const all = await call("GET", "/copilot/admin/workspaces");
    expect(all.body.total).toBe(2);
    const found = await call("GET", "/copilot/admin/workspaces?q=acme");
    expect(found.body.rows).toEqual([
      expect.objectContaining({
        id: acme.workspaceId,
        name: "Acme Logistics LLC",
        status: "active",
        plan: null,
        members: 1,
      }),
    ]);
    expect((await call("GET", "/copilot/admin/workspaces?status=suspended")).body.rows).toEqual([]);
  });

  it("shows one workspace's members and billing; 404 for an unknown or malformed id", async () => {
    const detail = await call("GET", `/copilot/admin/workspaces/${acme.workspaceId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      name: "Acme Logistics LLC",
      members: [expect.objectContaining({ email: "dana.whitfield@acme-logistics.example", role: "owner" })],
      billing: { subscription: null, invoices: [] },
      payments: [],
      tickets: [],
    });
    expect((await call("GET", "/copilot/admin/workspaces/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await call("GET", "/copilot/admin/workspaces/not-an-id")).status).toBe(404);
  });
});

describe("suspending a workspace", () => {
  it("needs a reason, then keeps every member out until it is reinstated (audited)", async () => {
    const path = `/copilot/admin/workspaces/${beacon.workspaceId}`;
    const noReason = await call("POST", `${path}/suspend`, { body: { reason: "  " } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: "Give a reason." });
    expect((await call("GET", "/copilot/me", { as: beacon })).status).toBe(200);

    const suspended = await call("POST", `${path}/suspend`, { body: { reason: "Chargeback under review" } });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      status: "suspended",
      suspensionReason: "Chargeback under review",
    });
    expect((await call("POST", `${path}/suspend`, { body: { reason: "again" } })).status).toBe(409);

    // The member's live token is refused, with the reason in words, and so is a new sign-in.
    const refused = await call("GET", "/copilot/me", { as: beacon });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(COPILOT_MESSAGES.workspaceSuspended);
    const login = await call("POST", "/copilot/login", {
      as: null,
      body: { email: beacon.email, password: beacon.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(COPILOT_MESSAGES.workspaceSuspended);
    // Another workspace's members are not affected.
    expect((await call("GET", "/copilot/me", { as: acme })).status).toBe(200);

    const reinstated = await call("POST", `${path}/reinstate`, {
      body: { reason: "Resolved with the bank" },
    });
    expect(reinstated.status).toBe(200);
    expect(reinstated.body).toMatchObject({ status: "active", suspensionReason: null });
    expect((await call("GET", "/copilot/me", { as: beacon })).status).toBe(200);
    expect((await call("POST", `${path}/reinstate`, { body: { reason: "again" } })).status).toBe(409);

    expect(await auditOf("copilot_workspace.suspended")).toEqual([
      expect.objectContaining({
        actorEmail: copilotAdmin.email,
        entityId: beacon.workspaceId,
        after: { status: "suspended", reason: "Chargeback under review" },
      }),
    ]);
    expect(await auditOf("copilot_workspace.reinstated")).toHaveLength(1);
  });
});

/** Adds a test card through the local provider's hosted page and subscribes, as a client does. */
async function subscribeAcme(): Promise<CopilotAdminWorkspace["billing"]["invoices"][number]> {
  const entry = await call("POST", "/copilot/billing/card-entry", { as: acme, body: { plan: "starter" } });
  expect(entry.status).toBe(200);
  expect((await enterCard(entry.body.url as string, "4242 4242 4242 4242")).status).toBe(303);
  const subscribed = await call("POST", "/copilot/billing/subscription", {
    as: acme,
    body: { plan: "starter" },
  });
  expect(subscribed.status).toBe(201);
  // The provider reports the paid first invoice by webhook, a moment later.
  return vi.waitFor(
    async () => {
      const detail = await call("GET", `/copilot/admin/workspaces/${acme.workspaceId}`);
      const workspace = detail.body as unknown as CopilotAdminWorkspace;
      const [invoice] = workspace.billing.invoices;
      if (!invoice || invoice.amountPaidCents === 0) throw new Error("no paid invoice yet");
      expect(workspace.payments).toContainEqual(expect.objectContaining({ kind: "payment" }));
      expect(invoice.amountPaidCents).toBeGreaterThan(1000);
      return invoice;
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe("refunds and credits", () => {
  it("refunds part of a paid invoice through the provider, within what is left, and records it", async () => {
    const invoice = await subscribeAcme();
    const refund = (body: unknown, workspaceId = acme.workspaceId, invoiceId = invoice.id) =>
      call("POST", `/copilot/admin/workspaces/${workspaceId}/invoices/${invoiceId}/refund`, { body });

    expect((await refund({ amountCents: 0, reason: "Goodwill" })).body.fields).toEqual({
      amountCents: "Enter an amount of at least one cent.",
    });
    expect((await refund({ amountCents: 12.5, reason: "Goodwill" })).status).toBe(400);
    expect((await refund({ amountCents: "1000", reason: "Goodwill" })).status).toBe(400);
    expect((await refund({ amountCents: 1000 })).body.fields).toEqual({ reason: "Give a reason." });
    const tooMuch = await refund({ amountCents: invoice.amountPaidCents + 1, reason: "Goodwill" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ amountCents: "At most what was paid and not yet refunded." });
    // Another workspace's invoice, through that workspace's path: not found.
    expect((await refund({ amountCents: 100, reason: "Goodwill" }, beacon.workspaceId)).status).toBe(404);

    const partial = await refund({ amountCents: 1000, reason: "Outage on the 3rd" });
    expect(partial.status).toBe(200);
    expect(partial.body.refundId).toEqual(expect.any(String));
    const rest = invoice.amountPaidCents - 1000;
    expect((await refund({ amountCents: rest + 1, reason: "Too much" })).status).toBe(400);
    expect((await refund({ amountCents: rest, reason: "Cancelled in the first week" })).status).toBe(200);

    const [stored] = await db().select().from(copilotInvoices).where(eq(copilotInvoices.id, invoice.id));
    expect(stored?.amountRefundedCents).toBe(invoice.amountPaidCents);
    const refunds = await db()
      .select()
      .from(copilotPayments)
      .where(and(eq(copilotPayments.workspaceId, acme.workspaceId), eq(copilotPayments.kind, "refund")));
    expect(refunds.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual(
      [1000, rest].sort((a, b) => a - b),
    );
    expect(await auditOf("copilot_invoice.refunded")).toEqual([
      expect.objectContaining({ actorEmail: copilotAdmin.email, entityId: invoice.id }),
      expect.objectContaining({ actorEmail: copilotAdmin.email, entityId: invoice.id }),
    ]);
  });

  it("credits a workspace with a valid amount and reason, and shows it in its payments", async () => {
    const path = `/copilot/admin/workspaces/${acme.workspaceId}/credit`;
    expect((await call("POST", path, { body: { amountCents: -5, reason: "x" } })).status).toBe(400);
    expect((await call("POST", path, { body: { amountCents: 500, reason: "x", extra: 1 } })).status).toBe(
      400,
    );
    const credited = await call("POST", path, {
      body: { amountCents: 2500, reason: "Sorry for the outage" },
    });
    expect(credited.status).toBe(200);
    const workspace = credited.body.workspace as unknown as CopilotAdminWorkspace;
    expect(workspace.payments).toContainEqual(
      expect.objectContaining({ kind: "credit", amountCents: 2500, note: "Sorry for the outage" }),
    );
    expect(await auditOf("copilot_workspace.credited")).toHaveLength(1);
    // A workspace without a billing account has nothing to credit.
    expect(
      (
        await call("POST", `/copilot/admin/workspaces/${beacon.workspaceId}/credit`, {
          body: { amountCents: 100, reason: "Goodwill" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the support inbox", () => {
  it("lists and answers the clients' tickets only; the member who asked is emailed", async () => {
    const opened = await call("POST", "/copilot/support/tickets", {
      as: acme,
      body: { subject: "Invoice question", category: "billing", message: "Why two charges?" },
    });
    expect(opened.status).toBe(201);
    const ticketId = opened.body.id as string;
    const candidate = await insertSignedInCandidate(db(), { email: "contractor@example.com" });
    const [contractorTicket] = await db()
      .insert(supportTickets)
      .values({ candidateId: candidate.id, subject: "Paystub", category: "pay" })
      .returning();

    const inbox = await call("GET", "/copilot/admin/support");
    expect((inbox.body.rows as Json[]).map((row) => row.id)).toEqual([ticketId]);
    expect((await call("GET", `/copilot/admin/support/${contractorTicket?.id}`)).status).toBe(404);
    expect(
      (
        await call("POST", `/copilot/admin/support/${contractorTicket?.id}/messages`, {
          body: { message: "Hi" },
        })
      ).status,
    ).toBe(404);

    const answered = await call("POST", `/copilot/admin/support/${ticketId}/messages`, {
      body: { message: "The first was a card check, refunded at once." },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe("answered");
    const mail = await lastEmailTo(db(), acme.email);
    expect(mail.textBody).toContain("/copilot/client/support");
    const detail = await call("GET", `/copilot/admin/workspaces/${acme.workspaceId}`);
    expect(detail.body.tickets).toEqual([expect.objectContaining({ id: ticketId, status: "answered" })]);
  });
});

type Person = { sex: SelfIdentifiedSex | null; race: SelfIdentifiedRace | null };
const FW: Person = { sex: "female", race: "white" };
const MW: Person = { sex: "male", race: "white" };
const FB: Person = { sex: "female", race: "black" };
const MA: Person = { sex: "male", race: "asian" };
const UNKNOWN: Person = { sex: null, race: null };

/** Candidates with these self-identifications (none stored for unknown), in this order. */
async function candidatesLike(people: Person[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, person] of people.entries()) {
    const { id } = await insertSignedInCandidate(db(), {
      email: `ranked-${ids.length}-${index}-${Date.now()}@example.com`,
    });
    if (person.sex || person.race) {
      await db()
        .insert(candidateSelfIdentification)
        .values({ candidateId: id, sex: person.sex, raceEthnicity: person.race });
    }
    ids.push(id);
  }
  return ids;
}

async function logRankingOf(candidateIds: string[], subject: string, workspaceId: string | null) {
  const [ranking] = await db()
    .insert(matchingRankings)
    .values({
      version: "ranker-1+skills-1",
      subject,
      copilotWorkspaceId: workspaceId,
      orderSnapshot: RANKED_ORDER,
      weights: DEFAULT_MATCHING_WEIGHTS,
      considered: candidateIds.length + 4,
    })
    .returning();
  if (!ranking) throw new Error("ranking insert failed");
  await db()
    .insert(matchingRankingEntries)
    .values(
      candidateIds.map((candidateId, index) => ({
        rankingId: ranking.id,
        candidateId,
        rank: index + 1,
        score: 90 - index,
        criteria: [{ criterion: "mustHaveSkills" as const, value: 1, points: 30 }],
      })),
    );
  return ranking.id;
}

describe("the ranking log and the bias report", () => {
  // Ranks 1-10 (selected: the top 10), then 11-22.
  const top = [FW, FW, FW, FW, MW, MW, MW, FB, FB, MA];
  const rest = [FW, FW, MW, MW, MW, FB, FB, FB, MA, UNKNOWN, UNKNOWN, UNKNOWN];
  let rankingId = "";

  beforeAll(async () => {
    const ranked = await candidatesLike([...top, ...rest]);
    rankingId = await logRankingOf(ranked, "copilot-order:1", acme.workspaceId);
    // The public demo's rankings are not shown to clients: left out of the report.
    await logRankingOf(ranked.slice(7, 9).concat(ranked.slice(15, 18)), "demo", null);
  });

  it("lists every ranking with its workspace, order, version and weights, and one ranking's entries", async () => {
    const log = await call("GET", "/copilot/admin/rankings");
    expect(log.body.total).toBe(2);
    expect(log.body.rows).toContainEqual(
      expect.objectContaining({
        id: rankingId,
        workspaceName: "Acme Logistics LLC",
        orderTitle: "Warehouse Supervisor",
        version: "ranker-1+skills-1",
        weights: DEFAULT_MATCHING_WEIGHTS,
        considered: 26,
        shown: 22,
      }),
    );
    const byWorkspace = await call("GET", `/copilot/admin/rankings?workspace=${beacon.workspaceId}`);
    expect(byWorkspace.body.rows).toEqual([]);
    const one = await call("GET", `/copilot/admin/rankings/${rankingId}`);
    expect(one.status).toBe(200);
    const entries = one.body.entries as Json[];
    expect(entries).toHaveLength(22);
    expect(entries[0]).toMatchObject({
      rank: 1,
      score: 90,
      criteria: [{ criterion: "mustHaveSkills", value: 1, points: 30 }],
    });
    expect((await call("GET", "/copilot/admin/rankings/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
  });

  it("computes selection rates and impact ratios by group, withholding groups under five", async () => {
    const response = await call("GET", "/copilot/admin/bias-report?selection=ranked-top-10");
    expect(response.status).toBe(200);
    const report = response.body as unknown as BiasReport;
    expect(report).toMatchObject({
      minimumGroupSize: 5,
      rankings: 1,
      entries: 22,
      selected: 10,
      entriesAre: "ranking-appearances",
    });
    expect(report.selection.key).toBe("ranked-top-10");
    const table = (dimension: string) => report.tables.find((item) => item.dimension === dimension);
    const row = (dimension: string, key: string) => table(dimension)?.rows.find((item) => item.key === key);

    // Sex: female 11 entries, 6 selected; male 8, 4 selected.
    expect(row("sex", "female")).toEqual({
      key: "female",
      label: "Female",
      reportable: true,
      total: 11,
      selected: 6,
      selectionRate: 6 / 11,
      impactRatio: 1,
    });
    expect(row("sex", "male")).toMatchObject({ total: 8, selected: 4, selectionRate: 0.5 });
    expect(row("sex", "male")?.impactRatio).toBeCloseTo(11 / 12, 12);
    expect(table("sex")?.unknown).toBe(3);

    // Race/ethnicity: white 12 (7 selected), black 5 (2); Asian 2: too few, every number withheld.
    expect(row("race", "white")).toMatchObject({
      total: 12,
      selected: 7,
      selectionRate: 7 / 12,
      impactRatio: 1,
    });
    expect(row("race", "black")).toMatchObject({ total: 5, selected: 2, selectionRate: 0.4 });
    expect(row("race", "black")?.impactRatio).toBeCloseTo(0.4 / (7 / 12), 12);
    expect(row("race", "asian")).toEqual({
      key: "asian",
      label: "Asian (not Hispanic or Latino)",
      reportable: false,
      total: null,
      selected: null,
      selectionRate: null,
      impactRatio: null,
    });
    expect(
      table("race")
        ?.rows.filter((item) => item.reportable)
        .map((item) => item.key),
    ).toEqual(["white", "black"]);

    // Intersectional: white women 6 (4), white men 6 (3), Black women 5 (2); Asian men too few.
    expect(row("intersectional", "white:female")).toMatchObject({ total: 6, selected: 4, impactRatio: 1 });
    expect(row("intersectional", "white:male")).toMatchObject({ total: 6, selected: 3, selectionRate: 0.5 });
    expect(row("intersectional", "white:male")?.impactRatio).toBeCloseTo(0.75, 12);
    expect(row("intersectional", "black:female")?.impactRatio).toBeCloseTo(0.6, 12);
    expect(row("intersectional", "asian:male")?.reportable).toBe(false);
    expect(table("intersectional")?.unknown).toBe(3);
  });

  it("is never part of a client's API", async () => {
    expect((await call("GET", "/copilot/admin/bias-report", { as: acme })).status).toBe(403);
  });

  it("by default counts the client's shortlist: each candidate shown for an order once", async () => {
    const draft = await call("POST", "/copilot/orders", { as: acme, body: { draft: nurseDraft() } });
    expect(draft.status).toBe(201);
    const orderId = draft.body.id as string;
    const ranked = (
      await db()
        .select({ candidateId: matchingRankingEntries.candidateId })
        .from(matchingRankingEntries)
        .where(eq(matchingRankingEntries.rankingId, rankingId))
        .orderBy(matchingRankingEntries.rank)
    ).map((row) => row.candidateId);
    // Two views of the order: the first ten, then five of them and five more (15 candidates in all).
    await logRankingOf(ranked.slice(0, 10), `copilot-order:${orderId}`, acme.workspaceId);
    await logRankingOf(
      ranked.slice(0, 5).concat(ranked.slice(10, 15)),
      `copilot-order:${orderId}`,
      acme.workspaceId,
    );
    // Shortlisted: three white women (ranks 1, 2, 11) and a white man (rank 5); a pass is not a selection.
    await db()
      .insert(copilotCandidateDecisions)
      .values([
        ...[0, 1, 10, 4].map((index) => ({
          jobOrderId: orderId,
          candidateId: ranked[index] ?? "",
          status: "shortlisted" as const,
        })),
        {
          jobOrderId: orderId,
          candidateId: ranked[2] ?? "",
          status: "passed" as const,
          reason: "Too far away",
        },
      ]);

    const response = await call("GET", "/copilot/admin/bias-report");
    expect(response.status).toBe(200);
    const report = response.body as unknown as BiasReport;
    expect(report.selection.key).toBe("shortlisted");
    // The first ranking's order: 22 candidates, none shortlisted; this order: 15, four shortlisted.
    expect(report).toMatchObject({ entries: 37, selected: 4, entriesAre: "order-candidates" });
    const sex = report.tables.find((table) => table.dimension === "sex");
    expect(sex?.rows.find((row) => row.key === "female")).toMatchObject({
      total: 19,
      selected: 3,
      selectionRate: 3 / 19,
      impactRatio: 1,
    });
    const male = sex?.rows.find((row) => row.key === "male");
    expect(male).toMatchObject({ total: 15, selected: 1 });
    expect(male?.impactRatio).toBeCloseTo(1 / 15 / (3 / 19), 12);
  });
});
