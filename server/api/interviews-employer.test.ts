import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_MESSAGES } from "../../common/candidate-submissions";
import { EMPLOYER_ROLE_REFUSAL } from "../../common/employer-options";
import { INTERVIEW_MESSAGES } from "../../common/interviews";
import { setupApiCaller, testAdmin } from "../../tests/support/admin-test-client";
import {
  callAsEmployer,
  insertApplicationWithResume,
  insertClientCompany,
  insertPublishedOrder,
  insertSignedInEmployer,
} from "../../tests/support/employer-records";
import { insertSignedInCandidate } from "../../tests/support/records";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  applicationStageEvents,
  applications,
  interviewFeedback,
  interviews,
  mailOutbox,
} from "../db/schema";
import { readCalendarProperties } from "../kernel/ics";
import { fromZonedLocal, toZonedLocal } from "../modules/interviews";

const { db } = setupTestDatabase();
const app = setupTestApp({ MAIL_FROM: "Sunshine Staffing <hello@sunshinestaffing.example>" });
const { call, asAdmin } = setupApiCaller(app);

const CHICAGO = "America/Chicago";
const OWNER_EMAIL = "denise@mangrove.example";
const people = { owner: "", billing: "", otherOwner: "" };
let jobId = "";

beforeAll(async () => {
  const mangrove = await insertClientCompany({ legalName: "Mangrove Health Partners" });
  const beacon = await insertClientCompany({ legalName: "Beacon Logistics" });
  people.owner = (
    await insertSignedInEmployer(mangrove.id, "owner", { email: OWNER_EMAIL, timeZone: CHICAGO })
  ).cookie;
  people.billing = (
    await insertSignedInEmployer(mangrove.id, "billing", { email: "bill@mangrove.example" })
  ).cookie;
  people.otherOwner = (
    await insertSignedInEmployer(beacon.id, "owner", { email: "omar@beacon.example" })
  ).cookie;
  jobId = (await insertPublishedOrder(mangrove.id, "ICU Nurse")).job.id;
});

const asEmployer = (cookie: string, method: string, path: string, body?: unknown) =>
  callAsEmployer(app, { cookie }, method, path, body);

/** "YYYY-MM-DDTHH:MM" in Chicago, `days` from now at the hour. */
function chicagoLocal(days: number, hour: string) {
  const { date } = toZonedLocal(new Date(Date.now() + days * 86_400_000), CHICAGO);
  return `${date}T${hour}`;
}

let run = 0;
/**
 * A candidate with an account, applied to the order's job, submitted by the recruiter and (unless
 * told otherwise) approved by the employer: the candidate's token and the ids.
 */
async function approvedCandidate({ approve = true } = {}) {
  run += 1;
  const email = `maria.${run}@example.com`;
  const { id: candidateId, token } = await insertSignedInCandidate(db(), { email, firstName: "Maria" });
  const application = await insertApplicationWithResume({
    jobId,
    fullName: `Maria Gonzalez ${run}`,
    email,
    candidateId,
  });
  const submitted = await asAdmin("POST", `/admin/applications/${application.id}/submit-to-client`, {
    note: "Strong ICU background.",
  });
  const submissionId = String(submitted.body.id);
  if (approve) {
    const decided = await asEmployer(people.owner, "POST", `/employers/candidates/${submissionId}/decision`, {
      decision: "approve_for_interview",
    });
    expect(decided.status).toBe(200);
  }
  return { email, token, submissionId, applicationId: application.id };
}

const videoRequest = (submissionId: string, times: string[]) => ({
  submissionId,
  times,
  durationMinutes: 45,
  format: "video",
  meetingUrl: "https://meet.example.com/icu-nurse",
  interviewers: "Denise Carter, Dr. Alan Park",
});

async function requested(candidate: { submissionId: string }) {
  const response = await asEmployer(
    people.owner,
    "POST",
    "/employers/interviews",
    videoRequest(candidate.submissionId, [chicagoLocal(3, "10:00"), chicagoLocal(4, "14:30")]),
  );
  expect(response.status).toBe(201);
  return response.body as unknown as { id: string; proposedTimes: string[] };
}

const candidateCall = (token: string, method: string, path: string, body?: unknown) =>
  call(method, path, { token, body });

/** The .ics attached to the newest email to the address: its UID, SEQUENCE and METHOD. */
async function calendarTo(address: string) {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(1);
  const attached = mail?.attachments.find((attachment) => attachment.filename === "interview.ics")?.content;
  if (!attached) throw new Error(`No .ics to ${address}`);
  const ics = Buffer.from(attached, "base64").toString("utf8");
  const value = (name: string) =>
    readCalendarProperties(ics).find((property) => property.name === name)?.value;
  return { uid: value("UID"), sequence: value("SEQUENCE"), method: value("METHOD"), start: value("DTSTART") };
}

describe("an employer requests an interview with proposed times", () => {
  it("creates a requested interview with the times read in the user's zone and asks the candidate to pick", async () => {
    const candidate = await approvedCandidate();
    const first = chicagoLocal(3, "10:00");
    const interview = await requested(candidate);
    const [date, time] = first.split("T");
    expect(interview.proposedTimes[0]).toBe(fromZonedLocal(date ?? "", time ?? "", CHICAGO)?.toISOString());
    expect(interview).toMatchObject({ status: "requested", format: "video", durationMinutes: 45 });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ timeZone: CHICAGO, interviewers: ["Denise Carter", "Dr. Alan Park"] });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, candidate.email));
    expect(mail?.subject).toMatch(/^Choose a time for your interview/);
  });

  it("names what is wrong: no times, a past time, times too close, a video without its link", async () => {
    const { submissionId } = await approvedCandidate();
    const post = (body: unknown) => asEmployer(people.owner, "POST", "/employers/interviews", body);
    expect((await post(videoRequest(submissionId, []))).body.fields?.times).toBe(
      "Propose at least one time.",
    );
    const past = await post(videoRequest(submissionId, [chicagoLocal(-2, "10:00")]));
    expect(past.body.fields?.["times.0"]).toBe("Choose a date and time in the future.");
    const close = await post(
      videoRequest(submissionId, [chicagoLocal(3, "10:00"), chicagoLocal(3, "10:30")]),
    );
    expect(close.body.fields?.times).toBe("Space the proposed times at least an hour apart.");
    const six = await post(
      videoRequest(
        submissionId,
        [1, 2, 3, 4, 5, 6].map((day) => chicagoLocal(day, "09:00")),
      ),
    );
    expect(six.body.fields?.times).toBe("Propose at most 5 times.");
    const noLink = await post({ ...videoRequest(submissionId, [chicagoLocal(3, "10:00")]), meetingUrl: "" });
    expect(noLink.status).toBe(400);
    expect(noLink.body.fields?.meetingUrl).toMatch(/required for a video interview/);
  });

  it("is only for an approved candidate without a standing interview (409), of the company (404), by a decider (403)", async () => {
    const waiting = await approvedCandidate({ approve: false });
    const notApproved = await asEmployer(
      people.owner,
      "POST",
      "/employers/interviews",
      videoRequest(waiting.submissionId, [chicagoLocal(3, "10:00")]),
    );
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.error).toBe(SUBMISSION_MESSAGES.notApproved);

    const candidate = await approvedCandidate();
    const body = videoRequest(candidate.submissionId, [chicagoLocal(5, "10:00")]);
    expect((await asEmployer(people.otherOwner, "POST", "/employers/interviews", body)).status).toBe(404);
    const billing = await asEmployer(people.billing, "POST", "/employers/interviews", body);
    expect(billing.status).toBe(403);
    expect(billing.body.error).toBe(EMPLOYER_ROLE_REFUSAL);
    await requested(candidate);
    const twice = await asEmployer(people.owner, "POST", "/employers/interviews", body);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(SUBMISSION_MESSAGES.interviewOpen);
  });
});

describe("the candidate confirms one proposed time", () => {
  it("schedules it and sends the same .ics to the candidate, the employer user and the recruiter", async () => {
    const candidate = await approvedCandidate();
    const interview = await requested(candidate);
    const listed = await candidateCall(candidate.token, "GET", "/candidates/interviews");
    const upcoming = (listed.body as unknown as { upcoming: { id: string; proposedTimes: string[] }[] })
      .upcoming;
    expect(upcoming.find((row) => row.id === interview.id)?.proposedTimes).toEqual(interview.proposedTimes);

    const confirm = await candidateCall(
      candidate.token,
      "POST",
      `/candidates/interviews/${interview.id}/confirm`,
    );
    expect(confirm.status).toBe(409);
    const notProposed = await candidateCall(
      candidate.token,
      "POST",
      `/candidates/interviews/${interview.id}/choose-time`,
      {
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    );
    expect(notProposed.status).toBe(400);
    expect(notProposed.body.fields?.startsAt).toBe(SUBMISSION_MESSAGES.proposedTimeRequired);

    const chosen = interview.proposedTimes[1];
    const picked = await candidateCall(
      candidate.token,
      "POST",
      `/candidates/interviews/${interview.id}/choose-time`,
      {
        startsAt: chosen,
      },
    );
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({
      status: "scheduled",
      startsAt: chosen,
      candidateResponse: "confirmed",
    });

    const invites = await Promise.all([candidate.email, OWNER_EMAIL, testAdmin.email].map(calendarTo));
    for (const invite of invites) {
      expect(invite).toMatchObject({ uid: invites[0]?.uid, sequence: "0", method: "REQUEST" });
      expect(invite.uid).toContain(interview.id);
    }
    const again = await candidateCall(
      candidate.token,
      "POST",
      `/candidates/interviews/${interview.id}/choose-time`,
      {
        startsAt: chosen,
      },
    );
    expect(again.status).toBe(409);

    const employerView = await asEmployer(people.owner, "GET", "/employers/interviews");
    const rows = employerView.body.interviews as { id: string; status: string; startsAt: string }[];
    expect(employerView.body.timeZone).toBe(CHICAGO);
    expect(rows.find((row) => row.id === interview.id)).toMatchObject({
      status: "scheduled",
      startsAt: chosen,
    });
  });

  it("keeps other candidates out: someone else's interview is 404", async () => {
    const candidate = await approvedCandidate();
    const other = await approvedCandidate();
    const interview = await requested(candidate);
    const response = await candidateCall(
      other.token,
      "POST",
      `/candidates/interviews/${interview.id}/choose-time`,
      {
        startsAt: interview.proposedTimes[0],
      },
    );
    expect(response.status).toBe(404);
  });
});

/** A requested interview the candidate has picked the first time of. */
async function scheduled() {
  const candidate = await approvedCandidate();
  const interview = await requested(candidate);
  await candidateCall(candidate.token, "POST", `/candidates/interviews/${interview.id}/choose-time`, {
    startsAt: interview.proposedTimes[0],
  });
  return { ...candidate, interviewId: interview.id };
}

describe("the employer reschedules and cancels", () => {
  it("keeps one UID with a rising SEQUENCE for everyone: REQUEST on reschedule, CANCEL on cancel", async () => {
    const { interviewId, email } = await scheduled();
    const first = await calendarTo(email);
    const moved = await asEmployer(people.owner, "POST", `/employers/interviews/${interviewId}/reschedule`, {
      time: chicagoLocal(6, "11:00"),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.sequence).toBe(1);
    for (const address of [email, OWNER_EMAIL, testAdmin.email]) {
      expect(await calendarTo(address)).toMatchObject({ uid: first.uid, sequence: "1", method: "REQUEST" });
    }
    const cancelled = await asEmployer(people.owner, "POST", `/employers/interviews/${interviewId}/cancel`);
    expect(cancelled.status).toBe(200);
    for (const address of [email, OWNER_EMAIL, testAdmin.email]) {
      expect(await calendarTo(address)).toMatchObject({ uid: first.uid, sequence: "2", method: "CANCEL" });
    }
    const again = await asEmployer(people.owner, "POST", `/employers/interviews/${interviewId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(INTERVIEW_MESSAGES.cancelled);
  });

  it("refuses a reschedule before the candidate picked (409), a past time (400), another company (404)", async () => {
    const candidate = await approvedCandidate();
    const interview = await requested(candidate);
    const early = await asEmployer(people.owner, "POST", `/employers/interviews/${interview.id}/reschedule`, {
      time: chicagoLocal(6, "11:00"),
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(SUBMISSION_MESSAGES.notScheduled);
    const { interviewId } = await scheduled();
    const past = await asEmployer(people.owner, "POST", `/employers/interviews/${interviewId}/reschedule`, {
      time: chicagoLocal(-1, "11:00"),
    });
    expect(past.status).toBe(400);
    expect(past.body.fields?.time).toBe("Choose a date and time in the future.");
    for (const path of ["reschedule", "cancel"]) {
      const other = await asEmployer(
        people.otherOwner,
        "POST",
        `/employers/interviews/${interviewId}/${path}`,
        {
          time: chicagoLocal(6, "11:00"),
        },
      );
      expect(other.status).toBe(404);
    }
    const list = await asEmployer(people.otherOwner, "GET", "/employers/interviews");
    expect(list.body.interviews).toEqual([]);
  });
});

describe("feedback after the interview", () => {
  /** Moves the interview into the past, as if it had taken place. */
  const takePlace = (id: string) =>
    db()
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(interviews.id, id));
  const lastEvent = async (applicationId: string) =>
    (
      await db()
        .select()
        .from(applicationStageEvents)
        .where(eq(applicationStageEvents.applicationId, applicationId))
        .orderBy(asc(applicationStageEvents.createdAt))
    ).at(-1);

  it("is refused before the interview, then 'hire' moves the application to offer as the employer and tells the recruiter", async () => {
    const { interviewId, applicationId } = await scheduled();
    const feedback = { outcome: "hire", comments: "Great with patients." };
    const early = await asEmployer(
      people.owner,
      "POST",
      `/employers/interviews/${interviewId}/feedback`,
      feedback,
    );
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(SUBMISSION_MESSAGES.notOver);
    await takePlace(interviewId);
    const given = await asEmployer(
      people.owner,
      "POST",
      `/employers/interviews/${interviewId}/feedback`,
      feedback,
    );
    expect(given.status).toBe(201);
    expect(given.body.feedback).toMatchObject({ outcome: "hire", comments: "Great with patients." });
    expect(await lastEvent(applicationId)).toMatchObject({ toStage: "offer", actor: "employer" });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, testAdmin.email), sql`${mailOutbox.subject} like 'Interview feedback%'`),
      );
    expect(mail?.textBody).toContain("The client wants to hire");
    const again = await asEmployer(
      people.owner,
      "POST",
      `/employers/interviews/${interviewId}/feedback`,
      feedback,
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SUBMISSION_MESSAGES.feedbackGiven);
  });

  it("'no hire' closes the application as not selected; 'next round' leaves it at interview", async () => {
    const noHire = await scheduled();
    await takePlace(noHire.interviewId);
    await asEmployer(people.owner, "POST", `/employers/interviews/${noHire.interviewId}/feedback`, {
      outcome: "no_hire",
    });
    expect(await lastEvent(noHire.applicationId)).toMatchObject({
      toStage: "not_selected",
      actor: "employer",
    });

    const nextRound = await scheduled();
    await takePlace(nextRound.interviewId);
    const given = await asEmployer(
      people.owner,
      "POST",
      `/employers/interviews/${nextRound.interviewId}/feedback`,
      {
        outcome: "next_round",
      },
    );
    expect(given.status).toBe(201);
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.id, nextRound.applicationId));
    expect(application?.status).toBe("interview");
  });

  it("checks the outcome, the company and the role", async () => {
    const { interviewId } = await scheduled();
    await takePlace(interviewId);
    const path = `/employers/interviews/${interviewId}/feedback`;
    const bad = await asEmployer(people.owner, "POST", path, { outcome: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.outcome).toBe("Choose hire, no hire or next round.");
    expect((await asEmployer(people.otherOwner, "POST", path, { outcome: "hire" })).status).toBe(404);
    expect((await asEmployer(people.billing, "POST", path, { outcome: "hire" })).status).toBe(403);
    expect(
      await db().select().from(interviewFeedback).where(eq(interviewFeedback.interviewId, interviewId)),
    ).toEqual([]);
  });
});

describe("the user's time zone", () => {
  it("is saved when real and refused otherwise", async () => {
    const bad = await asEmployer(people.billing, "PUT", "/employers/interviews/time-zone", {
      timeZone: "Florida",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.timeZone).toMatch(/Choose a time zone/);
    const saved = await asEmployer(people.owner, "PUT", "/employers/interviews/time-zone", {
      timeZone: "America/Los_Angeles",
    });
    expect(saved.body).toEqual({ timeZone: "America/Los_Angeles" });
    const list = await asEmployer(people.owner, "GET", "/employers/interviews");
    expect(list.body.timeZone).toBe("America/Los_Angeles");
    await asEmployer(people.owner, "PUT", "/employers/interviews/time-zone", { timeZone: CHICAGO });
  });
});
