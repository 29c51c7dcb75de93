import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import { submitCandidateToClient, submitToClientSchema } from "../modules/candidate-submissions";

/** Recruiters submit candidates to clients' job orders (issue 18); behind the admin guard, audited. */
export const candidateSubmissionsAdminRouter = Router();

/**
 * { note } → 201 the submission; the application moves to "submitted". 400; 404; 409 when the job
 * was not published from an order, the application is closed, or it was submitted already.
 */
candidateSubmissionsAdminRouter.post("/admin/applications/:id/submit-to-client", async (req, res) => {
  const input = parseInput(submitToClientSchema, req.body ?? {});
  res.status(201).json(await submitCandidateToClient(adminOf(res), req.params.id, input));
});
