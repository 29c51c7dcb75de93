import { Router } from "express";
import { authenticateCandidate } from "../modules/candidates";
import {
  acceptCandidateOffer,
  declineCandidateOffer,
  listCandidateApplications,
  withdrawCandidateApplication,
} from "../modules/pipeline";

/**
 * The candidate's own applications (issue 8), Bearer token on every path (401 without one). Only the
 * candidate's own rows: another candidate's application or offer id is a 404, like an unknown one.
 * Never internal notes, bill rates or recruiters' addresses.
 */
export const pipelineRouter = Router();

/** → 200 { applications: [{ id, job, source, stage, stageLabel, createdAt, stageChangedAt, history, offer }] }. */
pipelineRouter.get("/candidates/applications", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ applications: await listCandidateApplications(session.candidateId) });
});

/** → 200 { application } now withdrawn; 404; 409 when placed or withdrawn already. */
pipelineRouter.post("/candidates/applications/:id/withdraw", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ application: await withdrawCandidateApplication(session.candidateId, req.params.id) });
});

/** → 200 { application } placed (the placement is created); 404; 409 when already answered. */
pipelineRouter.post("/candidates/offers/:id/accept", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ application: await acceptCandidateOffer(session.candidateId, req.params.id) });
});

/** → 200 { application } with the offer declined; 404; 409 when already answered. */
pipelineRouter.post("/candidates/offers/:id/decline", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json({ application: await declineCandidateOffer(session.candidateId, req.params.id) });
});
