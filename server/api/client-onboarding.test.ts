import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MSA_VERSION,
  type NewHire,
  ONBOARDING_MESSAGES,
  type Onboarding,
} from "../../common/client-onboarding";
import { EMPLOYER_ROLE_REFUSAL } from "../../common/employer-options";
import {
  callAsEmployer,
  insertClientCompany,
  insertSignedInEmployer,
  placeContractorWith,
  type SignedInEmployer,
} from "../../tests/support/employer-records";
import { lastEmailTo } from "../../tests/support/outbox-mail";
import { pdfText } from "../../tests/support/pdf-text";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { clientCompanies, jobOrders, msaAcceptances, newHireTrackers } from "../db/schema";
import { FIRST_DAY_SUBJECT } from "../modules/client-onboarding";

const { db } = setupTestDatabase();
const app = setupTestApp();

let companyId: string;
let owner: SignedInEmployer;
let billing: SignedInEmployer;
let hiringManager: SignedInEmployer;
let otherOwner: SignedInEmployer;

const as = (employer: SignedInEmployer | null, method: string, path: string, body?: unknown) =>
  callAsEmployer(app, employer, method, path, body);

const onboardingOf = async (employer: SignedInEmployer) =>
  (await as(employer, "GET", "/employers/onboarding")).body as unknown as Onboarding;

const doneSteps = async (employer: SignedInEmployer) =>
  (await onboardingOf(employer)).progress.steps.filter((step) => step.done).map((step) => step.step);

const PROFILE = {
  legalName: "Mangrove Health Partners LLC",
  industry: "Healthcare",
  sizeBand: "201-500",
  street: "1200 Brickell Ave",
  city: "Miami",
  state: "FL",
  zip: "33131",
  website: "mangrovehealth.example",
  phone: "(305) 555-0142",
  about: "Three outpatient clinics in Miami-Dade.",
};

beforeAll(async () => {
  companyId = (await insertClientCompany({ legalName: "Mangrove Health Partners" })).id;
  const other = await insertClientCompany({ legalName: "Beacon Logistics LLC" });
  owner = await insertSignedInEmployer(companyId, "owner", { firstName: "Denise", lastName: "Carter" });
  billing = await insertSignedInEmployer(companyId, "billing");
  hiringManager = await insertSignedInEmployer(companyId, "hiring_manager");
  otherOwner = await insertSignedInEmployer(other.id, "owner", { firstName: "Omar", lastName: "Reyes" });
});

describe("the checklist", () => {
  it("starts empty and every user of the company reads it; nobody signed in gets 401", async () => {
    const onboarding = await onboardingOf(hiringManager);
    expect(onboarding.progress).toMatchObject({ done: 0, total: 5 });
    expect(onboarding.msa).toMatchObject({ version: MSA_VERSION, current: null, history: [] });
    expect(onboarding.msa.sections.length).toBeGreaterThan(5);
    expect((await as(null, "GET", "/employers/onboarding")).status).toBe(401);
  });

  it("counts a timesheet approver and an order past its draft", async () => {
    await db().insert(jobOrders).values({
      clientCompanyId: companyId,
      title: "Medical Assistant",
      orderType: "contract",
      workplaceType: "on-site",
    });
    expect(await doneSteps(owner)).not.toContain("first_order");
    await db().insert(jobOrders).values({
      clientCompanyId: companyId,
      title: "Registered Nurse",
      orderType: "contract",
      workplaceType: "on-site",
      status: "submitted",
    });
    await insertSignedInEmployer(companyId, "timesheet_approver");
    expect(await doneSteps(owner)).toEqual(expect.arrayContaining(["approvers", "first_order"]));
    expect(await doneSteps(otherOwner)).toEqual([]);
  });
});

describe("company profile and billing contact", () => {
  it("lets an owner save the profile, which completes its step", async () => {
    const saved = await as(owner, "PUT", "/employers/onboarding/profile", PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      legalName: "Mangrove Health Partners LLC",
      website: "https://mangrovehealth.example/",
      phone: "(305) 555-0142",
    });
    expect(saved.body.profileCompletedAt).toEqual(expect.any(String));
    expect(await doneSteps(owner)).toContain("company_profile");
  });

  it("names each bad field (400) and refuses other roles (403)", async () => {
    const invalid = await as(owner, "PUT", "/employers/onboarding/profile", {
      ...PROFILE,
      legalName: " ",
      phone: "12",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({
      legalName: "Company legal name is required",
      phone: ONBOARDING_MESSAGES.phone,
    });
    const refused = await as(billing, "PUT", "/employers/onboarding/profile", PROFILE);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
  });

  it("lets billing users and owners set the billing contact, not hiring managers", async () => {
    const contact = { name: "Ray Alvarez", email: "AP@MangroveHealth.example", phone: "305-555-0177" };
    const invalid = await as(billing, "PUT", "/employers/onboarding/billing-contact", {
      ...contact,
      email: "ap",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields?.email).toBe(ONBOARDING_MESSAGES.billingEmail);
    expect((await as(hiringManager, "PUT", "/employers/onboarding/billing-contact", contact)).status).toBe(
      403,
    );
    const saved = await as(billing, "PUT", "/employers/onboarding/billing-contact", contact);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      name: "Ray Alvarez",
      email: "ap@mangrovehealth.example",
      phone: "305-555-0177",
    });
    const [row] = await db().select().from(clientCompanies).where(eq(clientCompanies.id, companyId));
    expect(row?.billingContactEmail).toBe("ap@mangrovehealth.example");
    expect(await doneSteps(owner)).toContain("billing_contact");
  });
});

describe("the master services agreement", () => {
  it("is accepted only by an owner typing their account name", async () => {
    expect(
      (await as(hiringManager, "POST", "/employers/onboarding/msa", { typedName: "Dana Whitfield" })).status,
    ).toBe(403);
    const mismatch = await as(owner, "POST", "/employers/onboarding/msa", { typedName: "Dennis Carter" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields?.typedName).toBe(ONBOARDING_MESSAGES.typedNameMismatch);
    const blank = await as(owner, "POST", "/employers/onboarding/msa", { typedName: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.typedName).toBe(ONBOARDING_MESSAGES.typedName);
    expect(await db().select().from(msaAcceptances)).toEqual([]);
  });

  it("keeps the time, address, browser and a PDF of what was accepted, downloadable by the company only", async () => {
    const accepted = await as(owner, "POST", "/employers/onboarding/msa", {
      typedName: "  denise   CARTER ",
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ msaVersion: MSA_VERSION, typedName: "denise CARTER" });
    const [row] = await db()
      .select()
      .from(msaAcceptances)
      .where(eq(msaAcceptances.clientCompanyId, companyId));
    expect(row).toMatchObject({
      signerEmail: owner.email,
      signerTitle: "Operations Director",
      userAgent: "node",
    });
    expect(row?.ipAddress).toMatch(/127\.0\.0\.1/);

    const pdfPath = String(accepted.body.pdfUrl).replace(/^\/api/, "");
    const pdf = await as(billing, "GET", pdfPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Master Services Agreement (version ${MSA_VERSION})`);
    expect(text).toContain("Typed name: denise CARTER");
    expect(text).toContain("Client: Mangrove Health Partners LLC");
    expect(text).toContain(`IP address: ${row?.ipAddress}`);
    expect(text).toContain("governed by the laws of the State of Florida");

    const theirs = await as(otherOwner, "GET", pdfPath);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(ONBOARDING_MESSAGES.msaNotFound);
    expect((await as(owner, "GET", "/employers/onboarding/msa-acceptances/nope/pdf")).status).toBe(404);

    const onboarding = await onboardingOf(hiringManager);
    expect(onboarding.msa.current?.id).toBe(accepted.body.id);
    expect(onboarding.progress.steps.find((step) => step.step === "msa")?.done).toBe(true);
  });

  it("refuses a second acceptance of the current version (409)", async () => {
    const again = await as(owner, "POST", "/employers/onboarding/msa", { typedName: "Denise Carter" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ONBOARDING_MESSAGES.msaAccepted);
    expect(
      await db().select().from(msaAcceptances).where(eq(msaAcceptances.clientCompanyId, companyId)),
    ).toHaveLength(1);
  });
});

describe("the new-hire tracker", () => {
  const TRACKER = {
    startConfirmed: true,
    backgroundCheck: "cleared",
    drugScreen: "in_progress",
    i9Verified: false,
    firstDayInstructions: "Report Monday 7:30 am to the front desk of the Coral Way clinic; ask for Nia.",
    sendToContractor: true,
  };

  it("lists the company's current placements and emails the first-day instructions to the contractor", async () => {
    const contractor = await placeContractorWith(companyId, { firstName: "Maria", lastName: "Gonzalez" });
    const theirs = await placeContractorWith(otherOwner.companyId, { firstName: "Omar" });
    const listed = await as(hiringManager, "GET", "/employers/new-hires");
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as NewHire[]).map((hire) => hire.placementId)).toEqual([
      contractor.placementId,
    ]);

    const saved = await as(hiringManager, "PUT", `/employers/new-hires/${contractor.placementId}`, TRACKER);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      startConfirmed: true,
      backgroundCheck: "cleared",
      drugScreen: "in_progress",
      i9Verified: false,
      firstDayInstructions: TRACKER.firstDayInstructions,
    });
    expect(saved.body.instructionsSentAt).toEqual(expect.any(String));
    const email = await lastEmailTo(db(), contractor.email);
    expect(email.subject).toBe(`${FIRST_DAY_SUBJECT} at Mangrove Health Partners LLC`);
    expect(email.textBody).toContain(TRACKER.firstDayInstructions);

    const [before] = await db()
      .select()
      .from(newHireTrackers)
      .where(eq(newHireTrackers.placementId, contractor.placementId));
    const resaved = await as(owner, "PUT", `/employers/new-hires/${contractor.placementId}`, {
      ...TRACKER,
      i9Verified: true,
      sendToContractor: false,
    });
    expect(resaved.body).toMatchObject({
      i9Verified: true,
      instructionsSentAt: saved.body.instructionsSentAt,
    });
    const [after] = await db()
      .select()
      .from(newHireTrackers)
      .where(eq(newHireTrackers.placementId, contractor.placementId));
    expect(after?.startConfirmedAt).toEqual(before?.startConfirmedAt);

    const other = await as(owner, "PUT", `/employers/new-hires/${theirs.placementId}`, TRACKER);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(ONBOARDING_MESSAGES.placementNotFound);
  });

  it("needs instructions to send, a known status, and a role that tracks new hires", async () => {
    const contractor = await placeContractorWith(companyId, { firstName: "Luis" });
    const path = `/employers/new-hires/${contractor.placementId}`;
    const empty = await as(owner, "PUT", path, { ...TRACKER, firstDayInstructions: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.firstDayInstructions).toBe(ONBOARDING_MESSAGES.instructionsRequired);
    const unknown = await as(owner, "PUT", path, { ...TRACKER, drugScreen: "maybe" });
    expect(unknown.body.fields?.drugScreen).toBe(ONBOARDING_MESSAGES.checkStatus);
    expect((await as(billing, "PUT", path, TRACKER)).status).toBe(403);
    expect((await as(billing, "GET", "/employers/new-hires")).status).toBe(403);
  });
});
