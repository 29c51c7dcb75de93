import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import { inviteFriend, listCandidateReferrals, referralInviteSchema } from "../modules/referrals";

/** The signed-in candidate's referrals (/candidate/referrals). Bearer token on every call. */
export const referralsRouter = Router();

/**
 * → 200 { rule: { amount, hours }, referrals: [{ id, name, email, status, statusLabel, invitedAt,
 * approvedHours, hoursToBonus, progressPercent, bonusAmount }] }, the candidate's own only; 401.
 */
referralsRouter.get("/candidates/referrals", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await listCandidateReferrals(session));
});

/**
 * { name, email } → 201 the new referral (same shape as in the list) and the friend is emailed a
 * registration link; 400 with fields (own address, an address with an account); 409 already
 * referred by this candidate; 429 past 10 a day; 401.
 */
referralsRouter.post("/candidates/referrals", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(referralInviteSchema, req.body ?? {});
  res.status(201).json(await inviteFriend(session, input));
});
