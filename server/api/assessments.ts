import { type Request, type Response, Router } from "express";
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_VISITOR_COOKIE,
  VISITOR_ACCESS_DAYS,
} from "../../common/assessments";
import { Forbidden, Unauthorized } from "../errors";
import { cookieHeader, readCookie } from "../kernel/cookies";
import { parseInput } from "../kernel/parse-input";
import { isCrossSiteChange } from "../kernel/same-origin";
import {
  assessmentAnswerSchema,
  assessmentCodeRequest,
  assessmentEventSchema,
  assessmentSharingSchema,
  getPublicAssessment,
  getSitting,
  listCandidateResults,
  listPublicAssessments,
  RetakeTooSoon,
  recordSittingEvent,
  type SittingOwner,
  saveAnswer,
  setResultSharing,
  startSittingAsCandidate,
  submitSitting,
  visitorSittingStart,
} from "../modules/assessments";
import { authenticateCandidate } from "../modules/candidates";
import { bodyWith, runForRequest } from "./run-for-request";

/**
 * Skills assessments for visitors and candidates (issue 21): the listing, the visitor's email code,
 * starting, the sitting itself and the candidate's results. Paths, bodies and statuses:
 * common/assessments.ts.
 */
export const assessmentsRouter = Router();

const CROSS_SITE = "This request must come from our own pages.";

/**
 * Whose sitting a request may reach: the candidate behind a Bearer token (401 if it is not a live
 * one), else the visitor's cookie (whose changes must come from our own pages), else nobody (401).
 */
async function sittingOwner(req: Request): Promise<SittingOwner> {
  if (req.get("authorization")) return { candidateId: (await authenticateCandidate(req)).candidateId };
  const visitorToken = readCookie(req.get("cookie"), ASSESSMENT_VISITOR_COOKIE);
  if (!visitorToken) throw new Unauthorized(ASSESSMENT_MESSAGES.signInOrVerify);
  if (isCrossSiteChange(req)) throw new Forbidden(CROSS_SITE);
  return { visitorToken };
}

/** Sittings and results are one person's: never stored by a shared cache. */
function privateAnswer(res: Response) {
  res.set("Cache-Control", "private, no-store");
}

/** → 200 AssessmentListing[] */
assessmentsRouter.get("/assessments", async (_req, res) => {
  res.json(await listPublicAssessments());
});

/** → 200 AssessmentListing; 404. */
assessmentsRouter.get("/assessments/:slug", async (req, res) => {
  res.json(await getPublicAssessment(req.params.slug));
});

/** { email } → 202 AssessmentCodeSent; 400; 404; 429. */
assessmentsRouter.post("/assessments/:slug/verification", async (req, res) => {
  res
    .status(202)
    .json(await runForRequest(assessmentCodeRequest, req, bodyWith(req, { slug: req.params.slug })));
});

/**
 * Candidate (Bearer, no body) or visitor ({ email, code }) → 201 a new sitting, 200 the one in
 * progress; 400; 404; 409 AssessmentRetakeRefusal; 429.
 */
assessmentsRouter.post("/assessments/:slug/attempts", async (req, res) => {
  privateAnswer(res);
  try {
    const started = req.get("authorization")
      ? await startSittingAsCandidate((await authenticateCandidate(req)).candidateId, req.params.slug)
      : await runForRequest(visitorSittingStart, req, bodyWith(req, { slug: req.params.slug }));
    if (started.visitorToken)
      res.setHeader(
        "Set-Cookie",
        cookieHeader(ASSESSMENT_VISITOR_COOKIE, started.visitorToken, {
          path: "/",
          maxAgeSeconds: VISITOR_ACCESS_DAYS * 24 * 60 * 60,
        }),
      );
    res.status(started.resumed ? 200 : 201).json(started.view);
  } catch (error) {
    if (!(error instanceof RetakeTooSoon)) throw error;
    res.status(409).json(error.body());
  }
});

/** → 200 AssessmentAttemptView; 401; 404. */
assessmentsRouter.get("/assessments/attempts/:id", async (req, res) => {
  const owner = await sittingOwner(req);
  privateAnswer(res);
  res.json(await getSitting(owner, req.params.id));
});

/** AssessmentAnswerInput → 200 SavedAnswer; 400; 401; 404; 409 the sitting has ended. */
assessmentsRouter.put("/assessments/attempts/:id/answers/:position", async (req, res) => {
  const owner = await sittingOwner(req);
  const position = Number(req.params.position);
  const input = parseInput(assessmentAnswerSchema, req.body ?? {});
  privateAnswer(res);
  res.json(await saveAnswer(owner, req.params.id, Number.isSafeInteger(position) ? position : -1, input));
});

/** AssessmentEventInput → 204; 400; 401; 404; 409. */
assessmentsRouter.post("/assessments/attempts/:id/events", async (req, res) => {
  const owner = await sittingOwner(req);
  await recordSittingEvent(owner, req.params.id, parseInput(assessmentEventSchema, req.body ?? {}));
  res.status(204).end();
});

/** → 200 AssessmentAttemptView with the result; 401; 404. */
assessmentsRouter.post("/assessments/attempts/:id/submit", async (req, res) => {
  const owner = await sittingOwner(req);
  privateAnswer(res);
  res.json(await submitSitting(owner, req.params.id));
});

/** → 200 CandidateAssessmentResults; 401. */
assessmentsRouter.get("/candidates/assessments", async (req, res) => {
  const session = await authenticateCandidate(req);
  privateAnswer(res);
  res.json(await listCandidateResults(session.candidateId));
});

/** { shared } → 200 CandidateAssessmentResult; 400; 401; 404. */
assessmentsRouter.put("/candidates/assessments/:id/sharing", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(assessmentSharingSchema, req.body ?? {});
  res.json(await setResultSharing(session.candidateId, req.params.id, input));
});
