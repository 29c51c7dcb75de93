import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  COPILOT_CANDIDATE_MESSAGES,
  type CopilotCandidateCard,
  type CopilotCandidatesView,
  type RequisitionWithCandidates,
} from "../../common/copilot-candidates";
import type { CopilotOrder, CopilotOrderCounts, CopilotOrderListItem } from "../../common/copilot-orders";
import { DEFAULT_MATCHING_WEIGHTS, MATCHING_CRITERIA, type MatchingWeights } from "../../common/matching";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import {
  applyTo,
  insertRankedPerson,
  nurseDraft,
  publishOrder,
  type RankedPerson,
} from "../../tests/support/copilot-candidate-records";
import {
  insertSignedInCopilotMember,
  insertTwoSubscribedWorkspaces,
} from "../../tests/support/copilot-records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  adminAuditLog,
  applications,
  assessmentAttempts,
  assessments,
  candidates,
  jobOrders,
  mailOutbox,
  matchingRankingEntries,
  matchingRankings,
  rateLimitCounters,
  talentRequests,
} from "../db/schema";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { call, asAdmin } = setupApiCaller(app);
const M = COPILOT_CANDIDATE_MESSAGES;

const MARISOL: RankedPerson = {
  firstName: "Marisol",
  lastName: "Quintanilla",
  email: "marisol.quintanilla@example.com",
  phone: "(305) 555-0142",
  city: "Miami",
  employer: "Larkin Community Hospital",
  school: "Barry University",
  graduated: "2011",
  desiredPay: 90,
};
const THADDEUS: RankedPerson = {
  firstName: "Thaddeus",
  lastName: "Okonkwo-Bright",
  email: "t.okonkwo@example.org",
  phone: "954-555-0199",
  city: "Orlando",
  employer: "Memorial Regional",
  school: "Nova Southeastern University",
  graduated: "2015",
  desiredPay: 45,
};
const GENEVIEVE: RankedPerson = {
  firstName: "Genevieve",
  lastName: "Albright",
  email: "genevieve@example.net",
  phone: "305.555.0123",
  city: "Doral",
  employer: "Kendall Medical Center",
  school: "Florida Atlantic University",
  graduated: "2009",
  optedOut: true,
};
/** Applies to the order's job; the pool's text search would never find a forklift operator. */
const JORDAN: RankedPerson = {
  firstName: "Jordan",
  lastName: "Castellanos",
  email: "jordan.castellanos@example.com",
  phone: "786-555-0177",
  city: "Hialeah",
  employer: "Sedano's Warehouse",
  school: "Hialeah Senior High",
  graduated: "2004",
  skills: ["Forklift"],
  resume: [
    "Jordan Castellanos · jordan.castellanos@example.com · 786-555-0177 · Hialeah, FL",
    "Forklift operator, Sedano's Warehouse, Hialeah, 2012 – Present",
    "High school diploma, Hialeah Senior High, 2004",
  ].join("\n"),
};
const PRIYA: RankedPerson = {
  firstName: "Priya",
  lastName: "Ramanathan",
  email: "priya.r@example.com",
  phone: "305-555-0166",
  city: "Coral Gables",
  employer: "Baptist Hospital",
  school: "University of Miami",
  graduated: "2013",
  optedOut: true,
};

type Person = Awaited<ReturnType<typeof insertRankedPerson>>;
let acme: { workspaceId: string; token: string; userId: string };
let beacon: { workspaceId: string; token: string; userId: string };
let people: Record<"marisol" | "thaddeus" | "genevieve" | "jordan" | "priya", Person>;

const candidatesOf = (orderId: string, path: string, token: string, method = "GET", body?: unknown) =>
  call(method, `/copilot/orders/${orderId}/candidates${path}`, { token, body });
const view = async (orderId: string, token = acme.token) => {
  const response = await candidatesOf(orderId, "", token);
  expect(response.status).toBe(200);
  return response.body as unknown as CopilotCandidatesView;
};

async function submittedOrder(token = acme.token, title?: string) {
  const response = await call("POST", "/copilot/orders", {
    token,
    body: { draft: nurseDraft(title), submit: true },
  });
  expect(response.status).toBe(201);
  return response.body as unknown as CopilotOrder;
}

/** The candidate each ref stands for, read from the ranking log (the client never sees it). */
async function candidateOfRefs(cards: CopilotCandidateCard[]): Promise<Map<string, string>> {
  if (cards.length === 0) return new Map();
  const rows = await db()
    .select({ id: matchingRankingEntries.id, candidateId: matchingRankingEntries.candidateId })
    .from(matchingRankingEntries)
    .where(
      inArray(
        matchingRankingEntries.id,
        cards.map((card) => card.ref),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.candidateId]));
}

async function cardOf(orderId: string, candidateId: string, token = acme.token) {
  const shown = await view(orderId, token);
  const refs = await candidateOfRefs(shown.candidates);
  return shown.candidates.find((card) => refs.get(card.ref) === candidateId);
}

async function refOf(orderId: string, candidateId: string, token = acme.token): Promise<string> {
  const card = await cardOf(orderId, candidateId, token);
  if (!card) throw new Error("candidate not shown");
  return card.ref;
}

const weightsOnly = (criterion: keyof MatchingWeights): MatchingWeights =>
  Object.fromEntries(MATCHING_CRITERIA.map((c) => [c, c === criterion ? 100 : 0])) as MatchingWeights;

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE assessments, copilot_workspaces, copilot_users, job_orders, jobs, candidates, applications, stored_files, mail_outbox, rate_limit_counters, matching_rankings, talent_requests, admin_audit_log CASCADE`,
  );
  ({ acme, beacon } = await insertTwoSubscribedWorkspaces(db(), "growth"));
  people = {
    marisol: await insertRankedPerson(MARISOL),
    thaddeus: await insertRankedPerson(THADDEUS),
    genevieve: await insertRankedPerson(GENEVIEVE),
    jordan: await insertRankedPerson(JORDAN),
    priya: await insertRankedPerson(PRIYA),
  };
});

describe("the ranked list", () => {
  it("ranks the pool and the applicants, never anyone who opted out, and logs each list shown", async () => {
    const order = await submittedOrder();
    const jobId = await publishOrder(order.id);
    await applyTo(jobId, { ...JORDAN, id: people.jordan.id });
    await applyTo(jobId, { ...PRIYA, id: people.priya.id });
    const applied = await db().select().from(applications).where(eq(applications.jobId, jobId));
    expect(applied.map((row) => row.candidateId).sort()).toEqual([people.jordan.id, people.priya.id].sort());

    const shown = await view(order.id);
    expect(shown.order).toMatchObject({ id: order.id, title: "ICU Registered Nurse", actionable: true });
    expect(shown.canAct).toBe(true);
    expect(shown.weights).toEqual(DEFAULT_MATCHING_WEIGHTS);
    const refs = await candidateOfRefs(shown.candidates);
    const ids = shown.candidates.map((card) => refs.get(card.ref));
    expect(ids).toHaveLength(3);
    expect(new Set(ids)).toEqual(new Set([people.marisol.id, people.thaddeus.id, people.jordan.id]));
    expect(shown.candidates.map((card) => card.rank)).toEqual([1, 2, 3]);
    const jordan = shown.candidates.find((card) => refs.get(card.ref) === people.jordan.id);
    expect(jordan?.applied).toBe(true);
    expect(shown.candidates.filter((card) => card.applied)).toHaveLength(1);
    for (const card of shown.candidates) {
      expect(card.decision).toBeNull();
      expect(card.request).toBeNull();
      expect(card.identity).toBeNull();
      expect(card.reasons.length).toBeGreaterThan(0);
    }

    await view(order.id);
    const logged = await db()
      .select()
      .from(matchingRankings)
      .where(eq(matchingRankings.subject, `copilot-order:${order.id}`));
    expect(logged).toHaveLength(2);
    for (const ranking of logged) {
      expect(ranking.copilotWorkspaceId).toBe(acme.workspaceId);
      expect(ranking.shownTo).toBe(acme.userId);
    }
  });

  it("scores the assessment results a candidate shares, and only those", async () => {
    const order = await submittedOrder();
    const [assessment] = await db()
      .insert(assessments)
      .values({
        slug: "acls-knowledge",
        title: "ACLS knowledge check",
        measures: "Advanced cardiac life support",
        minutes: 20,
        itemsPerSitting: 10,
        retakeDays: 30,
        passThreshold: 70,
      })
      .returning();
    const sitting = (candidateId: string, email: string, score: number, shared: boolean) => ({
      assessmentId: assessment?.id ?? "",
      candidateId,
      email,
      status: "submitted" as const,
      deadlineAt: new Date(),
      closedAt: new Date(),
      passThreshold: 70,
      overallScore: score,
      passed: score >= 70,
      sharedWithEmployers: shared,
    });
    await db()
      .insert(assessmentAttempts)
      .values([
        sitting(people.marisol.id, MARISOL.email, 92, true),
        sitting(people.thaddeus.id, THADDEUS.email, 35, false),
      ]);
    const shown = await view(order.id);
    const refs = await candidateOfRefs(shown.candidates);
    const card = (id: string) => shown.candidates.find((c) => refs.get(c.ref) === id);
    expect(card(people.marisol.id)?.sharedAssessments).toEqual([{ name: "ACLS knowledge check", score: 92 }]);
    expect(card(people.marisol.id)?.criteria.find((c) => c.criterion === "assessments")?.value).toBe(0.92);
    expect(card(people.thaddeus.id)?.sharedAssessments).toEqual([]);
    expect(card(people.thaddeus.id)?.criteria.find((c) => c.criterion === "assessments")?.value).toBe(0.5);
  });

  it("forgets a candidate who opts out after being shown: gone from the list and the shortlist, their ref a 404", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.thaddeus.id);
    await candidatesOf(order.id, `/${ref}/shortlist`, acme.token, "POST");
    expect((await view(order.id)).order.status).toBe("shortlist_ready");
    const optOut = await call("PUT", "/candidates/matching-choices", {
      token: people.thaddeus.token,
      body: { automatedRankingOptOut: true, sex: null, raceEthnicity: null },
    });
    expect(optOut.status).toBe(200);
    expect(await cardOf(order.id, people.thaddeus.id)).toBeUndefined();
    expect((await view(order.id)).order.status).toBe("submitted");
    const action = await candidatesOf(order.id, `/${ref}/pass`, acme.token, "POST", { reason: "Not for us" });
    expect(action.status).toBe(404);
    expect(action.body.error).toBe(M.notFound);
  });

  it("re-ranks with the client's weights and keeps them for the order", async () => {
    const order = await submittedOrder();
    const byLocation = await candidatesOf(order.id, "/weights", acme.token, "PUT", {
      weights: weightsOnly("location"),
    });
    expect(byLocation.status).toBe(200);
    const locationView = byLocation.body as unknown as CopilotCandidatesView;
    expect(locationView.weights).toEqual(weightsOnly("location"));
    const locationRefs = await candidateOfRefs(locationView.candidates);
    expect(locationRefs.get(locationView.candidates[0]?.ref ?? "")).toBe(people.marisol.id);

    const byPay = await candidatesOf(order.id, "/weights", acme.token, "PUT", {
      weights: weightsOnly("pay"),
    });
    const payView = byPay.body as unknown as CopilotCandidatesView;
    const payRefs = await candidateOfRefs(payView.candidates);
    expect(payRefs.get(payView.candidates[0]?.ref ?? "")).toBe(people.thaddeus.id);

    expect((await view(order.id)).weights).toEqual(weightsOnly("pay"));
    // Another order keeps the defaults.
    expect((await view((await submittedOrder(acme.token, "Registered Nurse")).id)).weights).toEqual(
      DEFAULT_MATCHING_WEIGHTS,
    );
  });

  it("refuses weights out of range or all zero, naming the criterion", async () => {
    const order = await submittedOrder();
    const tooHeavy = await candidatesOf(order.id, "/weights", acme.token, "PUT", {
      weights: { ...DEFAULT_MATCHING_WEIGHTS, pay: 101 },
    });
    expect(tooHeavy.status).toBe(400);
    expect(tooHeavy.body.fields?.["weights.pay"]).toMatch(/Pay/);
    const zero = await candidatesOf(order.id, "/weights", acme.token, "PUT", {
      weights: Object.fromEntries(MATCHING_CRITERIA.map((c) => [c, 0])),
    });
    expect(zero.status).toBe(400);
    expect((await view(order.id)).weights).toEqual(DEFAULT_MATCHING_WEIGHTS);
  });

  it("shows a draft no candidates (409) and needs a session (401)", async () => {
    const draft = await call("POST", "/copilot/orders", { token: acme.token, body: { draft: nurseDraft() } });
    const response = await candidatesOf(draft.body.id as string, "", acme.token);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(M.draft);
    expect((await call("GET", `/copilot/orders/${draft.body.id}/candidates`)).status).toBe(401);
  });

  it("limits views per workspace (429)", async () => {
    const order = await submittedOrder();
    await view(order.id);
    await db()
      .update(rateLimitCounters)
      .set({ count: 120 })
      .where(sql`${rateLimitCounters.key} LIKE ${"copilot-candidates-workspace%"}`);
    const limited = await candidatesOf(order.id, "", acme.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await candidatesOf(order.id, "", beacon.token)).status).toBe(404);
  });
});

describe("anonymity until the candidate accepts", () => {
  /** Every identifying value stored for the person: their row's columns and their resume's details. */
  async function identifyingValues(person: RankedPerson, id: string): Promise<string[]> {
    const [row] = await db().select().from(candidates).where(eq(candidates.id, id));
    if (!row) throw new Error("no candidate");
    const shownAsSkills = new Set([
      "skills",
      "desiredPayPeriod",
      "state",
      "preferredEmploymentTypes",
      "recruiterTags",
    ]);
    const values: string[] = [];
    for (const [column, value] of Object.entries(row)) {
      if (shownAsSkills.has(column) || value === null) continue;
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        const text = item instanceof Date ? item.toISOString() : String(item);
        if (typeof item === "boolean" || typeof item === "number" || text.length < 3) continue;
        values.push(text);
      }
    }
    const appliedAs = await db().select().from(applications).where(eq(applications.candidateId, id));
    for (const application of appliedAs) values.push(application.fullName, application.email);
    values.push(person.employer, person.school, person.phone.replace(/\D/g, ""));
    return values;
  }

  async function expectNothingIdentifying(json: string, person: RankedPerson, id: string) {
    const text = json.toLowerCase();
    for (const value of await identifyingValues(person, id)) {
      expect(text, value).not.toContain(value.toLowerCase());
    }
    // Refs are random ids and the times of the client's own actions are not the person's.
    const withoutIds = json
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "")
      .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, "");
    expect(withoutIds, person.graduated).not.toMatch(new RegExp(`\\b${person.graduated}\\b`));
    expect(withoutIds).not.toMatch(/\b(?:19|20)\d{2}\b/);
  }

  it("names no one in any client response before an accepted request, then only to that workspace", async () => {
    const order = await submittedOrder();
    const beaconOrder = await submittedOrder(beacon.token);
    await applyTo(await publishOrder(order.id), { ...JORDAN, id: people.jordan.id });
    const before = await candidatesOf(order.id, "", acme.token);
    for (const [person, key] of [
      [MARISOL, "marisol"],
      [THADDEUS, "thaddeus"],
      [JORDAN, "jordan"],
      [GENEVIEVE, "genevieve"],
      [PRIYA, "priya"],
    ] as const) {
      await expectNothingIdentifying(JSON.stringify(before.body), person, people[key].id);
    }

    const ref = await refOf(order.id, people.marisol.id);
    const requested = await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", {
      kind: "introduction",
      message: "We would love to talk this week.",
    });
    expect(requested.status).toBe(201);
    const requestedCard = requested.body as unknown as CopilotCandidateCard;
    expect(requestedCard).toMatchObject({
      ref,
      request: { kind: "introduction", status: "pending", message: "We would love to talk this week." },
      decision: { status: "shortlisted", by: "Dana Whitfield" },
      identity: null,
    });
    for (const response of [requested, await candidatesOf(order.id, "", acme.token)]) {
      await expectNothingIdentifying(JSON.stringify(response.body), MARISOL, people.marisol.id);
    }
    // The order's timeline names the step, never the person (the draft itself is the client's own text).
    const timeline = (await call("GET", `/copilot/orders/${order.id}`, { token: acme.token })).body;
    const orderJson = JSON.stringify(timeline.events);
    await expectNothingIdentifying(orderJson, MARISOL, people.marisol.id);

    // The candidate is asked by email and answers in their portal, where the workspace and the order are named.
    const consent = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, MARISOL.email));
    expect(consent).toHaveLength(1);
    expect(consent[0]?.textBody).toContain("Acme Logistics LLC");
    expect(consent[0]?.textBody).toContain("/candidate/profile#talent-requests");
    const portal = await call("GET", "/candidates/talent-profile", { token: people.marisol.token });
    const request = (portal.body.requests as { id: string; company: string; orderTitle: string }[])[0];
    expect(request).toMatchObject({
      company: "Acme Logistics LLC",
      orderTitle: "ICU Registered Nurse",
      kind: "introduction",
    });
    const accepted = await call("POST", `/candidates/talent-requests/${request?.id}/accept`, {
      token: people.marisol.token,
    });
    expect(accepted.status).toBe(200);

    const after = await cardOf(order.id, people.marisol.id);
    expect(after?.identity).toEqual({
      name: "Marisol Quintanilla",
      email: MARISOL.email,
      phone: MARISOL.phone,
      city: "Miami",
      state: "FL",
    });
    expect(after?.request).toMatchObject({ status: "accepted" });
    const told = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "dana@acme-logistics.example"));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(`/copilot/client/candidates?order=${order.id}`);
    expect(told[0]?.textBody).not.toContain("Quintanilla");

    // Another workspace ranking the same person still sees no one.
    const beaconView = await candidatesOf(beaconOrder.id, "", beacon.token);
    expect(JSON.stringify(beaconView.body)).toContain('"identity":null');
    await expectNothingIdentifying(JSON.stringify(beaconView.body), MARISOL, people.marisol.id);
  });

  it("leaves the card anonymous when the candidate declines", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.thaddeus.id);
    await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", { kind: "interview" });
    const portal = await call("GET", "/candidates/talent-profile", { token: people.thaddeus.token });
    const id = (portal.body.requests as { id: string }[])[0]?.id;
    expect(
      (await call("POST", `/candidates/talent-requests/${id}/decline`, { token: people.thaddeus.token }))
        .status,
    ).toBe(200);
    const card = await cardOf(order.id, people.thaddeus.id);
    expect(card?.identity).toBeNull();
    expect(card?.request).toMatchObject({ kind: "interview", status: "declined" });
    // Declined: the client may ask again.
    const again = await candidatesOf(order.id, `/${card?.ref}/request`, acme.token, "POST", {
      kind: "introduction",
    });
    expect(again.status).toBe(201);
  });
});

describe("decisions and requests", () => {
  it("shortlists, passes with a reason, clears, each in the order's history", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.thaddeus.id);
    const shortlisted = await candidatesOf(order.id, `/${ref}/shortlist`, acme.token, "POST");
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body).toMatchObject({
      ref,
      decision: { status: "shortlisted", reason: null, by: "Dana Whitfield" },
    });

    const passed = await candidatesOf(order.id, `/${ref}/pass`, acme.token, "POST", {
      reason: "  Needs days, not nights  ",
    });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ decision: { status: "passed", reason: "Needs days, not nights" } });

    const cleared = await candidatesOf(order.id, `/${ref}/decision`, acme.token, "DELETE");
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ ref, decision: null });

    const timeline = (await call("GET", `/copilot/orders/${order.id}`, { token: acme.token }))
      .body as unknown as CopilotOrder;
    expect(timeline.events.map((event) => event.kind).slice(-3)).toEqual([
      "candidate_shortlisted",
      "candidate_passed",
      "candidate_cleared",
    ]);
    expect(timeline.events.find((event) => event.kind === "candidate_passed")?.note).toBe(
      "Needs days, not nights",
    );
    const requisition = await asAdmin("GET", `/admin/requisitions/${order.id}`);
    expect((requisition.body.events as { kind: string }[]).map((event) => event.kind)).toContain(
      "candidate_passed",
    );
  });

  it("refuses a pass without a reason (400 naming it) and bad requests (400)", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.thaddeus.id);
    for (const body of [{}, { reason: "no" }, { reason: "  ab " }, { reason: 12 }]) {
      const response = await candidatesOf(order.id, `/${ref}/pass`, acme.token, "POST", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fields?.reason).toBe(M.reason);
    }
    const tooLong = await candidatesOf(order.id, `/${ref}/pass`, acme.token, "POST", {
      reason: "x".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields?.reason).toBe(M.reasonTooLong);
    const badKind = await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", { kind: "coffee" });
    expect(badKind.status).toBe(400);
    expect(badKind.body.fields?.kind).toBe(M.kind);
    const longMessage = await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", {
      kind: "interview",
      message: "x".repeat(1001),
    });
    expect(longMessage.status).toBe(400);
    expect(longMessage.body.fields?.message).toBe(M.message);
    expect(await db().select().from(mailOutbox)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ toAddress: THADDEUS.email })]),
    );
  });

  it("asks once: a second request while one is open is a 409, and the decision stays while it is", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.marisol.id);
    expect(
      (await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", { kind: "interview" })).status,
    ).toBe(201);
    const twice = await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", {
      kind: "introduction",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(M.alreadyRequested);
    const clear = await candidatesOf(order.id, `/${ref}/decision`, acme.token, "DELETE");
    expect(clear.status).toBe(409);
    expect(clear.body.error).toBe(M.requestOpen);
    const recruiters = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} LIKE 'Interview request from%'`);
    expect(recruiters).toHaveLength(1);
    expect(recruiters[0]?.textBody).toContain(`/admin/requisitions/${order.id}`);
  });

  it("shortlists a passed candidate the client then asks to meet", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.marisol.id);
    await candidatesOf(order.id, `/${ref}/pass`, acme.token, "POST", { reason: "Pay too high" });
    const asked = await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", { kind: "interview" });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ decision: { status: "shortlisted", reason: null } });
  });

  it("keeps a decided candidate on the list whatever the weights", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.jordan.id).catch(() => null);
    expect(ref).toBeNull(); // not in the pool's text search, not an applicant
    const thaddeus = await refOf(order.id, people.thaddeus.id);
    await candidatesOf(order.id, `/${thaddeus}/pass`, acme.token, "POST", { reason: "Lives too far away" });
    const reweighed = await candidatesOf(order.id, "/weights", acme.token, "PUT", {
      weights: weightsOnly("title"),
    });
    const card = (reweighed.body as unknown as CopilotCandidatesView).candidates.find(
      (c) => c.decision !== null,
    );
    expect(card?.decision).toMatchObject({ status: "passed", reason: "Lives too far away" });
  });

  it("lets the billing role read but not act (403), and refuses changes on a closed order (409)", async () => {
    const order = await submittedOrder();
    const billing = await insertSignedInCopilotMember(db(), acme.workspaceId, {
      name: "Bea Ledger",
      email: "bea@acme-logistics.example",
      role: "billing",
    });
    const shown = await view(order.id, billing.token);
    expect(shown.canAct).toBe(false);
    const ref = shown.candidates[0]?.ref ?? "";
    const actions: [string, string, unknown][] = [
      ["POST", `/${ref}/shortlist`, undefined],
      ["POST", `/${ref}/pass`, { reason: "Not for us" }],
      ["DELETE", `/${ref}/decision`, undefined],
      ["POST", `/${ref}/request`, { kind: "introduction" }],
      ["PUT", "/weights", { weights: DEFAULT_MATCHING_WEIGHTS }],
    ];
    for (const [method, path, body] of actions) {
      const response = await candidatesOf(order.id, path, billing.token, method, body);
      expect(response.status, path).toBe(403);
      expect(response.body.error).toBe(M.billingRole);
    }

    await db().update(jobOrders).set({ status: "closed" }).where(eq(jobOrders.id, order.id));
    const closed = await view(order.id);
    expect(closed.order.actionable).toBe(false);
    expect(closed.canAct).toBe(false);
    for (const [method, path, body] of actions.slice(0, 4)) {
      const response = await candidatesOf(order.id, path, acme.token, method, body);
      expect(response.status, path).toBe(409);
      expect(response.body.error).toBe(M.closed);
    }
  });
});

describe("tenant isolation", () => {
  it("answers 404 for another workspace's order, another workspace's ref and another order's ref", async () => {
    const order = await submittedOrder();
    const otherOrder = await submittedOrder(acme.token, "Registered Nurse");
    const beaconOrder = await submittedOrder(beacon.token);
    const ref = await refOf(order.id, people.marisol.id);
    const beaconRef = await refOf(beaconOrder.id, people.marisol.id, beacon.token);
    const otherRef = await refOf(otherOrder.id, people.marisol.id);
    const actions = (r: string): [string, string, unknown][] => [
      ["POST", `/${r}/shortlist`, undefined],
      ["POST", `/${r}/pass`, { reason: "Not for us" }],
      ["DELETE", `/${r}/decision`, undefined],
      ["POST", `/${r}/request`, { kind: "introduction" }],
    ];
    // Beacon with Acme's order: reading, weights and every action.
    expect((await candidatesOf(order.id, "", beacon.token)).status).toBe(404);
    expect(
      (await candidatesOf(order.id, "/weights", beacon.token, "PUT", { weights: DEFAULT_MATCHING_WEIGHTS }))
        .status,
    ).toBe(404);
    for (const [method, path, body] of actions(ref)) {
      expect((await candidatesOf(order.id, path, beacon.token, method, body)).status, path).toBe(404);
    }
    // Beacon's own order with Acme's ref, Acme's order with Beacon's ref or another order's ref, an unknown ref.
    for (const [orderId, token, r] of [
      [beaconOrder.id, beacon.token, ref],
      [order.id, acme.token, beaconRef],
      [order.id, acme.token, otherRef],
      [order.id, acme.token, "not-a-ref"],
      [order.id, acme.token, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      for (const [method, path, body] of actions(r)) {
        const response = await candidatesOf(orderId, path, token, method, body);
        expect(response.status, `${path} on ${orderId}`).toBe(404);
        expect(response.body.error).toBe(M.notFound);
      }
    }
    expect((await candidatesOf("not-an-id", "", acme.token)).status).toBe(404);
    expect(await db().select().from(mailOutbox)).toHaveLength(3); // the three submissions only
  });
});

describe("the client's step 'shortlist ready' and the recruiters' view", () => {
  it("moves a shortlisted order to shortlist ready in the list, the counts and the filter, and back", async () => {
    const order = await submittedOrder();
    await submittedOrder(acme.token, "Registered Nurse");
    const ref = await refOf(order.id, people.marisol.id);
    await candidatesOf(order.id, `/${ref}/shortlist`, acme.token, "POST");

    const list = (await call("GET", "/copilot/orders", { token: acme.token })).body
      .orders as CopilotOrderListItem[];
    expect(list.find((item) => item.id === order.id)?.status).toBe("shortlist_ready");
    const counts = (await call("GET", "/copilot/orders/counts", { token: acme.token }))
      .body as unknown as CopilotOrderCounts;
    expect(counts).toMatchObject({ submitted: 1, shortlist_ready: 1 });
    const ready = (await call("GET", "/copilot/orders?status=shortlist_ready", { token: acme.token })).body
      .orders as CopilotOrderListItem[];
    expect(ready.map((item) => item.id)).toEqual([order.id]);
    const submitted = (await call("GET", "/copilot/orders?status=submitted", { token: acme.token })).body
      .orders as CopilotOrderListItem[];
    expect(submitted.map((item) => item.id)).not.toContain(order.id);
    expect(
      (
        (await call("GET", `/copilot/orders/${order.id}`, { token: acme.token }))
          .body as unknown as CopilotOrder
      ).status,
    ).toBe("shortlist_ready");
    expect((await view(order.id)).order.status).toBe("shortlist_ready");

    // Interviewing is the recruiters' step: it wins over the shortlist.
    await db().update(jobOrders).set({ status: "interviewing" }).where(eq(jobOrders.id, order.id));
    expect(
      (
        (await call("GET", "/copilot/orders/counts", { token: acme.token }))
          .body as unknown as CopilotOrderCounts
      ).interviewing,
    ).toBe(1);
    await db().update(jobOrders).set({ status: "sourcing" }).where(eq(jobOrders.id, order.id));

    await candidatesOf(order.id, `/${ref}/decision`, acme.token, "DELETE");
    const after = (await call("GET", "/copilot/orders/counts", { token: acme.token }))
      .body as unknown as CopilotOrderCounts;
    expect(after).toMatchObject({ submitted: 1, sourcing: 1, shortlist_ready: 0 });
  });

  it("lets a recruiter record the candidate's answer on their behalf, audited, with the same effect", async () => {
    const order = await submittedOrder();
    const ref = await refOf(order.id, people.thaddeus.id);
    await candidatesOf(order.id, `/${ref}/request`, acme.token, "POST", { kind: "introduction" });
    const [request] = await db()
      .select({ id: talentRequests.id })
      .from(talentRequests)
      .where(eq(talentRequests.candidateId, people.thaddeus.id));
    const path = `/admin/talent-requests/${request?.id}/answer`;
    const bad = await asAdmin("POST", path, { answer: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.answer).toBeTruthy();
    expect(
      (await asAdmin("POST", "/admin/talent-requests/not-an-id/answer", { answer: "accepted" })).status,
    ).toBe(404);
    // A client's copilot token is no admin session.
    expect((await call("POST", path, { token: acme.token, body: { answer: "accepted" } })).status).toBe(403);

    const answered = await asAdmin("POST", path, { answer: "accepted" });
    expect(answered.status).toBe(200);
    expect(answered.body.requests).toEqual([
      expect.objectContaining({ source: "copilot", status: "accepted" }),
    ]);
    expect((await asAdmin("POST", path, { answer: "declined" })).status).toBe(409);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, request?.id ?? ""));
    expect(audit.map((row) => row.action)).toEqual(["talent_request.answered"]);
    expect((await cardOf(order.id, people.thaddeus.id))?.identity?.name).toBe("Thaddeus Okonkwo-Bright");
  });

  it("shows recruiters the client's candidates on the requisition, with who they are", async () => {
    const order = await submittedOrder();
    const marisol = await refOf(order.id, people.marisol.id);
    const thaddeus = await refOf(order.id, people.thaddeus.id);
    await candidatesOf(order.id, `/${marisol}/request`, acme.token, "POST", {
      kind: "interview",
      message: "Nights?",
    });
    await candidatesOf(order.id, `/${thaddeus}/pass`, acme.token, "POST", { reason: "Too far from Miami" });
    const response = await asAdmin("GET", `/admin/requisitions/${order.id}`);
    expect(response.status).toBe(200);
    const requisition = response.body as unknown as RequisitionWithCandidates;
    const byId = new Map(requisition.copilotCandidates.map((row) => [row.candidateId, row]));
    expect(byId.get(people.marisol.id)).toMatchObject({
      name: "Marisol Quintanilla",
      email: MARISOL.email,
      decision: { status: "shortlisted", by: "Dana Whitfield" },
      request: { kind: "interview", status: "pending", message: "Nights?", requestedBy: "Dana Whitfield" },
    });
    expect(byId.get(people.thaddeus.id)).toMatchObject({
      name: "Thaddeus Okonkwo-Bright",
      decision: { status: "passed", reason: "Too far from Miami" },
      request: null,
    });
    const record = await asAdmin("GET", `/admin/candidates/${people.marisol.id}`);
    expect(JSON.stringify(record.body)).toContain('"source":"copilot"');
  });
});
