/**
 * A workspace's subscription through the payment provider: card entry, subscribe, change plan
 * (prorated, previewed first), cancel at the period's end or keep it, and paying a failed renewal.
 * The provider's webhooks confirm each change too (webhook-events.ts); saving the answer here as well
 * lets the page show the change at once.
 */
import { desc, eq } from "drizzle-orm";
import {
  COPILOT_BILLING_PATHS,
  type CopilotBillingOverview,
  type CopilotPlanChangePreview,
} from "../../../common/copilot-billing";
import { type CopilotPlanId, copilotPlan } from "../../../common/copilot-plans";
import { appConfig } from "../../config";
import { db } from "../../db/client";
import { copilotBillingAccounts, copilotInvoices } from "../../db/schema";
import { Conflict, Invalid } from "../../errors";
import { paymentProvider, prorate } from "../payments";
import { assertManagesBilling, type CopilotBillingCaller } from "./billing-caller";
import {
  accountOfWorkspace,
  type BillingAccount,
  saveSubscription,
  subscriptionOfWorkspace,
} from "./billing-records";
import { invoiceSummary } from "./invoice-views";
import { ordersSubmittedThisPeriod } from "./plan-limits";

/** A preview's amounts are honoured for this long; after it, preview again. */
const PREVIEW_VALID_MS = 15 * 60_000;

/** The workspace's customer at the provider, made on first need. */
export async function ensureAccount(caller: CopilotBillingCaller): Promise<BillingAccount> {
  const existing = await accountOfWorkspace(db(), caller.workspaceId);
  if (existing) return existing;
  const provider = paymentProvider();
  const { customerId } = await provider.createCustomer({
    email: caller.email,
    name: caller.companyName,
    workspaceId: caller.workspaceId,
  });
  await db()
    .insert(copilotBillingAccounts)
    .values({ workspaceId: caller.workspaceId, provider: provider.name, customerId })
    .onConflictDoNothing();
  // Two first requests at once: the one stored first wins, the other customer stays unused.
  const account = await accountOfWorkspace(db(), caller.workspaceId);
  if (!account) throw new Error("the billing account was not stored");
  return account;
}

/**
 * Hosted card entry to add or replace the card: the browser goes to `url` and comes back to the
 * subscribe page (with the chosen plan) or to payment-setup.
 */
export async function startCardEntry(
  caller: CopilotBillingCaller,
  { plan }: { plan?: CopilotPlanId },
): Promise<{ url: string }> {
  assertManagesBilling(caller);
  const account = await ensureAccount(caller);
  const base = appConfig().APP_URL;
  const back = plan
    ? `${base}${COPILOT_BILLING_PATHS.subscribe}?plan=${plan}`
    : `${base}${COPILOT_BILLING_PATHS.paymentSetup}`;
  const separator = back.includes("?") ? "&" : "?";
  const { url } = await paymentProvider().createCardSetupSession({
    customerId: account.customerId,
    returnUrl: `${back}${separator}card=saved`,
    cancelUrl: `${back}${separator}card=cancelled`,
  });
  return { url };
}

export async function subscribe(
  caller: CopilotBillingCaller,
  plan: CopilotPlanId,
): Promise<CopilotBillingOverview> {
  assertManagesBilling(caller);
  const current = await subscriptionOfWorkspace(db(), caller.workspaceId);
  if (current && current.status !== "cancelled") {
    throw new Conflict("This workspace already has a subscription. Change its plan on the billing page.");
  }
  const account = await ensureAccount(caller);
  const provider = paymentProvider();
  if (!(await provider.defaultCard(account.customerId))) throw new Invalid("Add a card before subscribing.");
  const subscription = await provider.startSubscription({ customerId: account.customerId, plan });
  await saveSubscription(db(), caller.workspaceId, provider.name, subscription);
  return billingOverview(caller);
}

async function changeableSubscription(caller: CopilotBillingCaller) {
  const subscription = await subscriptionOfWorkspace(db(), caller.workspaceId);
  if (!subscription || subscription.status === "cancelled")
    throw new Invalid("This workspace has no subscription to change.");
  if (subscription.status !== "active") throw new Invalid("Pay the failed renewal before changing plan.");
  return subscription;
}

export async function previewPlanChange(
  caller: CopilotBillingCaller,
  plan: CopilotPlanId,
  now = new Date(),
): Promise<CopilotPlanChangePreview> {
  assertManagesBilling(caller);
  const subscription = await changeableSubscription(caller);
  if (subscription.plan === plan) throw new Invalid(`You are already on the ${copilotPlan(plan).name} plan.`);
  const { unusedCents, remainingCents, netCents } = prorate({
    fromMonthlyCents: copilotPlan(subscription.plan).monthlyPriceCents,
    toMonthlyCents: copilotPlan(plan).monthlyPriceCents,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    at: now,
  });
  return {
    from: subscription.plan,
    to: plan,
    unusedCents,
    remainingCents,
    netCents,
    prorationDate: now.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
  };
}

/** Changes plan at the preview's instant, so the amount charged (or credited) is the one shown. */
export async function confirmPlanChange(
  caller: CopilotBillingCaller,
  { plan, prorationDate }: { plan: CopilotPlanId; prorationDate: Date },
  now = new Date(),
): Promise<CopilotBillingOverview> {
  assertManagesBilling(caller);
  const subscription = await changeableSubscription(caller);
  if (subscription.plan === plan) throw new Invalid(`You are already on the ${copilotPlan(plan).name} plan.`);
  const age = now.getTime() - prorationDate.getTime();
  if (age < 0 || age > PREVIEW_VALID_MS || prorationDate < subscription.currentPeriodStart) {
    throw new Invalid("This price preview has expired. Review the new amount and confirm again.", {
      prorationDate: "Preview the change again.",
    });
  }
  const provider = paymentProvider();
  const changed = await provider.changePlan({
    subscriptionId: subscription.subscriptionId,
    plan,
    prorationDate,
  });
  await saveSubscription(db(), caller.workspaceId, provider.name, changed);
  return billingOverview(caller);
}

/** Cancels at the period's end (the workspace works until then), or takes that back. */
export async function setCancelAtPeriodEnd(
  caller: CopilotBillingCaller,
  cancel: boolean,
): Promise<CopilotBillingOverview> {
  assertManagesBilling(caller);
  const subscription = await subscriptionOfWorkspace(db(), caller.workspaceId);
  if (!subscription || subscription.status === "cancelled")
    throw new Invalid("This workspace has no subscription to cancel.");
  const provider = paymentProvider();
  const changed = await provider.setCancelAtPeriodEnd(subscription.subscriptionId, cancel);
  await saveSubscription(db(), caller.workspaceId, provider.name, changed);
  return billingOverview(caller);
}

/** Charges the failed renewal again (after a new card); success ends the grace or read-only time through the webhook. */
export async function payFailedRenewal(caller: CopilotBillingCaller): Promise<CopilotBillingOverview> {
  assertManagesBilling(caller);
  const subscription = await subscriptionOfWorkspace(db(), caller.workspaceId);
  if (!subscription || (subscription.status !== "past_due" && subscription.status !== "read_only")) {
    throw new Invalid("There is no failed payment to pay.");
  }
  await paymentProvider().retryRenewal(subscription.subscriptionId);
  return billingOverview(caller);
}

/** Plan, status, card, usage this period and invoices, newest first. */
export async function billingOverview(
  caller: Pick<CopilotBillingCaller, "workspaceId">,
): Promise<CopilotBillingOverview> {
  const [account, subscription, invoices] = await Promise.all([
    accountOfWorkspace(db(), caller.workspaceId),
    subscriptionOfWorkspace(db(), caller.workspaceId),
    db()
      .select()
      .from(copilotInvoices)
      .where(eq(copilotInvoices.workspaceId, caller.workspaceId))
      .orderBy(desc(copilotInvoices.issuedAt), desc(copilotInvoices.number))
      .limit(120),
  ]);
  const card =
    account?.cardLast4 && account.cardBrand && account.cardExpMonth && account.cardExpYear
      ? {
          brand: account.cardBrand,
          last4: account.cardLast4,
          expMonth: account.cardExpMonth,
          expYear: account.cardExpYear,
        }
      : null;
  if (!subscription) return { card, subscription: null, usage: null, invoices: invoices.map(invoiceSummary) };
  const plan = copilotPlan(subscription.plan);
  return {
    card,
    subscription: {
      plan: subscription.plan,
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      graceUntil: subscription.graceUntil?.toISOString() ?? null,
    },
    usage: {
      ordersSubmitted: await ordersSubmittedThisPeriod(db(), subscription),
      ordersPerMonth: plan.ordersPerMonth,
      seats: plan.seats,
    },
    invoices: invoices.map(invoiceSummary),
  };
}
