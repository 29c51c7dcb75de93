import { Router } from "express";
import { authenticateCopilot } from "../modules/copilot-accounts";
import {
  CANDIDATE_VIEW_LIMIT_PER_WORKSPACE,
  clearCandidateDecision,
  getCopilotCandidates,
  passCandidate,
  requestCandidate,
  saveCopilotCandidateWeights,
  shortlistCandidate,
} from "../modules/copilot-candidates";
import { enforceRateLimit } from "../rate-limit";

/**
 * The AI hiring assistant's candidates page (issue 22, ADR 0027), behind the copilot session
 * (bearer token; 401 without one). Orders are read through the session's workspace and candidates
 * through refs of that order's rankings: another workspace's order or ref, or a ref of another
 * order, is a 404. Actions: 403 for the billing role, 409 for a draft or a closed order.
 */
export const copilotCandidatesRouter = Router();

/** → 200 CopilotCandidatesView (ranked, logged); 404; 409 for a draft; 429. */
copilotCandidatesRouter.get("/copilot/orders/:id/candidates", async (req, res) => {
  const session = await authenticateCopilot(req);
  await enforceRateLimit(CANDIDATE_VIEW_LIMIT_PER_WORKSPACE, session.workspaceId);
  res.json(await getCopilotCandidates(session, req.params.id));
});

/** { weights } → 200 the view ranked with them (saved); 400 naming the criterion; 403; 404; 409; 429. */
copilotCandidatesRouter.put("/copilot/orders/:id/candidates/weights", async (req, res) => {
  const session = await authenticateCopilot(req);
  await enforceRateLimit(CANDIDATE_VIEW_LIMIT_PER_WORKSPACE, session.workspaceId);
  res.json(await saveCopilotCandidateWeights(session, req.params.id, req.body));
});

/** → 200 the card, shortlisted. */
copilotCandidatesRouter.post("/copilot/orders/:id/candidates/:ref/shortlist", async (req, res) => {
  res.json(await shortlistCandidate(await authenticateCopilot(req), req.params.id, req.params.ref));
});

/** { reason } → 200 the card, passed; 400 { fields: { reason } }. */
copilotCandidatesRouter.post("/copilot/orders/:id/candidates/:ref/pass", async (req, res) => {
  res.json(await passCandidate(await authenticateCopilot(req), req.params.id, req.params.ref, req.body));
});

/** → 200 the card, undecided; 409 while a request is pending or accepted. */
copilotCandidatesRouter.delete("/copilot/orders/:id/candidates/:ref/decision", async (req, res) => {
  res.json(await clearCandidateDecision(await authenticateCopilot(req), req.params.id, req.params.ref));
});

/** { kind, message? } → 201 the card with its request; 400; 409 when one is pending or accepted. */
copilotCandidatesRouter.post("/copilot/orders/:id/candidates/:ref/request", async (req, res) => {
  res
    .status(201)
    .json(await requestCandidate(await authenticateCopilot(req), req.params.id, req.params.ref, req.body));
});
