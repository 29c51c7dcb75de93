import { asc, eq, inArray } from "drizzle-orm";
import { BRAND } from "../../../common/brand";
import { db } from "../../db/client";
import {
  applications,
  candidateSessions,
  candidates,
  interviews,
  jobAlerts,
  jobs,
  offers,
  placements,
  referrals,
  savedJobs,
  storedFiles,
  timesheets,
} from "../../db/schema";
import { NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { exportCandidateAssessments } from "../assessments";
import { electionsOf } from "../benefits";
import { listCandidateConsultations } from "../consultations";
import { listContractorDocuments } from "../documents";
import { getMatchingChoices } from "../matching";
import { listContractorPaystubs } from "../payroll";
import { eventsOfApplication, stageEventsOf } from "../pipeline";
import { exportSavedResumes } from "../resume-builder";
import { candidateRequester, listOwnThreads } from "../support";
import { getTalentSettings } from "../talent-database";

/** What the file says about itself: what is in it and what is left out, and why. */
export const EXPORT_NOTES = [
  "This file holds everything we store about you in your candidate account, as of the time above.",
  "Left out: your password and the secret parts of sign-in tokens and email links (only scrambled copies are stored, and they are useless to anyone).",
  `Left out: our recruiters' internal notes and labels about you and your applications, our staff's notes on your consultations, the bill rates we agree with clients and the names of staff who moved your applications, reviewed your documents or answered your support tickets (their answers show as from ${BRAND.name}). These are the agency's own working records, not data you gave us.`,
  "Left out: the shortlist decisions that clients of our AI hiring assistant make about the candidates they are shown, and the log of the rankings that included you (kept without your name for our bias audit). These are the clients' working records and describe their orders. Their requests to meet you are under candidateDatabase.",
  "Assessments: every result you have, expired ones too, with its section scores, and any extra time granted to you. The questions and the answers you gave are left out (the question bank stays confidential so the tests stay fair), as are sittings our staff reset (they do not count).",
  "Consultations are the ones booked with your verified email address.",
  "Files are listed by name, type, size and upload date, not their contents. Download your resume from your profile and your documents from the Documents page.",
  "Placements, timesheets and paystubs are employment and payroll records: if you delete your account we must keep them, without the link to your account.",
] as const;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything stored about the signed-in candidate, read only through their own id (consultations
 * through their verified address, as the portal finds them): the account, applications with their
 * stage history, interviews and offers, placements with timesheets, paystubs of finalized pay runs,
 * benefit elections, documents (listed, not their files), saved jobs, job alerts, referrals made,
 * support tickets with their conversations, consultations, assessment results with extra time
 * granted, resumes saved on /resume-builder (with their kept versions), the candidate database
 * (listing and requests received), the automated-ranking choices, sessions and the files they
 * uploaded. Each area is read through its module's own function, as the portal shows it.
 */
export async function exportCandidateData(session: CandidateSession) {
  const candidateId = session.candidateId;
  const [account] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
  if (!account) throw new NotFound("This account no longer exists.");

  const applicationRows = await db()
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      fullName: applications.fullName,
      email: applications.email,
      phone: applications.phone,
      coverLetter: applications.coverLetter,
      resumeFileId: applications.resumeFileId,
      resumeText: applications.resumeText,
      skills: applications.skills,
      recentTitle: applications.recentTitle,
      source: applications.source,
      stage: applications.status,
      stageChangedAt: applications.stageChangedAt,
      consentTermsAt: applications.consentTermsAt,
      consentSmsAt: applications.consentSmsAt,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.createdAt));
  const applicationIds = applicationRows.map((row) => row.id);
  const ofApplications = applicationIds.length > 0;

  const [events, interviewRows, offerRows] = ofApplications
    ? await Promise.all([
        stageEventsOf(applicationIds),
        db()
          .select()
          .from(interviews)
          .where(inArray(interviews.applicationId, applicationIds))
          .orderBy(asc(interviews.startsAt)),
        db()
          .select()
          .from(offers)
          .where(inArray(offers.applicationId, applicationIds))
          .orderBy(asc(offers.createdAt)),
      ])
    : [[], [], []];

  const placementRows = await db()
    .select()
    .from(placements)
    .where(eq(placements.candidateId, candidateId))
    .orderBy(asc(placements.startDate));
  const placementIds = placementRows.map((row) => row.id);
  const timesheetRows =
    placementIds.length > 0
      ? await db()
          .select()
          .from(timesheets)
          .where(inArray(timesheets.placementId, placementIds))
          .orderBy(asc(timesheets.weekStart))
      : [];

  const verifiedEmail = account.emailVerifiedAt ? account.email : null;
  const [
    saved,
    alerts,
    referralRows,
    sessions,
    builderResumes,
    { paystubs },
    benefitElections,
    documents,
    supportTickets,
    consultations,
    assessments,
    candidateDatabase,
    automatedRanking,
  ] = await Promise.all([
    db()
      .select({
        jobId: savedJobs.jobId,
        title: jobs.title,
        company: jobs.company,
        savedAt: savedJobs.createdAt,
      })
      .from(savedJobs)
      .leftJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.candidateId, candidateId))
      .orderBy(asc(savedJobs.createdAt)),
    db()
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.candidateId, candidateId))
      .orderBy(asc(jobAlerts.createdAt)),
    db()
      .select()
      .from(referrals)
      .where(eq(referrals.referrerId, candidateId))
      .orderBy(asc(referrals.createdAt)),
    db()
      .select()
      .from(candidateSessions)
      .where(eq(candidateSessions.candidateId, candidateId))
      .orderBy(asc(candidateSessions.createdAt)),
    exportSavedResumes(candidateId),
    listContractorPaystubs(candidateId),
    electionsOf(candidateId),
    listContractorDocuments(session),
    listOwnThreads(candidateRequester(session)),
    listCandidateConsultations(session),
    exportCandidateAssessments(candidateId, verifiedEmail),
    getTalentSettings(session),
    getMatchingChoices(session),
  ]);

  const fileIds = [
    ...new Set(
      [account.resumeFileId, ...applicationRows.map((row) => row.resumeFileId)].filter((id): id is string =>
        Boolean(id),
      ),
    ),
  ];
  const files =
    fileIds.length > 0
      ? await db()
          .select({
            id: storedFiles.id,
            name: storedFiles.originalName,
            type: storedFiles.contentType,
            sizeBytes: storedFiles.sizeBytes,
            uploadedAt: storedFiles.createdAt,
          })
          .from(storedFiles)
          .where(inArray(storedFiles.id, fileIds))
          .orderBy(asc(storedFiles.createdAt))
      : [];
  const fileUse = (id: string) =>
    [
      ...(account.resumeFileId === id ? ["account resume"] : []),
      ...applicationRows.filter((row) => row.resumeFileId === id).map((row) => `application ${row.id}`),
    ].join(", ");

  return {
    exportedAt: new Date().toISOString(),
    from: BRAND.name,
    notes: EXPORT_NOTES,
    account: {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone,
      emailVerifiedAt: iso(account.emailVerifiedAt),
      consentTermsAt: iso(account.consentTermsAt),
      consentSmsAt: iso(account.consentSmsAt),
      headline: account.headline,
      city: account.city,
      state: account.state,
      skills: account.skills,
      preferredLocations: account.preferredLocations,
      preferredEmploymentTypes: account.preferredEmploymentTypes,
      desiredPay: account.desiredPay,
      desiredPayPeriod: account.desiredPayPeriod,
      availableFrom: account.availableFrom,
      resumeText: account.resumeText,
      lastActiveAt: iso(account.lastActiveAt),
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    applications: applicationRows.map(({ resumeFileId: _file, ...row }) => ({
      ...row,
      stageChangedAt: iso(row.stageChangedAt),
      consentTermsAt: iso(row.consentTermsAt),
      consentSmsAt: iso(row.consentSmsAt),
      createdAt: iso(row.createdAt),
      stageHistory: eventsOfApplication(events, row.id).map(({ applicationId: _id, at, ...event }) => ({
        ...event,
        at: iso(at),
      })),
    })),
    interviews: interviewRows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      startsAt: iso(row.startsAt),
      durationMinutes: row.durationMinutes,
      timeZone: row.timeZone,
      format: row.format,
      location: row.location,
      meetingUrl: row.meetingUrl,
      interviewers: row.interviewers,
      status: row.status,
      yourResponse: row.candidateResponse,
      yourNote: row.candidateNote,
      respondedAt: iso(row.respondedAt),
      createdAt: iso(row.createdAt),
    })),
    offers: offerRows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      client: row.client,
      roleTitle: row.roleTitle,
      location: row.location,
      startDate: row.startDate,
      endDate: row.endDate,
      payRate: row.payRate,
      supervisorName: row.supervisorName,
      supervisorEmail: row.supervisorEmail,
      status: row.status,
      respondedAt: iso(row.respondedAt),
      createdAt: iso(row.createdAt),
    })),
    placements: placementRows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      contractorName: row.contractorName,
      client: row.client,
      roleTitle: row.roleTitle,
      location: row.location,
      supervisorName: row.supervisorName,
      supervisorEmail: row.supervisorEmail,
      startDate: row.startDate,
      endDate: row.endDate,
      payRate: row.payRate,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    timesheets: timesheetRows.map((row) => ({
      id: row.id,
      placementId: row.placementId,
      weekStart: row.weekStart,
      status: row.status,
      totalHours: row.totalHours,
      submittedAt: iso(row.submittedAt),
      approvedAt: iso(row.approvedAt),
      rejectionReason: row.rejectionReason,
    })),
    /** Finalized pay runs only, as /candidate/paystubs shows them (a draft is still being worked out). */
    paystubs,
    benefitElections,
    documents,
    savedJobs: saved.map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
    jobAlerts: alerts.map((row) => ({
      id: row.id,
      query: row.query,
      filters: row.filters,
      frequency: row.frequency,
      lastRunAt: iso(row.lastRunAt),
      nextRunAt: iso(row.nextRunAt),
      unsubscribedAt: iso(row.unsubscribedAt),
      createdAt: iso(row.createdAt),
    })),
    referrals: referralRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      registeredAt: iso(row.registeredAt),
      placedAt: iso(row.placedAt),
      bonusEarnedAt: iso(row.bonusEarnedAt),
      paidAt: iso(row.paidAt),
      invitedAt: iso(row.createdAt),
    })),
    supportTickets: supportTickets.map(({ messages, ...ticket }) => ({
      ...ticket,
      messages: messages.map((message) => ({
        id: message.id,
        from: message.from === "staff" ? BRAND.name : "you",
        body: message.body,
        sentAt: message.createdAt,
      })),
    })),
    /** Oldest first; without the reschedule and cancel links (they are signed, like a password). */
    consultations: [...consultations.past, ...consultations.upcoming]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(({ links: _links, ...consultation }) => consultation),
    assessments,
    builderResumes,
    /** The public candidate database: the switch, the anonymous listing and the requests received. */
    candidateDatabase,
    /** The AI hiring assistant: whether its rankings may include you, and your voluntary self-identification. */
    automatedRanking,
    sessions: sessions.map((row) => ({
      id: row.id,
      device: row.userAgent,
      rememberMe: row.rememberMe,
      startedAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: iso(row.revokedAt),
    })),
    files: files.map((file) => ({
      name: file.name,
      type: file.type,
      sizeBytes: file.sizeBytes,
      uploadedAt: iso(file.uploadedAt),
      usedFor: fileUse(file.id),
    })),
  };
}

export type CandidateDataExport = Awaited<ReturnType<typeof exportCandidateData>>;
