import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_FALLBACKS } from "../../common/brand";
import { COPILOT_BILLING_PATHS } from "../../common/copilot-billing";
import type { OrderDraft } from "../../common/copilot-drafting";
import { COPILOT_ORDER_MESSAGES, type CopilotOrder } from "../../common/copilot-orders";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { completeDraft } from "../../tests/support/copilot-order-draft";
import {
  insertCopilotSubscription,
  insertSignedInCopilotClient,
  insertSignedInCopilotMember,
  insertTwoSubscribedWorkspaces,
} from "../../tests/support/copilot-records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { copilotUsage, jobs, mailOutbox } from "../db/schema";
import { listAllCopilotOrders } from "../modules/copilot-orders";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { call, asAdmin } = setupApiCaller(app);

let acme: { workspaceId: string; token: string };
let beacon: { workspaceId: string; token: string };

const orders = (method: string, path: string, token: string, body?: unknown) =>
  call(method, `/copilot/orders${path}`, { token, body });

async function submittedOrder(token = acme.token, title?: string) {
  const response = await orders("POST", "", token, { draft: completeDraft(title), submit: true });
  expect(response.status).toBe(201);
  return response.body as unknown as CopilotOrder;
}

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE copilot_workspaces, copilot_users, job_orders, jobs, mail_outbox, rate_limit_counters, admin_audit_log CASCADE`,
  );
  ({ acme, beacon } = await insertTwoSubscribedWorkspaces(db()));
});

describe("drafting and saving an order", () => {
  it("drafts an order from a few sentences without storing or sending anything", async () => {
    const response = await orders("POST", "/draft", acme.token, {
      text: "We need a forklift operator for our Doral warehouse. Night shift, full-time. At least one year of experience.",
    });
    expect(response.status).toBe(200);
    expect((response.body.draft as OrderDraft).title).toMatch(/forklift/i);
    expect((await orders("GET", "", acme.token)).body.orders).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it("refuses empty text with the field's message", async () => {
    const response = await orders("POST", "/draft", acme.token, { text: "   " });
    expect(response.status).toBe(400);
    expect(response.body.fields?.text).toMatch(/describe the role/i);
  });

  it("saves a draft that only the workspace sees: no email, no plan use, no requisition", async () => {
    const draft = { ...completeDraft(), summary: "", mustHaveSkills: [] };
    const saved = await orders("POST", "", acme.token, { draft });
    expect(saved.status).toBe(201);
    const order = saved.body as unknown as CopilotOrder;
    expect(order.status).toBe("drafted");
    expect(order.events.map((event) => [event.kind, event.who])).toEqual([["created", "Dana Whitfield"]]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    expect(await db().select().from(copilotUsage)).toEqual([]);
    expect((await asAdmin("GET", `/admin/requisitions/${order.id}`)).status).toBe(404);
    expect((await asAdmin("GET", "/admin/requisitions")).body.rows).toEqual([]);

    const reopened = await orders("GET", `/${order.id}`, acme.token);
    expect(reopened.status).toBe(200);
    expect((reopened.body as unknown as CopilotOrder).draft).toEqual(draft);
  });

  it("answers bad input with 400 and each field's message, never 500", async () => {
    const cases: [unknown, string][] = [
      [{ draft: { ...completeDraft(), title: "" } }, "draft.title"],
      [{ draft: { ...completeDraft(), pay: { ...completeDraft().pay, min: 30, max: 20 } } }, "draft.pay.min"],
      [
        { draft: { ...completeDraft(), location: { workplaceType: "moon", city: null, state: null } } },
        "draft.location.workplaceType",
      ],
      [{ draft: completeDraft(), submit: "yes" }, "submit"],
      [{ draft: completeDraft(), extra: 1 }, "extra"],
      [{}, "draft"],
    ];
    for (const [body, field] of cases) {
      const response = await orders("POST", "", acme.token, body);
      expect(response.status, field).toBe(400);
      expect(response.body.fields?.[field], field).toBeTruthy();
    }
    const notJson = await fetch(`${app.url}/api/copilot/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${acme.token}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses to submit an incomplete order, naming what is missing, and sends nothing", async () => {
    const draft: OrderDraft = {
      ...completeDraft(),
      summary: "Short",
      responsibilities: [],
      mustHaveSkills: [],
      location: { workplaceType: "remote", city: null, state: "Atlantis" },
      pay: { ...completeDraft().pay, min: null, max: null },
    };
    const response = await orders("POST", "", acme.token, { draft, submit: true });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(COPILOT_ORDER_MESSAGES.fixFields);
    expect(response.body.fields).toEqual({
      "draft.summary": COPILOT_ORDER_MESSAGES.summary,
      "draft.responsibilities": COPILOT_ORDER_MESSAGES.responsibilities,
      "draft.mustHaveSkills": COPILOT_ORDER_MESSAGES.mustHaveSkills,
      "draft.location.city": COPILOT_ORDER_MESSAGES.city,
      "draft.location.state": COPILOT_ORDER_MESSAGES.state,
      "draft.pay.min": COPILOT_ORDER_MESSAGES.payMin,
      "draft.pay.max": COPILOT_ORDER_MESSAGES.payMax,
    });
    expect((await orders("GET", "", acme.token)).body.orders).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it("lets the billing role read orders but not change them", async () => {
    const billing = await insertSignedInCopilotMember(db(), acme.workspaceId, {
      name: "Ines Castro",
      email: "ines@acme-logistics.example",
      role: "billing",
    });
    const response = await orders("POST", "", billing.token, { draft: completeDraft() });
    expect(response.status).toBe(403);
    expect((await orders("GET", "", billing.token)).status).toBe(200);
  });
});

describe("submitting", () => {
  it("sends the order to the agency's recruiters, counted against the plan, as a requisition from the assistant", async () => {
    const order = await submittedOrder();
    expect(order.status).toBe("submitted");
    expect(order.events.map((event) => event.kind)).toEqual(["created", "submitted"]);

    const [usage] = await db()
      .select()
      .from(copilotUsage)
      .where(eq(copilotUsage.workspaceId, acme.workspaceId));
    expect(usage?.ordersSubmitted).toBe(1);

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, CONTACT_FALLBACKS.email));
    expect(mail?.subject).toBe(
      "New job order: Bilingual Customer Service Representative for Acme Logistics LLC",
    );
    expect(mail?.textBody).toContain("through the AI hiring assistant");
    expect(mail?.textBody).toContain(`/admin/requisitions/${order.id}`);

    const list = await asAdmin("GET", "/admin/requisitions");
    expect(list.body.rows).toMatchObject([
      {
        id: order.id,
        company: null,
        copilot: { workspaceId: acme.workspaceId, workspaceName: "Acme Logistics LLC" },
      },
    ]);
    const requisition = await asAdmin("GET", `/admin/requisitions/${order.id}`);
    expect(requisition.body).toMatchObject({
      order: { title: order.title, city: "Miramar", state: "FL", skills: ["Customer Service", "Spanish"] },
      copilot: {
        workspaceName: "Acme Logistics LLC",
        draft: { screeningQuestions: ["Are you fluent in Spanish?"] },
      },
    });
  });

  it("submits a saved draft, so nothing reaches the agency before", async () => {
    const saved = (await orders("POST", "", acme.token, { draft: completeDraft() }))
      .body as unknown as CopilotOrder;
    const edited = { ...completeDraft(), title: "Senior Bilingual Customer Service Representative" };
    const response = await orders("PATCH", `/${saved.id}`, acme.token, { draft: edited, submit: true });
    expect(response.status).toBe(200);
    const order = response.body as unknown as CopilotOrder;
    expect(order.status).toBe("submitted");
    expect(order.events.map((event) => [event.kind, event.changed])).toEqual([
      ["created", []],
      ["edited", ["title"]],
      ["submitted", []],
    ]);
    const requisition = await asAdmin("GET", `/admin/requisitions/${saved.id}`);
    expect(requisition.body.order).toMatchObject({ title: edited.title });
  });

  it("stops at the plan's orders a month with a link to billing, and counts nothing for the refused one", async () => {
    for (const title of ["Picker", "Packer", "Driver"]) await submittedOrder(acme.token, title);
    const refused = await orders("POST", "", acme.token, {
      draft: completeDraft("Dispatcher"),
      submit: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Your Starter plan includes 3 orders a month. Upgrade to submit more.");
    expect(refused.body.link).toBe(COPILOT_BILLING_PATHS.billing);
    const [usage] = await db()
      .select()
      .from(copilotUsage)
      .where(eq(copilotUsage.workspaceId, acme.workspaceId));
    expect(usage?.ordersSubmitted).toBe(3);
    expect((await orders("GET", "", acme.token)).body.orders).toHaveLength(3);

    // A saved draft cannot be submitted over the limit either; it stays a draft.
    const draft = (await orders("POST", "", acme.token, { draft: completeDraft("Dispatcher") }))
      .body as unknown as CopilotOrder;
    const again = await orders("PATCH", `/${draft.id}`, acme.token, {
      draft: completeDraft("Dispatcher"),
      submit: true,
    });
    expect(again.status).toBe(403);
    expect(((await orders("GET", `/${draft.id}`, acme.token)).body as unknown as CopilotOrder).status).toBe(
      "drafted",
    );
  });

  it("refuses to submit for a read-only workspace or one without a plan, but still saves drafts", async () => {
    const readOnly = await insertSignedInCopilotClient(db(), {
      company: "Coral Dental Group",
      name: "Lena Park",
      email: "lena@coral-dental.example",
    });
    await insertCopilotSubscription(db(), readOnly.workspaceId, { status: "read_only" });
    const refused = await orders("POST", "", readOnly.token, { draft: completeDraft(), submit: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/read-only because a payment failed/);
    expect(refused.body.link).toBe(COPILOT_BILLING_PATHS.paymentSetup);
    expect((await orders("POST", "", readOnly.token, { draft: completeDraft() })).status).toBe(201);

    const unsubscribed = await insertSignedInCopilotClient(db(), {
      company: "Palm Bakery",
      name: "Rosa Diaz",
      email: "rosa@palm-bakery.example",
    });
    const noPlan = await orders("POST", "", unsubscribed.token, { draft: completeDraft(), submit: true });
    expect(noPlan.status).toBe(403);
    expect(noPlan.body.link).toBe(COPILOT_BILLING_PATHS.subscribe);
  });
});

describe("editing and withdrawing", () => {
  it("edits a submitted order until a recruiter accepts it, then refuses with 409", async () => {
    const order = await submittedOrder();
    const edited = await orders("PATCH", `/${order.id}`, acme.token, {
      draft: { ...completeDraft(), pay: { ...completeDraft().pay, max: 24 } },
    });
    expect(edited.status).toBe(200);
    expect((edited.body as unknown as CopilotOrder).events.at(-1)).toMatchObject({
      kind: "edited",
      changed: ["pay"],
    });
    // A submitted order stays complete.
    const emptied = await orders("PATCH", `/${order.id}`, acme.token, {
      draft: { ...completeDraft(), mustHaveSkills: [] },
    });
    expect(emptied.status).toBe(400);

    expect((await asAdmin("POST", `/admin/requisitions/${order.id}/accept`)).status).toBe(200);
    const late = await orders("PATCH", `/${order.id}`, acme.token, { draft: completeDraft() });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(COPILOT_ORDER_MESSAGES.notEditable);
    const withdraw = await orders("POST", `/${order.id}/withdraw`, acme.token);
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.error).toBe(COPILOT_ORDER_MESSAGES.notWithdrawable);
  });

  it("withdraws a submitted order: closed for the client, cancelled with the reason for recruiters", async () => {
    const order = await submittedOrder();
    const response = await orders("POST", `/${order.id}/withdraw`, acme.token);
    expect(response.status).toBe(200);
    const withdrawn = response.body as unknown as CopilotOrder;
    expect(withdrawn.status).toBe("closed");
    expect(withdrawn.events.at(-1)).toMatchObject({
      kind: "cancelled",
      status: "closed",
      who: "Dana Whitfield",
    });
    const requisition = await asAdmin("GET", `/admin/requisitions/${order.id}`);
    expect(requisition.body.order).toMatchObject({
      status: "cancelled",
      cancelReason: expect.stringMatching(/Withdrawn/),
    });
    // A draft is not withdrawn (it never reached the agency).
    const draft = (await orders("POST", "", acme.token, { draft: completeDraft() }))
      .body as unknown as CopilotOrder;
    expect((await orders("POST", `/${draft.id}/withdraw`, acme.token)).status).toBe(409);
  });
});

describe("tenant isolation", () => {
  it("answers 404 for another workspace's order on read, edit, submit and withdraw, and lists only its own", async () => {
    const submitted = await submittedOrder(acme.token);
    const draft = (await orders("POST", "", acme.token, { draft: completeDraft() }))
      .body as unknown as CopilotOrder;
    for (const id of [submitted.id, draft.id]) {
      expect((await orders("GET", `/${id}`, beacon.token)).status).toBe(404);
      expect(
        (await orders("PATCH", `/${id}`, beacon.token, { draft: completeDraft("Taken over") })).status,
      ).toBe(404);
      expect(
        (await orders("PATCH", `/${id}`, beacon.token, { draft: completeDraft(), submit: true })).status,
      ).toBe(404);
      expect((await orders("POST", `/${id}/withdraw`, beacon.token)).status).toBe(404);
    }
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect((await orders("GET", `/${id}`, acme.token)).status).toBe(404);
    }
    expect((await orders("GET", "", beacon.token)).body.orders).toEqual([]);
    expect((await orders("GET", "/counts", beacon.token)).body).toMatchObject({ drafted: 0, submitted: 0 });
    const mine = (await orders("GET", `/${submitted.id}`, acme.token)).body as unknown as CopilotOrder;
    expect(mine.draft.title).toBe(completeDraft().title);
    expect(beacon.workspaceId).not.toBe(acme.workspaceId);
  });
});

describe("the recruiters' work, seen by the client", () => {
  it("accept, publish as a job and status changes in /admin move the order's step and timeline", async () => {
    const order = await submittedOrder();
    expect((await asAdmin("POST", `/admin/requisitions/${order.id}/accept`)).status).toBe(200);
    let seen = (await orders("GET", `/${order.id}`, acme.token)).body as unknown as CopilotOrder;
    expect(seen).toMatchObject({ status: "submitted", accepted: true });

    const published = await asAdmin("POST", `/admin/requisitions/${order.id}/publish`);
    expect(published.status).toBe(200);
    const jobId = (published.body.order as { jobId: string }).jobId;
    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({
      title: order.title,
      company: "Acme Logistics LLC",
      clientCompanyId: null,
      city: "Miramar",
      state: "FL",
      employmentType: "full-time",
      status: "open",
    });

    seen = (await orders("GET", `/${order.id}`, acme.token)).body as unknown as CopilotOrder;
    expect(seen.status).toBe("sourcing");
    expect(seen.jobId).toBe(job?.id);
    expect(seen.events.map((event) => [event.kind, event.status, event.who])).toEqual([
      ["created", "drafted", "Dana Whitfield"],
      ["submitted", "submitted", "Dana Whitfield"],
      ["accepted", "submitted", "Recruiter (olivia.park@sunshinestaffing.example)"],
      ["published", "sourcing", "Recruiter (olivia.park@sunshinestaffing.example)"],
    ]);

    expect(
      (await asAdmin("POST", `/admin/requisitions/${order.id}/status`, { status: "interviewing" })).status,
    ).toBe(200);
    seen = (await orders("GET", `/${order.id}`, acme.token)).body as unknown as CopilotOrder;
    expect(seen.status).toBe("interviewing");
    expect((await orders("GET", "/counts", acme.token)).body).toEqual({
      drafted: 0,
      submitted: 0,
      sourcing: 0,
      shortlist_ready: 0,
      interviewing: 1,
      filled: 0,
      closed: 0,
    });
    expect((await orders("GET", "?status=interviewing", acme.token)).body.orders).toHaveLength(1);
    expect((await orders("GET", "?status=drafted", acme.token)).body.orders).toHaveLength(0);
  });

  it("keeps a suspended workspace's order from being accepted", async () => {
    const order = await submittedOrder();
    await db().execute(
      sql`UPDATE copilot_workspaces SET status = 'suspended' WHERE id = ${acme.workspaceId}`,
    );
    const refused = await asAdmin("POST", `/admin/requisitions/${order.id}/accept`);
    expect(refused.status).toBe(409);
  });
});

describe("the copilot admin's list of orders", () => {
  it("lists submitted orders of every workspace, never drafts, filtered by step, title or company", async () => {
    await submittedOrder(acme.token, "Forklift Operator");
    await submittedOrder(beacon.token, "Medical Receptionist");
    const draft = await orders("POST", "", acme.token, { draft: completeDraft("Private Draft") });
    expect(draft.status).toBe(201);
    const list = (query: string) => listAllCopilotOrders(new URLSearchParams(query));

    const all = await list("");
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => [row.title, row.workspaceName, row.status]).sort()).toEqual([
      ["Forklift Operator", "Acme Logistics LLC", "submitted"],
      ["Medical Receptionist", "Beacon Health Partners", "submitted"],
    ]);
    expect((await list("q=beacon")).rows.map((row) => row.title)).toEqual(["Medical Receptionist"]);
    expect((await list("q=forklift")).rows.map((row) => row.workspaceId)).toEqual([acme.workspaceId]);
    expect((await list("status=sourcing")).rows).toEqual([]);
    // A draft is the client's own: asking for drafts is not a filter the list knows.
    expect((await list("status=drafted")).total).toBe(2);
    expect((await list(`workspace=${beacon.workspaceId}`)).rows.map((row) => row.title)).toEqual([
      "Medical Receptionist",
    ]);
  });
});
