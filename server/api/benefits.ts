import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import {
  benefitElectionSchema,
  benefitKindSchema,
  electBenefit,
  getCandidateBenefits,
} from "../modules/benefits";
import { authenticateCandidate } from "../modules/candidates";

/** The signed-in contractor's benefits (/candidate/benefits). Bearer token on every call. */
export const benefitsRouter = Router();

/**
 * → 200 { window: { opensOn, closesOn, open }, eligibility: { eligible, eligibleOn, reason },
 * plans: [{ kind, label, plans: [{ id, kind, name, description, costPerPeriod, contributionPercent,
 * costLabel, eligibleAfterDays, eligibleOn, eligible }] }], elections: [{ kind, election, planId,
 * planName, electedAt }] }; 401.
 */
benefitsRouter.get("/candidates/benefits", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await getCandidateBenefits(session));
});

/**
 * { election: "enrolled", planId } or { election: "waived" } for :kind (medical, dental, vision,
 * retirement) → 200 the benefits as GET gives them; 400 bad kind, body or plan; 403 not on an active
 * assignment or not yet eligible; 409 outside the enrollment window; 401.
 */
benefitsRouter.put("/candidates/benefits/:kind", async (req, res) => {
  const session = await authenticateCandidate(req);
  const { kind } = parseInput(
    benefitKindSchema.transform((value) => ({ kind: value })),
    req.params.kind,
  );
  const input = parseInput(benefitElectionSchema, req.body ?? {});
  res.json(await electBenefit(session, kind, input));
});
