import { type Request, Router } from "express";
import { jobOrderCancelSchema, jobOrderChangeRequestSchema } from "../../common/job-order-schemas";
import { parseInput } from "../kernel/parse-input";
import { authenticateEmployer } from "../modules/employer-accounts";
import {
  cancelJobOrder,
  createJobOrder,
  getCompanyOrder,
  listCompanyOrders,
  requestOrderChanges,
  updateJobOrder,
} from "../modules/job-orders";
import { queryOf } from "./admin-route-handlers";

/**
 * The employer portal's job orders (issue 18), for the signed-in user's company only: another
 * company's order answers 404. Every role reads; changes need the manageOrders permission (403).
 * Mounted after employerAccountsRouter, whose /employers guard refuses cross-site changes first.
 */
export const jobOrdersRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** ?status=&page= → 200 { rows (with pipeline counts), total, page, pageSize, status }; 401. */
jobOrdersRouter.get("/employers/orders", async (req, res) => {
  res.json(await listCompanyOrders(await employerOf(req), queryOf(req)));
});

/**
 * { title, positions, orderType, workplaceType, city, state, schedule, shift, startDate,
 * durationWeeks, payMin, payMax, payPeriod, requirements, skills, description, urgency,
 * hiringManagerId, submit? } → 201 the order: a draft (only the title required) or, with
 * submit: true, submitted and the recruiters emailed. 400 naming each field; 401; 403.
 */
jobOrdersRouter.post("/employers/orders", async (req, res) => {
  res.status(201).json(await createJobOrder(await employerOf(req), req.body ?? {}));
});

/** → 200 { order, pipeline, events, companyStatus }; 401; 404. */
jobOrdersRouter.get("/employers/orders/:id", async (req, res) => {
  res.json(await getCompanyOrder(await employerOf(req), req.params.id));
});

/** The same fields as POST → 200 the order; 400; 401; 403; 404; 409 once a recruiter accepted it. */
jobOrdersRouter.patch("/employers/orders/:id", async (req, res) => {
  res.json(await updateJobOrder(await employerOf(req), req.params.id, req.body ?? {}));
});

/** { reason } → 200 the cancelled order; 400; 401; 403; 404; 409 when filled, closed or cancelled. */
jobOrdersRouter.post("/employers/orders/:id/cancel", async (req, res) => {
  const session = await employerOf(req);
  res.json(await cancelJobOrder(session, req.params.id, parseInput(jobOrderCancelSchema, req.body ?? {})));
});

/** { note } → 200 { order, pipeline, events, companyStatus }, the recruiter emailed; 400; 401; 403; 404; 409 unless being worked. */
jobOrdersRouter.post("/employers/orders/:id/change-requests", async (req, res) => {
  const session = await employerOf(req);
  const input = parseInput(jobOrderChangeRequestSchema, req.body ?? {});
  res.json(await requestOrderChanges(session, req.params.id, input));
});
