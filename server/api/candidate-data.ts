import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import {
  ACCOUNT_DELETE_MESSAGES,
  accountDeleteSchema,
  deleteCandidateAccount,
  exportCandidateData,
} from "../modules/candidate-data";
import { authenticateCandidate } from "../modules/candidates";

/** "Download my data" and "Delete my account" on /candidate/profile. Bearer token on both. */
export const candidateDataRouter = Router();

/**
 * → 200 a JSON attachment (candidate-data-YYYY-MM-DD.json, Cache-Control: no-store) of everything
 * stored about the signed-in candidate and nothing of anyone else; 401.
 */
candidateDataRouter.get("/candidates/export", async (req, res) => {
  const session = await authenticateCandidate(req);
  const data = await exportCandidateData(session);
  const day = data.exportedAt.slice(0, 10);
  res.set({
    "Content-Disposition": `attachment; filename="candidate-data-${day}.json"`,
    "Cache-Control": "private, no-store",
  });
  res.type("application/json").send(`${JSON.stringify(data, null, 2)}\n`);
});

/**
 * { password } → 200 { message }: the account and its data are gone (placements kept anonymised),
 * every session with it; a confirmation is emailed. 400 with fields (a wrong password included);
 * 401; 429.
 */
candidateDataRouter.post("/candidates/account/delete", async (req, res) => {
  const session = await authenticateCandidate(req);
  await deleteCandidateAccount(session, parseInput(accountDeleteSchema, req.body ?? {}), { log: req.log });
  res.json({ message: ACCOUNT_DELETE_MESSAGES.deleted });
});
