import { type Request, Router } from "express";
import { parseInput } from "../kernel/parse-input";
import {
  decideSubmission,
  listCompanySubmissions,
  submissionDecisionSchema,
  submissionListQuerySchema,
  submissionResumeFileId,
} from "../modules/candidate-submissions";
import { authenticateEmployer } from "../modules/employer-accounts";
import { sendStoredFile } from "../storage";

/**
 * The candidates recruiters submitted to the employer's company (issue 18), behind the
 * employer_session cookie (401 without one). Mounted after employerAccountsRouter, whose guard
 * refuses cross-site changes on every /api/employers path. Roles without manageCandidates get 403;
 * another company's ids are 404.
 */
export const candidateSubmissionsRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** ?order=<uuid>&status=<status> → 200 EmployerSubmission[] (newest first); 401; 403. */
candidateSubmissionsRouter.get("/employers/candidates", async (req, res) => {
  const session = await employerOf(req);
  res.json(await listCompanySubmissions(session, submissionListQuerySchema.parse(req.query)));
});

/** The submitted candidate's resume as an attachment; 401; 403; 404 (also when its bytes are gone). */
candidateSubmissionsRouter.get("/employers/candidates/:id/resume", async (req, res) => {
  const session = await employerOf(req);
  await sendStoredFile(res, await submissionResumeFileId(session, req.params.id));
});

/**
 * { decision: approve_for_interview | reject | request_info, reasonCode?, note? } → 200 { id, status };
 * 400 (a reason for rejections, words for "other" and for questions); 401; 403; 404; 409 once decided.
 */
candidateSubmissionsRouter.post("/employers/candidates/:id/decision", async (req, res) => {
  const session = await employerOf(req);
  const decision = parseInput(submissionDecisionSchema, req.body ?? {});
  res.json(await decideSubmission(session, req.params.id, decision));
});
