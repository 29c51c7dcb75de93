import { type Request, Router } from "express";
import { TALENT_MESSAGES } from "../../common/talent-database";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import { authenticateEmployer } from "../modules/employer-accounts";
import {
  answerTalentRequest,
  employerRequests,
  getTalentProfile,
  getTalentSettings,
  requestTalentForOrder,
  saveTalentSettings,
  searchTalent,
  talentEmployerRequestSchema,
  talentLead,
  talentOrderOptions,
  talentSearchOf,
  talentSettingsSchema,
} from "../modules/talent-database";
import { queryOf } from "./admin-route-handlers";
import { bodyWith, runForRequest } from "./run-for-request";

/**
 * The public candidate database (issue 21): the anonymous search and listings, visitors' leads,
 * employers' requests on their orders and the candidate's switch and answers. Paths, bodies and
 * statuses: common/talent-database.ts. Mounted after employerAccountsRouter, whose /employers guard
 * refuses cross-site changes first.
 */
export const talentDatabaseRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** ?q=&skills=&industry=&region=&availability=&workType=&assessed=&page= → 200 TalentSearchPage; 400. */
talentDatabaseRouter.get("/talent", async (req, res) => {
  res.json(await searchTalent(talentSearchOf(queryOf(req))));
});

/** → 200 TalentProfile; 404. */
talentDatabaseRouter.get("/talent/:profileId", async (req, res) => {
  res.json(await getTalentProfile(req.params.profileId));
});

/** TalentLeadInput → 201 { message }; 400; 404; 409 already asked; 429. */
talentDatabaseRouter.post("/talent/:profileId/leads", async (req, res) => {
  await runForRequest(talentLead, req, bodyWith(req, { profileId: req.params.profileId }));
  res.status(201).json({ message: TALENT_MESSAGES.leadSent });
});

/** → 200 { requests, orders }: the company's requests and the orders a candidate can go on; 401. */
talentDatabaseRouter.get("/employers/talent-requests", async (req, res) => {
  const session = await employerOf(req);
  res.set("Cache-Control", "private, no-store");
  res.json({ requests: await employerRequests(session), orders: await talentOrderOptions(session) });
});

/** TalentEmployerRequestInput → 201 EmployerTalentRequest; 400; 401; 403; 404; 409. */
talentDatabaseRouter.post("/employers/talent-requests", async (req, res) => {
  const session = await employerOf(req);
  const input = parseInput(talentEmployerRequestSchema, req.body ?? {});
  res.status(201).json(await requestTalentForOrder(session, input));
});

/** → 200 CandidateTalentSettings; 401. */
talentDatabaseRouter.get("/candidates/talent-profile", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.set("Cache-Control", "private, no-store");
  res.json(await getTalentSettings(session));
});

/** TalentSettingsInput → 200 CandidateTalentSettings; 400; 401. */
talentDatabaseRouter.put("/candidates/talent-profile", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await saveTalentSettings(session, parseInput(talentSettingsSchema, req.body ?? {})));
});

/** → 200 CandidateTalentRequest; 401; 404 another's; 409 already answered. */
for (const [path, answer] of [
  ["accept", "accepted"],
  ["decline", "declined"],
] as const) {
  talentDatabaseRouter.post(`/candidates/talent-requests/:id/${path}`, async (req, res) => {
    const session = await authenticateCandidate(req);
    res.json(await answerTalentRequest(session, req.params.id, answer));
  });
}
