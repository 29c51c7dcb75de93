/** The copilot's subscriptions and billing (issue 22, ADR 0022), on the payments module's provider. */
export { creditWorkspace, refundInvoice } from "./adjustments";
export { assertManagesBilling, type CopilotBillingCaller } from "./billing-caller";
export { cancelInput, cardEntryInput, planChangeInput, planInput } from "./billing-inputs";
export { endExpiredGracePeriods, startCopilotBillingWorker } from "./grace-worker";
export { copilotInvoicePdf } from "./invoice-pdf";
export { workspaceInvoice } from "./invoice-views";
export {
  assertCanSubmitOrder,
  assertSeatAvailable,
  PlanLimitReached,
  recordOrderSubmitted,
  workspaceSeatLimit,
} from "./plan-limits";
export {
  billingOverview,
  confirmPlanChange,
  ensureAccount as ensureBillingAccount,
  payFailedRenewal,
  previewPlanChange,
  setCancelAtPeriodEnd,
  startCardEntry,
  subscribe,
} from "./subscriptions";
export { handleBillingWebhook, type WebhookOutcome } from "./webhook-events";
