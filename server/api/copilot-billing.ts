import express, { type Request, type RequestHandler, Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCopilot, getCopilotAccount } from "../modules/copilot-accounts";
import {
  billingOverview,
  type CopilotBillingCaller,
  cancelInput,
  cardEntryInput,
  confirmPlanChange,
  copilotInvoicePdf,
  handleBillingWebhook,
  payFailedRenewal,
  planChangeInput,
  planInput,
  previewPlanChange,
  setCancelAtPeriodEnd,
  startCardEntry,
  subscribe,
  workspaceInvoice,
} from "../modules/copilot-billing";
import { getSiteSettings } from "../modules/settings";

/** The provider's webhook: its body is read raw (the signature covers the exact bytes), before the JSON parser. */
export const COPILOT_BILLING_WEBHOOK_PATH = "/copilot/billing/webhook";
export const copilotBillingWebhookBody: RequestHandler = express.raw({ type: () => true, limit: "1mb" });

/**
 * POST /api/copilot/billing/webhook → 200 { received, duplicate }; 400 for a missing or wrong
 * signature; a repeated event is a 200 that changes nothing. Unguarded: the signature is the proof.
 */
export const copilotBillingWebhookRouter = Router();

copilotBillingWebhookRouter.post(COPILOT_BILLING_WEBHOOK_PATH, async (req, res) => {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const outcome = await handleBillingWebhook(body, req.get("stripe-signature"));
  res.json({ received: true, duplicate: outcome.handled === "duplicate" });
});

/** Whose billing a request is about: the copilot session's workspace and role (401 when signed out). */
export type CopilotBillingCallerOf = (req: Request) => Promise<CopilotBillingCaller>;

/**
 * A workspace's billing under /api/copilot/billing. `callerOf` is the copilot session guard; every
 * route reads and changes only that workspace's records (another workspace's invoice id: 404).
 * Plan, card and cancellation changes need the owner or billing role (403 for a member).
 */
export function createCopilotBillingRouter(callerOf: CopilotBillingCallerOf): Router {
  const router = Router();

  /** → 200 card, subscription, usage this period and invoices. */
  router.get("/copilot/billing", async (req, res) => {
    res.json(await billingOverview(await callerOf(req)));
  });

  /** { plan? } → 200 { url } of the hosted card entry (back to subscribe with the plan, or to payment-setup). */
  router.post("/copilot/billing/card-entry", async (req, res) => {
    const caller = await callerOf(req);
    res.json(await startCardEntry(caller, parseInput(cardEntryInput, req.body ?? {})));
  });

  /** { plan } → 201 overview; 400 no card; 402 declined; 409 already subscribed. */
  router.post("/copilot/billing/subscription", async (req, res) => {
    const caller = await callerOf(req);
    res.status(201).json(await subscribe(caller, parseInput(planInput, req.body).plan));
  });

  /** { plan } → 200 the prorated amounts as of now, to show before confirming. */
  router.post("/copilot/billing/plan-change/preview", async (req, res) => {
    const caller = await callerOf(req);
    res.json(await previewPlanChange(caller, parseInput(planInput, req.body).plan));
  });

  /** { plan, prorationDate (from the preview) } → 200 overview; 400 an expired preview; 402 declined. */
  router.post("/copilot/billing/plan-change", async (req, res) => {
    const caller = await callerOf(req);
    res.json(await confirmPlanChange(caller, parseInput(planChangeInput, req.body)));
  });

  /** { cancel } → 200 overview: cancel at the period's end, or keep the subscription. */
  router.put("/copilot/billing/cancel-at-period-end", async (req, res) => {
    const caller = await callerOf(req);
    res.json(await setCancelAtPeriodEnd(caller, parseInput(cancelInput, req.body).cancel));
  });

  /** → 200 overview after paying the failed renewal again; 402 declined. */
  router.post("/copilot/billing/retry-payment", async (req, res) => {
    res.json(await payFailedRenewal(await callerOf(req)));
  });

  /** → 200 the invoice with its lines; 404 (also another workspace's). */
  router.get("/copilot/billing/invoices/:id", async (req, res) => {
    const caller = await callerOf(req);
    res.json(await workspaceInvoice(caller.workspaceId, req.params.id));
  });

  /** → the invoice as a PDF attachment, private and never cached. */
  router.get("/copilot/billing/invoices/:id/pdf", async (req, res) => {
    const caller = await callerOf(req);
    const invoice = await workspaceInvoice(caller.workspaceId, req.params.id);
    const bytes = await copilotInvoicePdf(invoice, {
      agency: await getSiteSettings(),
      billTo: caller.companyName,
    });
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${invoice.number}.pdf"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(bytes.byteLength),
    });
    res.end(Buffer.from(bytes));
  });

  return router;
}

/** The copilot session as billing's caller: its workspace and company, the person's email and role. */
async function billingCallerOf(req: Request): Promise<CopilotBillingCaller> {
  const session = await authenticateCopilot(req);
  const { workspace, user } = await getCopilotAccount(session);
  return {
    workspaceId: session.workspaceId,
    companyName: workspace.name,
    email: user.email,
    role: session.role,
  };
}

/** The billing routes behind the copilot session (bearer token, SPEC §6). */
export const copilotBillingRouter = createCopilotBillingRouter(billingCallerOf);
