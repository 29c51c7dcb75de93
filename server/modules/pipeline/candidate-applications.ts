import { and, desc, eq, inArray } from "drizzle-orm";
import type { ApplicationAssessment } from "../../../common/assessments";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
  type OfferStatus,
  stageEventLabel,
} from "../../../common/recruiting";
import { db } from "../../db/client";
import { applications, jobs, offers } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { assessmentsForApplications } from "../assessments";
import { APPLICATION_NOT_FOUND } from "./admin-applications";
import { acceptOfferIn, declineOfferAsCandidate } from "./offers";
import { eventsOfApplication, stageEventsOf } from "./stage-history";
import { moveApplicationToStage } from "./stages";

export const CANDIDATE_WITHDRAW_REFUSED = "This application can no longer be withdrawn.";

/** What the candidate sees of an offer: never the bill rate, the supervisor or anything internal. */
export type CandidateOffer = {
  id: string;
  client: string;
  roleTitle: string;
  location: string | null;
  startDate: string;
  endDate: string | null;
  payRate: string;
  status: OfferStatus;
};

export type CandidateApplication = {
  id: string;
  job: { id: string; title: string; company: string; location: string } | null;
  source: string;
  stage: ApplicationStage;
  stageLabel: string;
  createdAt: Date;
  stageChangedAt: Date;
  history: { stage: ApplicationStage; label: string; at: Date }[];
  offer: CandidateOffer | null;
  /** "Assessed": the candidate's results within 12 months of applying (empty when none). */
  assessments: ApplicationAssessment[];
};

/**
 * The candidate's own applications, newest first, each with its stage history (stages and times
 * only: no actor, no recruiter email, no notes) and its latest offer.
 */
export async function listCandidateApplications(candidateId: string): Promise<CandidateApplication[]> {
  const rows = await db()
    .select({
      id: applications.id,
      source: applications.source,
      email: applications.email,
      stage: applications.status,
      createdAt: applications.createdAt,
      stageChangedAt: applications.stageChangedAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobCompany: jobs.company,
      jobCity: jobs.city,
      jobState: jobs.state,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const ids = rows.map((row) => row.id);
  const assessed = await assessmentsForApplications(rows.map((row) => ({ ...row, candidateId })));
  const [events, offerRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          stageEventsOf(ids),
          db()
            .select({
              applicationId: offers.applicationId,
              id: offers.id,
              client: offers.client,
              roleTitle: offers.roleTitle,
              location: offers.location,
              startDate: offers.startDate,
              endDate: offers.endDate,
              payRate: offers.payRate,
              status: offers.status,
            })
            .from(offers)
            .where(inArray(offers.applicationId, ids))
            .orderBy(desc(offers.createdAt), desc(offers.id)),
        ]);
  return rows.map((row) => {
    const latest = offerRows.find((offer) => offer.applicationId === row.id);
    return {
      id: row.id,
      job:
        row.jobId && row.jobTitle !== null
          ? {
              id: row.jobId,
              title: row.jobTitle,
              company: row.jobCompany ?? "",
              location: `${row.jobCity ?? ""}, ${row.jobState ?? ""}`,
            }
          : null,
      source: row.source,
      stage: row.stage,
      stageLabel: APPLICATION_STAGE_LABELS[row.stage],
      createdAt: row.createdAt,
      stageChangedAt: row.stageChangedAt,
      history: eventsOfApplication(events, row.id).map((event) => ({
        stage: event.toStage,
        label: stageEventLabel(event),
        at: event.at,
      })),
      offer: latest
        ? {
            id: latest.id,
            client: latest.client,
            roleTitle: latest.roleTitle,
            location: latest.location,
            startDate: latest.startDate,
            endDate: latest.endDate,
            payRate: latest.payRate,
            status: latest.status,
          }
        : null,
      assessments: assessed.get(row.id) ?? [],
    };
  });
}

async function ownApplication(candidateId: string, applicationId: string): Promise<CandidateApplication> {
  const found = (await listCandidateApplications(candidateId)).find(
    (application) => application.id === applicationId,
  );
  if (!found) throw new NotFound(APPLICATION_NOT_FOUND);
  return found;
}

/**
 * The candidate withdraws their own application (any stage but placed or withdrawn: 409); an offer
 * still waiting is declined with it. Another candidate's id is a 404.
 */
export async function withdrawCandidateApplication(candidateId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new NotFound(APPLICATION_NOT_FOUND);
  await db().transaction(async (tx) => {
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidateId)))
      .for("update");
    if (!application) throw new NotFound(APPLICATION_NOT_FOUND);
    if (application.status === "placed" || application.status === "withdrawn")
      throw new Conflict(CANDIDATE_WITHDRAW_REFUSED);
    await tx
      .update(offers)
      .set({ status: "declined", respondedAt: new Date() })
      .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "extended")));
    await moveApplicationToStage(tx, { applicationId, toStage: "withdrawn", actor: "candidate" });
  });
  return ownApplication(candidateId, applicationId);
}

/** The candidate accepts their own offer: the placement is created and the application placed. */
export async function acceptCandidateOffer(candidateId: string, offerId: string) {
  const { offer } = await db().transaction((tx) =>
    acceptOfferIn(tx, offerId, { actor: "candidate", candidateId }),
  );
  return ownApplication(candidateId, offer.applicationId);
}

/** The candidate declines their own offer; the application stays where it is for the recruiter. */
export async function declineCandidateOffer(candidateId: string, offerId: string) {
  const offer = await db().transaction((tx) => declineOfferAsCandidate(tx, candidateId, offerId));
  return ownApplication(candidateId, offer.applicationId);
}
