import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CandidateTalentSettings,
  TALENT_MESSAGES as M,
  TALENT_LIMITS,
  type TalentSearchPage,
} from "../../common/talent-database";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { callFrom } from "../../tests/support/consultation-records";
import {
  EMAIL_CHECK_TEST_ZONE,
  startTestDnsServer,
  type TestDnsServer,
} from "../../tests/support/dns-server";
import {
  callAsEmployer,
  insertClientCompany,
  insertSignedInEmployer,
  type SignedInEmployer,
} from "../../tests/support/employer-records";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { candidates, jobOrders, mailOutbox, talentProfiles, talentRequests } from "../db/schema";
import { clearMailRecordCache } from "../modules/email-check";
import { setTalentBadges } from "../modules/talent-database";

// The DNS server must be listening before setupTestApp reads DNS_SERVERS in its beforeAll.
const dns: TestDnsServer = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
const database = setupTestDatabase();
const db = database.db;
const app = setupTestApp({ DNS_SERVERS: dns.address });
afterAll(() => dns.close());
const { call, asAdmin } = setupApiCaller(app);

type Person = Awaited<ReturnType<typeof insertSignedInCandidate>>;

/** Distinctive values everywhere a candidate's identity is stored, so any leak is found by search. */
const IDENTITIES = [
  {
    firstName: "Zebulon",
    lastName: "Quixotefield",
    email: "zebulon.quixotefield@staffing-good.test",
    phone: "(305) 555-8123",
    city: "Coral Xanaduville",
    resumeText: "Worked at Marvelcrest Pharmaceuticals, 742 Evergreen Terrace. Zebulon Quixotefield.",
    recruiterTags: ["vip-zebtag"],
    headline: "ICU registered nurse",
    skills: ["Patient care", "Epic", "BLS"],
    preferredEmploymentTypes: ["full-time", "contract"],
    desiredPay: 52,
    desiredPayPeriod: "hour" as const,
    availableFrom: "2099-03-17",
  },
  {
    firstName: "Philippa",
    lastName: "Wolfsbanewright",
    email: "philippa.w@second-good.test",
    phone: "(954) 555-4471",
    city: "Port Yzerman",
    resumeText: "Senior accountant at Ostrogoth Holdings LLC, 19 Calle Ocho Apt 4B.",
    recruiterTags: ["philtag"],
    headline: "Senior accountant, CPA",
    skills: ["QuickBooks", "GAAP", "Excel"],
    preferredEmploymentTypes: ["full-time"],
    desiredPay: 92_500,
    desiredPayPeriod: "year" as const,
    availableFrom: null,
  },
];

const people: Person[] = [];
let acme: SignedInEmployer;
let acmeViewer: SignedInEmployer;
let rival: SignedInEmployer;
let acmeOrderId = "";
let rivalOrderId = "";
let visitorCount = 0;

const settings = (person: Person, body: unknown) =>
  call("PUT", "/candidates/talent-profile", { token: person.token, body });
const listMe = (person: Person, extra: Record<string, unknown> = {}) =>
  settings(person, {
    listed: true,
    yearsExperience: 7,
    industry: "Healthcare",
    region: "south-florida",
    ...extra,
  });
const search = async (query = "") => {
  const reply = await call("GET", `/talent${query ? `?${query}` : ""}`);
  return reply as unknown as {
    status: number;
    body: TalentSearchPage & { error?: string; fields?: Record<string, string> };
  };
};
const profileIdOf = async (person: Person) => {
  const [row] = await db().select().from(talentProfiles).where(eq(talentProfiles.candidateId, person.id));
  return row?.publicId;
};
function visitor() {
  visitorCount += 1;
  return { email: `buyer${visitorCount}@staffing-good.test`, ip: `203.0.113.${visitorCount}` };
}
const leadBody = (email: string, values: Record<string, unknown> = {}) => ({
  company: "Harborview Clinics",
  name: "Jordan Blake",
  email,
  phone: "(305) 555-0142",
  message: "We need an ICU nurse for nights.",
  ...values,
});
const emailsTo = (address: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.createdAt));

async function insertOrder(companyId: string, title: string, status: "submitted" | "closed" = "submitted") {
  const [order] = await db()
    .insert(jobOrders)
    .values({ clientCompanyId: companyId, title, orderType: "contract", workplaceType: "on-site", status })
    .returning();
  if (!order) throw new Error("order insert failed");
  return order;
}

beforeAll(async () => {
  clearMailRecordCache();
  for (const identity of IDENTITIES) {
    const { email, ...values } = identity;
    people.push(await insertSignedInCandidate(db(), { email, state: "FL", ...values }));
  }
  const acmeCompany = await insertClientCompany({ legalName: "Acme Hospitals LLC" });
  const rivalCompany = await insertClientCompany({ legalName: "Rival Health Inc" });
  acme = await insertSignedInEmployer(acmeCompany.id, "owner", { email: "hr@acme-hospitals.example" });
  acmeViewer = await insertSignedInEmployer(acmeCompany.id, "billing");
  rival = await insertSignedInEmployer(rivalCompany.id, "owner");
  acmeOrderId = (await insertOrder(acmeCompany.id, "Night ICU nurse")).id;
  rivalOrderId = (await insertOrder(rivalCompany.id, "Rival's order")).id;
});

describe("the switch", () => {
  it("is off by default: nobody is listed and the search finds none of them", async () => {
    const [zeb] = people as [Person];
    const reply = await call("GET", "/candidates/talent-profile", { token: zeb.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ listed: false, listing: null, requests: [] });
    expect((await search()).body.cards).toEqual([]);
  });

  it("needs a signed-in candidate", async () => {
    expect((await call("GET", "/candidates/talent-profile")).status).toBe(401);
    expect((await call("PUT", "/candidates/talent-profile", { body: { listed: true } })).status).toBe(401);
  });

  it("asks for years, industry and metro area, and refuses values off the lists", async () => {
    const [zeb] = people as [Person];
    const empty = await settings(zeb, { listed: true });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      yearsExperience: M.years,
      industry: M.industry,
      region: M.region,
    });
    const wrong = await listMe(zeb, { yearsExperience: 70, industry: "Mining", region: "123 Main St" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toMatchObject({
      yearsExperience: M.years,
      industry: M.industry,
      region: M.region,
    });
    expect((await settings(zeb, "yes")).status).toBe(400);
  });

  it("needs a headline and a skill in the profile before listing", async () => {
    const bare = await insertSignedInCandidate(db(), { email: "bare@staffing-good.test" });
    const reply = await listMe(bare);
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ headline: M.headlineNeeded, skills: M.skillsNeeded });
    expect((await search()).body.cards).toEqual([]);
  });

  it("lists both candidates with a band for pay and the month for availability", async () => {
    const [zeb, phil] = people as [Person, Person];
    const listed = await listMe(zeb);
    expect(listed.status).toBe(200);
    const body = listed.body as unknown as CandidateTalentSettings;
    expect(body.listed).toBe(true);
    expect(body.listing).toMatchObject({
      headline: "ICU registered nurse",
      yearsExperience: 7,
      industry: "Healthcare",
      region: "south-florida",
      topSkills: ["Patient care", "Epic", "BLS"],
      availableMonth: "2099-03",
      workTypes: ["full-time", "contract"],
      payBand: { period: "hour", min: 45, max: 60 },
      badges: [],
    });
    expect(
      (await listMe(phil, { industry: "Finance", region: "tampa-bay", yearsExperience: 12 })).status,
    ).toBe(200);
    const page = (await search()).body;
    expect(page.total).toBe(2);
    expect(page.cards.find((card) => card.industry === "Finance")?.payBand).toEqual({
      period: "year",
      min: 80_000,
      max: 100_000,
    });
  });
});

describe("the public search", () => {
  it("finds by words (prefixes, headline and skills) and by each filter", async () => {
    const headlines = async (query: string) =>
      (await search(query)).body.cards.map((card) => card.headline).sort();
    expect(await headlines("q=nurs")).toEqual(["ICU registered nurse"]);
    expect(await headlines("q=quickbooks")).toEqual(["Senior accountant, CPA"]);
    expect(await headlines("q=the")).toHaveLength(2);
    expect(await headlines("skills=epic,bls")).toEqual(["ICU registered nurse"]);
    expect(await headlines("skills=epic&skills=gaap")).toEqual([]);
    expect(await headlines("industry=Finance")).toEqual(["Senior accountant, CPA"]);
    expect(await headlines("region=south-florida")).toEqual(["ICU registered nurse"]);
    expect(await headlines("workType=contract")).toEqual(["ICU registered nurse"]);
    expect(await headlines("availability=now")).toEqual(["Senior accountant, CPA"]);
    expect(await headlines("assessed=true")).toEqual([]);
    expect(await headlines("q=plumber")).toEqual([]);
  });

  it("refuses filter values it cannot use with a 400 naming them", async () => {
    const reply = await search("industry=Mining&region=Hialeah&availability=soon&workType=gig");
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toMatchObject({
      industry: M.industry,
      region: M.region,
      availability: M.availability,
      workType: M.workType,
    });
    expect((await search(`q=${"a".repeat(TALENT_LIMITS.query + 1)}`)).status).toBe(400);
    expect((await search("page=99999")).body.page).toBe(1);
  });

  it("shows a shared passed assessment as a badge with the month only, and filters by it", async () => {
    const [zeb] = people as [Person];
    await setTalentBadges(zeb.id, [
      {
        assessmentSlug: "assurant-customer-service",
        title: "Customer service",
        score: 86.4,
        passed: true,
        takenAt: "2026-10-14T15:32:00.000Z",
      },
    ]);
    const page = (await search("assessed=true")).body;
    expect(page.cards).toHaveLength(1);
    expect(page.cards[0]?.badges).toEqual([
      {
        assessmentSlug: "assurant-customer-service",
        title: "Customer service",
        score: 86,
        passed: true,
        month: "2026-10",
      },
    ]);
    await setTalentBadges(zeb.id, []);
    expect((await search("assessed=true")).body.cards).toEqual([]);
  });

  it("answers one listing by its public id, and 404 for anything else", async () => {
    const [zeb] = people as [Person];
    const id = await profileIdOf(zeb);
    expect(id).toMatch(/^[a-z0-9]{16}$/);
    const reply = await call("GET", `/talent/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ profileId: id, headline: "ICU registered nurse" });
    expect(reply.body.listedMonth).toMatch(/^\d{4}-\d{2}$/);
    expect((await call("GET", `/talent/${zeb.id}`)).status).toBe(404);
    expect((await call("GET", "/talent/zzzzzzzzzzzzzzzz")).status).toBe(404);
    expect((await call("GET", "/talent/%27%20or%201=1")).status).toBe(404);
  });

  it("never answers with anything stored about who the candidates are", async () => {
    const rows = await db().select().from(candidates);
    const forbidden = rows
      .filter((row) => people.some((person) => person.id === row.id))
      .flatMap((row) => [
        row.id,
        row.firstName,
        row.lastName,
        row.email,
        row.email.split("@")[0] as string,
        row.phone,
        row.phone.replace(/\D/g, ""),
        row.city as string,
        ...row.recruiterTags,
        ...(row.availableFrom ? [row.availableFrom] : []),
        ...(row.desiredPay !== null ? [`"${row.desiredPay}"`, `:${row.desiredPay},`] : []),
        "Marvelcrest",
        "Evergreen",
        "Ostrogoth",
        "Calle Ocho",
        row.passwordHash,
      ]);
    const answers: string[] = [];
    for (const query of ["", "q=nurse", "q=accountant", "industry=Finance", "skills=epic", "page=1"]) {
      answers.push(JSON.stringify((await search(query)).body));
    }
    for (const person of people) {
      answers.push(JSON.stringify((await call("GET", `/talent/${await profileIdOf(person)}`)).body));
    }
    for (const answer of answers) {
      for (const value of forbidden) expect(answer.toLowerCase()).not.toContain(value.toLowerCase());
    }
    // The card's keys are exactly the allow-list.
    const card = (await search()).body.cards[0] ?? {};
    expect(Object.keys(card).sort()).toEqual(
      [
        "availableMonth",
        "badges",
        "headline",
        "industry",
        "payBand",
        "profileId",
        "region",
        "topSkills",
        "workTypes",
        "yearsExperience",
      ].sort(),
    );
  });

  it("keeps the candidate's name or phone out of the listing when they typed it into the headline or skills", async () => {
    const [, phil] = people as [Person, Person];
    const reply = await call("PATCH", "/candidates/profile", {
      token: phil.token,
      body: {
        headline: "Philippa Wolfsbanewright, CPA",
        skills: ["GAAP", "Call 954-555-4471", "Wolfsbanewright consulting"],
      },
    });
    expect(reply.status).toBe(200);
    const listing = (await call("GET", `/talent/${await profileIdOf(phil)}`)).body;
    expect(listing.headline).toBe("Finance professional");
    expect(listing.topSkills).toEqual(["GAAP"]);
    await call("PATCH", "/candidates/profile", {
      token: phil.token,
      body: { headline: "Senior accountant, CPA", skills: ["QuickBooks", "GAAP", "Excel"] },
    });
  });

  it("follows profile edits at once", async () => {
    const [zeb] = people as [Person];
    await call("PATCH", "/candidates/profile", { token: zeb.token, body: { headline: "ICU charge nurse" } });
    expect((await search("q=charge")).body.cards.map((card) => card.headline)).toEqual(["ICU charge nurse"]);
    await call("PATCH", "/candidates/profile", {
      token: zeb.token,
      body: { headline: "ICU registered nurse" },
    });
  });
});

describe("requests and consent", () => {
  it("takes a visitor's lead: the candidate is asked, the recruiters told, nobody learns who it is", async () => {
    const [zeb] = people as [Person];
    const who = visitor();
    const id = await profileIdOf(zeb);
    const reply = await callFrom(app, who.ip, "POST", `/talent/${id}/leads`, leadBody(who.email));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ message: M.leadSent });
    const [asked] = await emailsTo(zeb.candidate.email);
    expect(asked?.subject).toBe("Harborview Clinics would like to meet you");
    expect(asked?.textBody).toContain("/candidate/profile#talent-requests");
    const toRecruiters = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Candidate database request from Harborview Clinics"));
    expect(toRecruiters).toHaveLength(1);
    expect(toRecruiters[0]?.textBody).toContain(who.email);
    expect(await emailsTo(who.email)).toEqual([]);
    const again = await callFrom(app, who.ip, "POST", `/talent/${id}/leads`, leadBody(who.email));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.alreadyRequested);
  });

  it("checks a lead's fields, its address's mail server, the listing, the honeypot and the rate limit", async () => {
    const [zeb] = people as [Person];
    const id = await profileIdOf(zeb);
    const bad = await callFrom(app, "198.51.100.20", "POST", `/talent/${id}/leads`, {
      company: "",
      name: "",
      email: "nope",
      phone: "12",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      company: M.company,
      name: M.name,
      email: M.email,
      phone: M.phone,
    });
    const noMail = await callFrom(
      app,
      "198.51.100.21",
      "POST",
      `/talent/${id}/leads`,
      leadBody("a@no-records.test"),
    );
    expect(noMail.status).toBe(400);
    expect(noMail.body.fields?.email).toBeDefined();
    const unknown = await callFrom(
      app,
      "198.51.100.22",
      "POST",
      "/talent/zzzzzzzzzzzzzzzz/leads",
      leadBody("x@staffing-good.test"),
    );
    expect(unknown.status).toBe(404);
    const before = await db().select().from(talentRequests);
    const bot = await callFrom(app, "198.51.100.23", "POST", `/talent/${id}/leads`, {
      ...leadBody("bot@staffing-good.test"),
      website: "http://spam.example",
    });
    expect(bot.status).toBe(201);
    expect(await db().select().from(talentRequests)).toHaveLength(before.length);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const sent = await callFrom(app, "198.51.100.24", "POST", `/talent/${id}/leads`, {
        ...leadBody(`burst${attempt}@staffing-good.test`),
        website: "x",
      });
      statuses.push(sent.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it("lets a signed-in employer put the candidate on one of the company's open orders", async () => {
    const [zeb] = people as [Person];
    const id = await profileIdOf(zeb);
    const options = await callAsEmployer(app, acme, "GET", "/employers/talent-requests");
    expect(options.status).toBe(200);
    expect(options.body.orders).toEqual([{ id: acmeOrderId, title: "Night ICU nurse", status: "submitted" }]);
    const reply = await callAsEmployer(app, acme, "POST", "/employers/talent-requests", {
      profileId: id,
      orderId: acmeOrderId,
      message: "Nights, Jackson Memorial area",
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      profileId: id,
      orderId: acmeOrderId,
      orderTitle: "Night ICU nurse",
      status: "pending",
    });
    expect(JSON.stringify(reply.body)).not.toContain("Zebulon");
    const asked = await emailsTo(zeb.candidate.email);
    expect(asked.at(-1)?.subject).toBe("Acme Hospitals LLC would like to meet you");
    const again = await callAsEmployer(app, acme, "POST", "/employers/talent-requests", {
      profileId: id,
      orderId: acmeOrderId,
    });
    expect(again.status).toBe(409);
  });

  it("makes a new draft order for the request when asked", async () => {
    const [, phil] = people as [Person, Person];
    const id = await profileIdOf(phil);
    const missing = await callAsEmployer(app, acme, "POST", "/employers/talent-requests", {
      profileId: id,
      orderId: "new",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      newOrderTitle: M.orderTitle,
      newOrderType: M.orderType,
      newOrderWorkplace: M.orderWorkplace,
    });
    const reply = await callAsEmployer(app, acme, "POST", "/employers/talent-requests", {
      profileId: id,
      orderId: "new",
      newOrderTitle: "Controller",
      newOrderType: "direct_hire",
      newOrderWorkplace: "hybrid",
    });
    expect(reply.status).toBe(201);
    const [order] = await db()
      .select()
      .from(jobOrders)
      .where(eq(jobOrders.id, reply.body.orderId as string));
    expect(order).toMatchObject({ title: "Controller", status: "draft", clientCompanyId: acme.companyId });
  });

  it("keeps each company to its own orders and requests, and roles to what they may do", async () => {
    const [zeb, phil] = people as [Person, Person];
    const zebId = await profileIdOf(zeb);
    const other = await callAsEmployer(app, rival, "POST", "/employers/talent-requests", {
      profileId: zebId,
      orderId: acmeOrderId,
    });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(M.orderNotFound);
    const mine = await callAsEmployer(app, acme, "POST", "/employers/talent-requests", {
      profileId: await profileIdOf(phil),
      orderId: rivalOrderId,
    });
    expect(mine.status).toBe(404);
    const rivalList = await callAsEmployer(app, rival, "GET", "/employers/talent-requests");
    expect(rivalList.body).toEqual({
      requests: [],
      orders: [{ id: rivalOrderId, title: "Rival's order", status: "submitted" }],
    });
    const viewer = await callAsEmployer(app, acmeViewer, "POST", "/employers/talent-requests", {
      profileId: zebId,
      orderId: acmeOrderId,
    });
    expect(viewer.status).toBe(403);
    const closed = await insertOrder(acme.companyId, "Old order", "closed");
    const onClosed = await callAsEmployer(app, acme, "POST", "/employers/talent-requests", {
      profileId: zebId,
      orderId: closed.id,
    });
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.error).toBe(M.orderClosed);
    expect((await callAsEmployer(app, null, "GET", "/employers/talent-requests")).status).toBe(401);
  });

  it("lets the candidate accept: the employer hears yes (without who) and the recruiters link them", async () => {
    const [zeb] = people as [Person];
    const mine = (await call("GET", "/candidates/talent-profile", { token: zeb.token }))
      .body as unknown as CandidateTalentSettings;
    const fromAcme = mine.requests.find((request) => request.company === "Acme Hospitals LLC");
    expect(fromAcme).toMatchObject({
      status: "pending",
      orderTitle: "Night ICU nurse",
      message: "Nights, Jackson Memorial area",
    });
    const reply = await call("POST", `/candidates/talent-requests/${fromAcme?.id}/accept`, {
      token: zeb.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: "accepted" });
    const [told] = await emailsTo(acme.email);
    expect(told?.subject).toBe("A candidate agreed to be introduced");
    expect(told?.textBody).not.toContain("Zebulon");
    expect(told?.textBody).not.toContain(zeb.candidate.email);
    const again = await call("POST", `/candidates/talent-requests/${fromAcme?.id}/decline`, {
      token: zeb.token,
    });
    expect(again.status).toBe(409);
    const list = await callAsEmployer(app, acme, "GET", "/employers/talent-requests");
    expect((list.body.requests as { status: string }[]).map((request) => request.status)).toContain(
      "accepted",
    );
  });

  it("lets the candidate decline: the visitor hears no, without who", async () => {
    const [zeb] = people as [Person];
    const mine = (await call("GET", "/candidates/talent-profile", { token: zeb.token }))
      .body as unknown as CandidateTalentSettings;
    const lead = mine.requests.find((request) => request.company === "Harborview Clinics");
    const reply = await call("POST", `/candidates/talent-requests/${lead?.id}/decline`, { token: zeb.token });
    expect(reply.status).toBe(200);
    const [told] = await emailsTo("buyer1@staffing-good.test");
    expect(told?.subject).toBe("A candidate declined your request");
    expect(told?.textBody).not.toContain("Quixotefield");
  });

  it("keeps each candidate to their own requests", async () => {
    const [zeb, phil] = people as [Person, Person];
    const [philRequest] = await db()
      .select()
      .from(talentRequests)
      .where(eq(talentRequests.candidateId, phil.id));
    const reply = await call("POST", `/candidates/talent-requests/${philRequest?.id}/accept`, {
      token: zeb.token,
    });
    expect(reply.status).toBe(404);
    expect(
      (await call("POST", "/candidates/talent-requests/not-a-uuid/accept", { token: zeb.token })).status,
    ).toBe(404);
    expect((await call("POST", `/candidates/talent-requests/${philRequest?.id}/accept`)).status).toBe(401);
  });
});

describe("staff, the data export and switching off", () => {
  it("includes the listing and the requests in the candidate's data export", async () => {
    const [zeb] = people as [Person];
    const reply = await call("GET", "/candidates/export", { token: zeb.token });
    expect(reply.status).toBe(200);
    const exported = reply.body.candidateDatabase as CandidateTalentSettings;
    expect(exported.listed).toBe(true);
    expect(exported.requests.map((request) => request.company).sort()).toEqual([
      "Acme Hospitals LLC",
      "Harborview Clinics",
    ]);
  });

  it("shows staff who is listed and the requests with who asked", async () => {
    const [zeb] = people as [Person];
    const listed = await asAdmin("GET", "/admin/candidates?listed=true");
    expect(listed.status).toBe(200);
    const rows = listed.body.rows as { id: string; listed: boolean }[];
    expect(rows.map((row) => row.id).sort()).toEqual(people.map((person) => person.id).sort());
    expect(rows.every((row) => row.listed)).toBe(true);
    const record = await asAdmin("GET", `/admin/candidates/${zeb.id}`);
    const talent = record.body.talent as {
      listed: boolean;
      requests: { company: string; requesterEmail: string; status: string }[];
    };
    expect(talent.listed).toBe(true);
    expect(talent.requests.map((request) => [request.company, request.status]).sort()).toEqual([
      ["Acme Hospitals LLC", "accepted"],
      ["Harborview Clinics", "declined"],
    ]);
    expect(talent.requests.find((request) => request.company === "Harborview Clinics")?.requesterEmail).toBe(
      "buyer1@staffing-good.test",
    );
  });

  it("hides the candidate at once when they switch off, and gives a new public id when they list again", async () => {
    const [zeb] = people as [Person];
    const before = await profileIdOf(zeb);
    const off = await settings(zeb, { listed: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      listed: false,
      listing: null,
      yearsExperience: 7,
      industry: "Healthcare",
    });
    expect((await search("q=nurse")).body.cards).toEqual([]);
    expect((await call("GET", `/talent/${before}`)).status).toBe(404);
    const lead = await callFrom(
      app,
      "198.51.100.40",
      "POST",
      `/talent/${before}/leads`,
      leadBody("late@staffing-good.test"),
    );
    expect(lead.status).toBe(404);
    const staff = await asAdmin("GET", "/admin/candidates?listed=true");
    expect((staff.body.rows as { id: string }[]).map((row) => row.id)).not.toContain(zeb.id);
    await listMe(zeb);
    const after = await profileIdOf(zeb);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });
});
