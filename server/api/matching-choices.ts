import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import { getMatchingChoices, matchingChoicesSchema, saveMatchingChoices } from "../modules/matching";

/**
 * The candidate's choices about automated ranking and the voluntary self-identification (issue 22),
 * on /candidate/profile. Bearer token on both; shapes in common/matching-choices.ts.
 */
export const matchingChoicesRouter = Router();

/** → 200 MatchingChoices; 401. */
matchingChoicesRouter.get("/candidates/matching-choices", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.set("Cache-Control", "private, no-store");
  res.json(await getMatchingChoices(session));
});

/** MatchingChoicesInput → 200 MatchingChoices; 400; 401. */
matchingChoicesRouter.put("/candidates/matching-choices", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await saveMatchingChoices(session, parseInput(matchingChoicesSchema, req.body ?? {})));
});
