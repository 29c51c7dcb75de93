import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BRAND } from "../../common/brand";
import { insertConsultationStaff } from "../../tests/support/consultation-records";
import { insertApplication, insertJob, insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  applicationNotes,
  applicationStageEvents,
  applications,
  assessmentAccommodations,
  assessmentAttempts,
  assessments,
  benefitElections,
  benefitPlans,
  candidateDocuments,
  candidateNotes,
  candidateSessions,
  candidates,
  consultations,
  interviews,
  jobAlerts,
  mailOutbox,
  offers,
  payRuns,
  paystubDeductions,
  paystubs,
  placements,
  referrals,
  savedJobs,
  storedFiles,
  supportMessages,
  supportTickets,
  timesheets,
} from "../db/schema";
import { hashPassword } from "../kernel/passwords";
import { ACCOUNT_DELETE_MESSAGES } from "../modules/candidate-data";
import { startCandidateSession } from "../modules/candidates/sessions";
import { fileStore } from "../storage";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-candidate-data-"));
const database = setupTestDatabase();
const app = setupTestApp({ DATA_DIR: dataDir });
const db = () => database.db();
afterAll(() => rm(dataDir, { recursive: true, force: true }));

let jobId = "";
let passwordHash = "";
let consultantId = "";
let assessmentId = "";
const PASSWORD = "my sunny password 42";

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  jobId = (await insertJob(db())).id;
  consultantId = (await insertConsultationStaff("Casey Consultant")).id;
  const [assessment] = await db()
    .insert(assessments)
    .values({
      slug: "data-export-check",
      title: "Data Export Check",
      measures: "Whether the export lists results.",
      minutes: 30,
      itemsPerSitting: 5,
      retakeDays: 30,
      passThreshold: 70,
    })
    .returning();
  if (!assessment) throw new Error("no assessment");
  assessmentId = assessment.id;
});

beforeEach(async () => {
  await db().execute(
    sql`TRUNCATE candidates, applications, placements, referrals, stored_files, mail_outbox, rate_limit_counters CASCADE`,
  );
});

/** A stored file with bytes on disk, as an upload leaves it. */
async function storedFile(name: string) {
  const storageKey = `test/${name.replace(/\W/g, "-")}-${Math.random().toString(36).slice(2)}`;
  await fileStore().put(storageKey, Readable.from(Buffer.from(`%PDF-1.4 ${name}`)));
  const [row] = await db()
    .insert(storedFiles)
    .values({
      storageKey,
      originalName: name,
      contentType: "application/pdf",
      sizeBytes: 20,
      sha256: "0".repeat(64),
      purpose: "resume",
    })
    .returning();
  if (!row) throw new Error("no file");
  return { ...row, diskPath: path.join(dataDir, "uploads", ...storageKey.split("/")) };
}

/** An account with something in every table the export reads and the deletion clears. */
async function seedCandidate(firstName: string, email: string) {
  const accountResume = await storedFile(`${firstName}-resume.pdf`);
  const { candidate, token } = await insertSignedInCandidate(db(), {
    firstName,
    email,
    passwordHash,
    resumeFileId: accountResume.id,
    headline: `${firstName} the nurse`,
    recruiterTags: [`TAG-${firstName}`],
  });
  const appResume = await storedFile(`${firstName}-application.pdf`);
  const application = await insertApplication(db(), {
    jobId,
    candidateId: candidate.id,
    fullName: `${firstName} Tester`,
    email,
    resumeFileId: appResume.id,
    status: "placed",
  });
  await db()
    .insert(applicationStageEvents)
    .values([
      // Two moves a day apart, as they happen: the history is ordered by time.
      {
        applicationId: application.id,
        toStage: "applied",
        actor: "candidate",
        createdAt: new Date(Date.now() - 86_400_000),
      },
      {
        applicationId: application.id,
        fromStage: "applied",
        toStage: "placed",
        actor: "recruiter",
        actorEmail: `recruiter-of-${firstName}@sunshinestaffing.example`,
      },
    ]);
  await db()
    .insert(applicationNotes)
    .values({
      applicationId: application.id,
      authorEmail: "r@example.com",
      body: `INTERNAL-NOTE-${firstName}`,
    });
  await db()
    .insert(candidateNotes)
    .values({ candidateId: candidate.id, authorEmail: "r@example.com", body: `CANDIDATE-NOTE-${firstName}` });
  const [interview] = await db()
    .insert(interviews)
    .values({
      applicationId: application.id,
      startsAt: new Date("2026-02-01T15:00:00Z"),
      timeZone: "America/New_York",
      format: "video",
      meetingUrl: `https://meet.example.com/${firstName}`,
    })
    .returning();
  const [offer] = await db()
    .insert(offers)
    .values({
      applicationId: application.id,
      client: "Harbor Health",
      roleTitle: "ICU Nurse",
      startDate: "2026-03-02",
      payRate: "45.00",
      billRate: "61.37",
      status: "accepted",
    })
    .returning();
  const [placement] = await db()
    .insert(placements)
    .values({
      candidateId: candidate.id,
      applicationId: application.id,
      offerId: offer?.id,
      jobId,
      contractorName: `${firstName} Tester`,
      client: "Harbor Health",
      roleTitle: "ICU Nurse",
      startDate: "2026-03-02",
      payRate: "45.00",
      billRate: "61.37",
    })
    .returning();
  if (!placement) throw new Error("no placement");
  const [timesheet] = await db()
    .insert(timesheets)
    .values({ placementId: placement.id, weekStart: "2026-03-02", status: "approved", totalHours: "36.00" })
    .returning();
  await db().insert(savedJobs).values({ candidateId: candidate.id, jobId });
  const [alert] = await db()
    .insert(jobAlerts)
    .values({
      candidateId: candidate.id,
      query: `alert of ${firstName}`,
      frequency: "weekly",
      unsubscribeTokenHash: `ALERT-HASH-${firstName}`,
      nextRunAt: new Date(),
    })
    .returning();
  const [referral] = await db()
    .insert(referrals)
    .values({
      referrerId: candidate.id,
      name: `Friend of ${firstName}`,
      email: `friend.of.${firstName.toLowerCase()}@example.com`,
      tokenHash: `REFERRAL-HASH-${firstName}`,
    })
    .returning();
  return {
    candidate,
    application,
    interview,
    offer,
    placement,
    timesheet,
    alert,
    referral,
    token,
    files: [accountResume, appResume],
  };
}

const DAY = 86_400_000;

/**
 * Rows in the areas added after the export was first written: a paystub (and a draft one), a benefit
 * election, a document, a support ticket, consultations and assessment sittings. `hour` keeps the
 * candidates' consultations with the one consultant from overlapping.
 */
async function seedLaterAreas(
  seed: Awaited<ReturnType<typeof seedCandidate>>,
  firstName: string,
  hour: number,
) {
  const { candidate, placement } = seed;
  const [plan] = await db()
    .insert(benefitPlans)
    .values({
      kind: "dental",
      name: `${firstName}'s Dental`,
      description: "Cleanings.",
      costPerPeriod: "12.00",
    })
    .returning();
  await db()
    .insert(benefitElections)
    .values({ candidateId: candidate.id, kind: "dental", election: "enrolled", planId: plan?.id });

  const stubValues = {
    placementId: placement.id,
    candidateId: candidate.id,
    contractorName: `${firstName} Tester`,
    payDate: "2026-03-13",
    regularHours: "36.00",
    overtimeHours: "0.00",
    payRate: "45.00",
    federalWithholding: "194.40",
    stateWithholding: "0.00",
    socialSecurity: "100.44",
    medicare: "23.49",
    benefitDeductions: "12.00",
    ytdFederal: "194.40",
    ytdState: "0.00",
    ytdSocialSecurity: "100.44",
    ytdMedicare: "23.49",
    ytdDeductions: "12.00",
  };
  const period = { periodStart: "2026-03-02", periodEnd: "2026-03-08", payDate: "2026-03-13" };
  const [finalRun, draftRun] = await db()
    .insert(payRuns)
    .values([
      {
        ...period,
        status: "finalized",
        createdBy: "payroll@sunshinestaffing.example",
        finalizedAt: new Date(),
      },
      { ...period, status: "draft", createdBy: "payroll@sunshinestaffing.example" },
    ])
    .returning();
  if (!finalRun || !draftRun) throw new Error("no pay runs");
  const [stub] = await db()
    .insert(paystubs)
    .values([
      {
        ...stubValues,
        payRunId: finalRun.id,
        gross: "1620.00",
        net: "1289.67",
        ytdGross: "1620.00",
        ytdNet: "1289.67",
      },
      {
        ...stubValues,
        payRunId: draftRun.id,
        gross: "1777.77",
        net: "1444.44",
        ytdGross: "1777.77",
        ytdNet: "1444.44",
      },
    ])
    .returning();
  if (!stub) throw new Error("no paystub");
  await db().insert(paystubDeductions).values({ paystubId: stub.id, label: "Dental", amount: "12.00" });

  const w4 = await storedFile(`${firstName}-w4.pdf`);
  const [document] = await db()
    .insert(candidateDocuments)
    .values({
      candidateId: candidate.id,
      type: "w4",
      status: "rejected",
      fileId: w4.id,
      note: `Please sign page 2, ${firstName}.`,
      requestedBy: `requester-of-${firstName}@sunshinestaffing.example`,
      requestedAt: new Date(Date.now() - 3 * DAY),
      uploadedAt: new Date(Date.now() - 2 * DAY),
      reviewedBy: `reviewer-of-${firstName}@sunshinestaffing.example`,
      reviewedAt: new Date(Date.now() - DAY),
    })
    .returning();

  const [ticket] = await db()
    .insert(supportTickets)
    .values({
      candidateId: candidate.id,
      subject: `Pay question from ${firstName}`,
      category: "pay",
      status: "answered",
    })
    .returning();
  if (!ticket) throw new Error("no ticket");
  await db()
    .insert(supportMessages)
    .values([
      { ticketId: ticket.id, body: `Where is my pay, ${firstName}?`, createdAt: new Date(Date.now() - DAY) },
      {
        ticketId: ticket.id,
        staffEmail: `agent-of-${firstName}@sunshinestaffing.example`,
        body: "It is on its way.",
      },
    ]);

  const consultation = (startsAt: Date, status: "completed" | "booked") => ({
    type: "job-seeker" as const,
    staffId: consultantId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    status,
    format: "video" as const,
    visitorName: `${firstName} Tester`,
    visitorEmail: candidate.email,
    visitorPhone: "3055550100",
    topic: `Career advice for ${firstName}`,
    visitorTimeZone: "America/New_York",
    notes: `CONSULT-NOTE-${firstName}`,
  });
  const pastStart = new Date("2026-01-12T14:00:00Z");
  pastStart.setUTCHours(14 + hour);
  const upcomingStart = new Date(Date.now() + 20 * DAY);
  upcomingStart.setUTCHours(14 + hour, 0, 0, 0);
  const consultationRows = await db()
    .insert(consultations)
    .values([consultation(pastStart, "completed"), consultation(upcomingStart, "booked")])
    .returning();

  const sitting = (closedAt: Date, overall: number) => ({
    assessmentId,
    candidateId: candidate.id,
    email: candidate.email,
    status: "submitted" as const,
    startedAt: new Date(closedAt.getTime() - 20 * 60_000),
    deadlineAt: new Date(closedAt.getTime() + 10 * 60_000),
    closedAt,
    passThreshold: 70,
    sectionScores: [{ key: "listening", title: "Listening", score: overall }],
    overallScore: overall,
    passed: overall >= 70,
  });
  const [recent, expired, reset] = await db()
    .insert(assessmentAttempts)
    .values([
      sitting(new Date(Date.now() - DAY), 82),
      // Taken 14 months ago: no longer valid, still stored, so still exported.
      sitting(new Date(Date.now() - 425 * DAY), 55),
      {
        ...sitting(new Date(Date.now() - 2 * DAY), 91),
        resetAt: new Date(),
        resetReason: `RESET-REASON-${firstName}`,
        resetBy: "staff@sunshinestaffing.example",
      },
    ])
    .returning();
  await db()
    .insert(assessmentAccommodations)
    .values({
      assessmentId,
      candidateId: candidate.id,
      email: candidate.email,
      extraTimePercent: 50,
      note: `ACCOMMODATION-NOTE-${firstName}`,
      grantedBy: `granter-of-${firstName}@sunshinestaffing.example`,
    });
  return { stub, document, ticket, consultationRows, recent, expired, reset };
}

async function call(method: string, urlPath: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${app.url}/api${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("GET /api/candidates/export", () => {
  it("answers with an attachment of the candidate's own data and nothing of anyone else's", async () => {
    const maria = await seedCandidate("Maria", "maria@example.com");
    const ben = await seedCandidate("Ben", "ben@example.com");
    const response = await call("GET", "/candidates/export", maria.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="candidate-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.account).toMatchObject({
      id: maria.candidate.id,
      email: "maria@example.com",
      headline: "Maria the nurse",
    });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: maria.application.id,
      jobTitle: "ICU Nurse",
      stage: "placed",
    });
    expect(data.applications[0].stageHistory.map((event: { toStage: string }) => event.toStage)).toEqual([
      "applied",
      "placed",
    ]);
    expect(data.interviews).toEqual([expect.objectContaining({ id: maria.interview?.id })]);
    expect(data.offers).toEqual([expect.objectContaining({ id: maria.offer?.id, payRate: "45.00" })]);
    expect(data.placements).toEqual([expect.objectContaining({ id: maria.placement.id })]);
    expect(data.timesheets).toEqual([
      expect.objectContaining({ id: maria.timesheet?.id, totalHours: "36.00" }),
    ]);
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobId, title: "ICU Nurse" })]);
    expect(data.jobAlerts).toEqual([
      expect.objectContaining({ id: maria.alert?.id, query: "alert of Maria" }),
    ]);
    expect(data.referrals).toEqual([
      expect.objectContaining({ id: maria.referral?.id, name: "Friend of Maria" }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.files.map((file: { name: string }) => file.name).sort()).toEqual([
      "Maria-application.pdf",
      "Maria-resume.pdf",
    ]);
    expect(data.files[0]).toEqual({
      name: expect.any(String),
      type: "application/pdf",
      sizeBytes: 20,
      uploadedAt: expect.any(String),
      usedFor: expect.any(String),
    });
    expect(data.notes.join(" ")).toContain("internal notes");

    // Secrets and the agency's internal records are left out.
    for (const secret of [
      passwordHash,
      "ALERT-HASH-Maria",
      "REFERRAL-HASH-Maria",
      "INTERNAL-NOTE-Maria",
      "CANDIDATE-NOTE-Maria",
      "TAG-Maria",
      "61.37",
      "recruiter-of-Maria",
      "passwordHash",
      "tokenHash",
    ]) {
      expect(text).not.toContain(secret);
    }
    // Nothing of Ben's.
    for (const his of [
      ben.candidate.id,
      ben.application.id,
      ben.placement.id,
      "ben@example.com",
      "Ben",
      "friend.of.ben",
    ]) {
      expect(text).not.toContain(his);
    }

    const bens = await (await call("GET", "/candidates/export", ben.token)).json();
    expect(bens.account.id).toBe(ben.candidate.id);
    expect(JSON.stringify(bens)).not.toContain(maria.application.id);
  });

  it("includes paystubs, benefits, documents, support tickets, consultations and assessments, the candidate's own only", async () => {
    const maria = await seedCandidate("Maria", "maria@example.com");
    const ben = await seedCandidate("Ben", "ben@example.com");
    const marias = await seedLaterAreas(maria, "Maria", 0);
    const bens = await seedLaterAreas(ben, "Ben", 2);
    const response = await call("GET", "/candidates/export", maria.token);
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text);
    const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // Finalized pay runs only, as /candidate/paystubs shows them.
    expect(data.paystubs).toEqual([
      expect.objectContaining({
        id: marias.stub.id,
        payDate: "2026-03-13",
        gross: "1620.00",
        net: "1289.67",
        deductions: [{ label: "Dental", amount: "12.00" }],
      }),
    ]);
    expect(data.benefitElections).toEqual([
      expect.objectContaining({
        kind: "dental",
        election: "enrolled",
        planName: "Maria's Dental",
        electedAt: isoDate,
      }),
    ]);
    expect(data.documents).toEqual([
      expect.objectContaining({
        id: marias.document?.id,
        type: "w4",
        status: "rejected",
        note: "Please sign page 2, Maria.",
        fileName: "Maria-w4.pdf",
        requestedAt: isoDate,
        uploadedAt: isoDate,
        reviewedAt: isoDate,
      }),
    ]);
    expect(data.supportTickets).toEqual([
      expect.objectContaining({
        id: marias.ticket.id,
        subject: "Pay question from Maria",
        status: "answered",
        createdAt: isoDate,
        messages: [
          { id: expect.any(String), from: "you", body: "Where is my pay, Maria?", sentAt: isoDate },
          { id: expect.any(String), from: BRAND.name, body: "It is on its way.", sentAt: isoDate },
        ],
      }),
    ]);
    expect(data.consultations.map((row: { id: string }) => row.id)).toEqual(
      marias.consultationRows.map((row) => row.id),
    );
    expect(data.consultations[0]).toMatchObject({
      status: "completed",
      staffName: "Casey Consultant",
      topic: "Career advice for Maria",
      start: isoDate,
      end: isoDate,
    });
    for (const row of data.consultations) expect(row).not.toHaveProperty("links");
    expect(data.assessments.results).toEqual([
      expect.objectContaining({ id: marias.recent?.id, overall: 82, passed: true, takenAt: isoDate }),
      expect.objectContaining({ id: marias.expired?.id, overall: 55, passed: false, validUntil: isoDate }),
    ]);
    expect(new Date(data.assessments.results[1].validUntil).getTime()).toBeLessThan(Date.now());
    expect(data.assessments.extraTime).toEqual([
      {
        assessment: { slug: "data-export-check", title: "Data Export Check" },
        extraTimePercent: 50,
        grantedAt: isoDate,
      },
    ]);

    // Staff names, staff notes, drafts, reset sittings and signed links are left out.
    for (const left of [
      "1777.77",
      "requester-of-Maria",
      "reviewer-of-Maria",
      "agent-of-Maria",
      "staffEmail",
      "CONSULT-NOTE-Maria",
      "RESET-REASON-Maria",
      marias.reset?.id ?? "no reset sitting",
      "ACCOMMODATION-NOTE-Maria",
      "granter-of-Maria",
      "/schedule-consultation/",
    ]) {
      expect(text).not.toContain(left);
    }
    // Nothing of Ben's.
    for (const his of [
      "Ben",
      "ben@example.com",
      bens.stub.id,
      bens.document?.id ?? "no document",
      bens.ticket.id,
      ...bens.consultationRows.map((row) => row.id),
      bens.recent?.id ?? "no sitting",
      bens.expired?.id ?? "no sitting",
    ]) {
      expect(text).not.toContain(his);
    }
  });

  it("needs a session", async () => {
    expect((await call("GET", "/candidates/export")).status).toBe(401);
  });
});

describe("POST /api/candidates/account/delete", () => {
  it("refuses a wrong or missing password and keeps everything", async () => {
    const maria = await seedCandidate("Maria", "maria@example.com");
    const wrong = await call("POST", "/candidates/account/delete", maria.token, {
      password: "not my password",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ password: ACCOUNT_DELETE_MESSAGES.passwordWrong });
    const missing = await call("POST", "/candidates/account/delete", maria.token, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toHaveProperty("password");
    expect(await db().select({ id: candidates.id }).from(candidates)).toHaveLength(1);
    expect((await call("GET", "/candidates/profile", maria.token)).status).toBe(200);
    expect((await call("POST", "/candidates/account/delete", undefined, { password: PASSWORD })).status).toBe(
      401,
    );
  });

  it("is rate limited per account", async () => {
    const maria = await seedCandidate("Maria", "maria@example.com");
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("POST", "/candidates/account/delete", maria.token, { password: `wrong ${i}` })).status,
      ).toBe(400);
    }
    expect(
      (await call("POST", "/candidates/account/delete", maria.token, { password: PASSWORD })).status,
    ).toBe(429);
    expect(await db().select({ id: candidates.id }).from(candidates)).toHaveLength(1);
  });

  it("deletes the account and its data, keeps placements anonymised, removes files and sessions, and emails a confirmation", async () => {
    const maria = await seedCandidate("Maria", "maria@example.com");
    const ben = await seedCandidate("Ben", "ben@example.com");
    // Ben referred Maria: his referral loses the link, not the record.
    await db()
      .update(referrals)
      .set({ referredCandidateId: maria.candidate.id, status: "registered" })
      .where(eq(referrals.id, ben.referral?.id ?? ""));
    const secondSession = await startCandidateSession(db(), maria.candidate.id, { rememberMe: true });
    for (const file of maria.files) expect(existsSync(file.diskPath)).toBe(true);

    const response = await call("POST", "/candidates/account/delete", maria.token, { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_DELETE_MESSAGES.deleted });

    expect(await db().select().from(candidates).where(eq(candidates.id, maria.candidate.id))).toEqual([]);
    expect(await db().select().from(applications).where(eq(applications.id, maria.application.id))).toEqual(
      [],
    );
    expect(
      await db()
        .select()
        .from(applicationStageEvents)
        .where(eq(applicationStageEvents.applicationId, maria.application.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(applicationNotes)
        .where(eq(applicationNotes.applicationId, maria.application.id)),
    ).toEqual([]);
    expect(
      await db().select().from(candidateNotes).where(eq(candidateNotes.candidateId, maria.candidate.id)),
    ).toEqual([]);
    expect(
      await db().select().from(interviews).where(eq(interviews.applicationId, maria.application.id)),
    ).toEqual([]);
    expect(await db().select().from(offers).where(eq(offers.applicationId, maria.application.id))).toEqual(
      [],
    );
    expect(await db().select().from(savedJobs).where(eq(savedJobs.candidateId, maria.candidate.id))).toEqual(
      [],
    );
    expect(await db().select().from(jobAlerts).where(eq(jobAlerts.candidateId, maria.candidate.id))).toEqual(
      [],
    );
    expect(await db().select().from(referrals).where(eq(referrals.referrerId, maria.candidate.id))).toEqual(
      [],
    );
    expect(
      await db()
        .select()
        .from(candidateSessions)
        .where(eq(candidateSessions.candidateId, maria.candidate.id)),
    ).toEqual([]);

    // Payroll records stay, without the account.
    const [kept] = await db().select().from(placements).where(eq(placements.id, maria.placement.id));
    expect(kept).toMatchObject({
      candidateId: null,
      applicationId: null,
      offerId: null,
      contractorName: "Maria Tester",
      payRate: "45.00",
    });
    expect(
      await db().select().from(timesheets).where(eq(timesheets.placementId, maria.placement.id)),
    ).toHaveLength(1);

    // Files: rows and bytes.
    const fileIds = maria.files.map((file) => file.id);
    expect(await db().select().from(storedFiles).where(inArray(storedFiles.id, fileIds))).toEqual([]);
    for (const file of maria.files) expect(existsSync(file.diskPath)).toBe(false);

    // Every session is gone: the token stops working.
    expect((await call("GET", "/candidates/profile", maria.token)).status).toBe(401);
    expect((await call("GET", "/candidates/profile", secondSession.token)).status).toBe(401);

    const [bensReferral] = await db()
      .select()
      .from(referrals)
      .where(eq(referrals.id, ben.referral?.id ?? ""));
    expect(bensReferral).toMatchObject({ referredCandidateId: null, name: "Friend of Ben" });

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "maria@example.com"))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toContain("has been deleted");
    expect(mail?.textBody).toContain("placements and timesheets stay in our payroll records");

    // Ben's account and data are untouched.
    expect((await call("GET", "/candidates/profile", ben.token)).status).toBe(200);
    expect(
      await db().select().from(applications).where(eq(applications.candidateId, ben.candidate.id)),
    ).toHaveLength(1);
    expect(
      await db().select().from(placements).where(eq(placements.candidateId, ben.candidate.id)),
    ).toHaveLength(1);
    for (const file of ben.files) expect(existsSync(file.diskPath)).toBe(true);
  });
});
