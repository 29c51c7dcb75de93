import { Router } from "express";
import {
  DEMO_DRAFT_LIMIT_PER_IP,
  DEMO_RANK_LIMIT_PER_IP,
  draftOrder,
  rankDemoSamplePool,
} from "../modules/copilot-drafting";
import { byIp, rateLimit } from "../rate-limit";

/** The public /copilot/demo's API (issue 22): no account, limited per visitor's address. */
export const copilotDemoRouter = Router();

/**
 * Drafts a job order from { text } (a few sentences or a pasted description): 200 { draft, drafter,
 * model }; 400 { error, fields } for missing, empty or too long text; 429 past the limit.
 */
copilotDemoRouter.post(
  "/copilot/demo/draft",
  rateLimit({ ...DEMO_DRAFT_LIMIT_PER_IP, key: byIp }),
  async (req, res) => {
    res.json(await draftOrder(req.body, { log: req.log }));
  },
);

/**
 * Ranks the built-in sample pool of fictional candidates for { draft, weights? }: 200 { version,
 * weights, considered, candidates } (anonymised, with scores and reasons); 400 for an invalid draft
 * or weights; 429 past the limit.
 */
copilotDemoRouter.post(
  "/copilot/demo/rank",
  rateLimit({ ...DEMO_RANK_LIMIT_PER_IP, key: byIp }),
  async (req, res) => {
    res.json(await rankDemoSamplePool(req.body, { log: req.log }));
  },
);
