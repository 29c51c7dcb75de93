/**
 * What a workspace's plan allows (issue 22): orders per billing period and seats. The orders and
 * members features call these; each refusal is a 403 naming the plan, with the page that fixes it.
 */
import { sql } from "drizzle-orm";
import { COPILOT_BILLING_PATHS } from "../../../common/copilot-billing";
import { COPILOT_SEATS_WITHOUT_PLAN, type CopilotPlanId, copilotPlan } from "../../../common/copilot-plans";
import { db, type Executor } from "../../db/client";
import { copilotUsage } from "../../db/schema";
import { DomainError } from "../../errors";
import { type SubscriptionRow, subscriptionOfWorkspace } from "./billing-records";

/** The plan does not allow it (403); `link` is where to upgrade, subscribe or pay. */
export class PlanLimitReached extends DomainError {
  override readonly status = 403;
  constructor(
    message: string,
    override readonly link: string,
  ) {
    super(message);
  }
}

/** The subscription when it lets the workspace work (active, or past due within its grace period). */
async function workingSubscription(
  tx: Executor,
  workspaceId: string,
  doing: string,
): Promise<SubscriptionRow> {
  return working(await subscriptionOfWorkspace(tx, workspaceId), doing);
}

function working(subscription: SubscriptionRow | undefined, doing: string): SubscriptionRow {
  if (!subscription)
    throw new PlanLimitReached(`Choose a plan to ${doing}.`, COPILOT_BILLING_PATHS.subscribe);
  if (subscription.status === "cancelled") {
    throw new PlanLimitReached(
      `Your subscription has ended. Choose a plan to ${doing}.`,
      COPILOT_BILLING_PATHS.subscribe,
    );
  }
  if (subscription.status === "read_only") {
    throw new PlanLimitReached(
      "Your workspace is read-only because a payment failed. Update your card to continue.",
      COPILOT_BILLING_PATHS.paymentSetup,
    );
  }
  return subscription;
}

const ordersLimitMessage = (plan: CopilotPlanId) => {
  const { name, ordersPerMonth } = copilotPlan(plan);
  return `Your ${name} plan includes ${ordersPerMonth} orders a month. Upgrade to submit more.`;
};

/** Orders submitted in the subscription's current period. */
export async function ordersSubmittedThisPeriod(
  tx: Executor,
  subscription: SubscriptionRow,
): Promise<number> {
  const { rows } = await tx.execute<{ orders_submitted: number }>(sql`
    SELECT orders_submitted FROM copilot_usage
    WHERE workspace_id = ${subscription.workspaceId} AND period_start = ${subscription.currentPeriodStart.toISOString()}::timestamptz`);
  return rows[0]?.orders_submitted ?? 0;
}

/** Throws PlanLimitReached unless the workspace may submit one more order now. */
export async function assertCanSubmitOrder(workspaceId: string): Promise<void> {
  const subscription = await workingSubscription(db(), workspaceId, "submit orders");
  const used = await ordersSubmittedThisPeriod(db(), subscription);
  if (used >= copilotPlan(subscription.plan).ordersPerMonth) {
    throw new PlanLimitReached(ordersLimitMessage(subscription.plan), COPILOT_BILLING_PATHS.billing);
  }
}

/**
 * Counts one submitted order against the period, or throws PlanLimitReached. The check and the count
 * are one statement, so two orders submitted at once cannot both take the last one. Pass the order's
 * transaction so a rolled-back submission does not count.
 */
export async function recordOrderSubmitted(workspaceId: string, tx: Executor = db()): Promise<void> {
  const subscription = await workingSubscription(tx, workspaceId, "submit orders");
  const limit = copilotPlan(subscription.plan).ordersPerMonth;
  const counted = await tx
    .insert(copilotUsage)
    .values({ workspaceId, periodStart: subscription.currentPeriodStart, ordersSubmitted: 1 })
    .onConflictDoUpdate({
      target: [copilotUsage.workspaceId, copilotUsage.periodStart],
      set: { ordersSubmitted: sql`${copilotUsage.ordersSubmitted} + 1` },
      setWhere: sql`${copilotUsage.ordersSubmitted} < ${limit}`,
    })
    .returning({ ordersSubmitted: copilotUsage.ordersSubmitted });
  if (counted.length === 0) {
    throw new PlanLimitReached(ordersLimitMessage(subscription.plan), COPILOT_BILLING_PATHS.billing);
  }
}

/**
 * The people a workspace may have (members and open invitations): its plan's seats while it has a
 * subscription (past due and read-only included: nobody is removed while a payment is sorted out),
 * COPILOT_SEATS_WITHOUT_PLAN (the owner alone) without one or once it was cancelled.
 */
export async function workspaceSeatLimit(tx: Executor, workspaceId: string): Promise<number> {
  const subscription = await subscriptionOfWorkspace(tx, workspaceId);
  if (!subscription || subscription.status === "cancelled") return COPILOT_SEATS_WITHOUT_PLAN;
  return copilotPlan(subscription.plan).seats;
}

/**
 * Throws PlanLimitReached unless one more person fits (seatsInUse: members and open invitations).
 * Without a plan the owner's seat is the only one, so inviting asks for a plan first; a read-only
 * workspace is asked to pay first; a full plan (after a downgrade too) is asked to upgrade.
 */
export async function assertSeatAvailable(
  workspaceId: string,
  seatsInUse: number,
  tx: Executor = db(),
): Promise<void> {
  const subscription = await subscriptionOfWorkspace(tx, workspaceId);
  const withoutPlan = !subscription || subscription.status === "cancelled";
  if (withoutPlan && seatsInUse < COPILOT_SEATS_WITHOUT_PLAN) return;
  // Without a plan: "Choose a plan to invite colleagues."; read-only: pay first.
  const { plan } = working(subscription, "invite colleagues");
  const { name, seats } = copilotPlan(plan);
  if (seatsInUse >= seats) {
    throw new PlanLimitReached(
      `Your ${name} plan includes ${seats} seats. Upgrade to add more people.`,
      COPILOT_BILLING_PATHS.billing,
    );
  }
}
