import { useQuery } from "@tanstack/react-query";
import { LifeBuoyIcon, SettingsIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { useClientAccount } from "~/components/copilot/copilot-account";
import {
  BILLING_SECTION,
  PlanUsage,
  TEXT_LINK,
  useBillingOverview,
  useSeats,
} from "~/components/copilot/copilot-billing";
import { COPILOT_ORDERS_URL, SubmittedOrdersList } from "~/components/copilot/copilot-orders";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_BILLING_PATHS } from "../../../../common/copilot-billing";
import { COPILOT_CANDIDATES_PATH } from "../../../../common/copilot-candidates";
import {
  COPILOT_ORDER_PATHS,
  COPILOT_ORDER_STATUS_LABELS,
  COPILOT_ORDER_STATUSES,
  type CopilotOrderCounts,
} from "../../../../common/copilot-orders";
import { COPILOT_ROLE_LABELS } from "../../../../common/copilot-plans";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Dashboard",
    description: "Your company's AI hiring assistant workspace.",
    path: "/copilot/client/dashboard",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const CARD_LINK =
  "flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The workspace at a glance: its name, the person's role, how many members it has, its orders by
 * step (each count opens jobstatus at that step), and where to go next.
 */
export default function CopilotDashboardPage() {
  const { user, workspace, role, memberCount } = useClientAccount();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Welcome, {user.name}</h1>
        <p className="mt-2 text-slate-600">Your company&apos;s workspace in the AI hiring assistant.</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <dt className="text-slate-600 text-sm">Workspace</dt>
          <dd className="mt-1 break-words font-semibold text-lg text-slate-900">{workspace.name}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <dt className="text-slate-600 text-sm">Your role</dt>
          <dd className="mt-1 font-semibold text-lg text-slate-900">{COPILOT_ROLE_LABELS[role]}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <dt className="text-slate-600 text-sm">Members</dt>
          <dd className="mt-1 font-semibold text-lg text-slate-900">{memberCount}</dd>
        </div>
      </dl>
      <OrdersByStatus />
      <CandidatesPanel />
      <UsagePanel />
      <section aria-labelledby="next-steps" className="space-y-3">
        <h2 id="next-steps" className="font-semibold text-slate-900 text-xl">
          Your workspace
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <li>
            <Link to="/copilot/client/settings#members" className={CARD_LINK}>
              <UsersIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">Members</span>
                <span className="text-slate-600 text-sm">
                  {role === "owner"
                    ? "Invite colleagues and choose their roles."
                    : "See who is on your team."}
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/copilot/client/settings" className={CARD_LINK}>
              <SettingsIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">Settings</span>
                <span className="text-slate-600 text-sm">
                  Notifications, and what data the assistant uses.
                </span>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/copilot/client/support" className={CARD_LINK}>
              <LifeBuoyIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">Support</span>
                <span className="text-slate-600 text-sm">Ask our team; we email you when we answer.</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

function OrdersByStatus() {
  const counts = useQuery<CopilotOrderCounts>({
    queryKey: [`${COPILOT_ORDERS_URL}/counts`],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <section aria-labelledby="orders-by-status" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="orders-by-status" className="font-semibold text-slate-900 text-xl">
          Orders by status
        </h2>
        <Link to={COPILOT_ORDER_PATHS.submit} className="font-semibold text-brand-700 underline">
          Submit an order
        </Link>
      </div>
      {counts.isPending ? (
        <QueryLoading what="your orders" />
      ) : counts.isError ? (
        <QueryLoadFailed what="your orders" error={counts.error} retry={() => void counts.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {COPILOT_ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`${COPILOT_ORDER_PATHS.status}?status=${status}`}
                className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="block font-bold text-2xl text-slate-900">{counts.data[status]}</span>
                <span className="text-slate-600 text-sm">{COPILOT_ORDER_STATUS_LABELS[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest submitted orders, each with the way to its ranked candidates. */
function CandidatesPanel() {
  return (
    <section aria-labelledby="dashboard-candidates" className={BILLING_SECTION}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-candidates" className="font-semibold text-slate-900 text-xl">
          Candidates for your orders
        </h2>
        <Link to={COPILOT_CANDIDATES_PATH} className={TEXT_LINK}>
          All orders&apos; candidates
        </Link>
      </div>
      <SubmittedOrdersList limit={5} />
    </section>
  );
}

/** Usage this period against the plan, with the way to billing (or to a plan). */
function UsagePanel() {
  const overview = useBillingOverview();
  const seats = useSeats();
  return (
    <section aria-labelledby="usage" className={BILLING_SECTION}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="usage" className="font-semibold text-slate-900 text-xl">
          Plan and usage
        </h2>
        <Link to={COPILOT_BILLING_PATHS.billing} className={TEXT_LINK}>
          Billing and invoices
        </Link>
      </div>
      {overview.isPending ? (
        <QueryLoading what="your plan and usage" />
      ) : overview.isError ? (
        <QueryLoadFailed
          what="your plan and usage"
          error={overview.error}
          retry={() => void overview.refetch()}
        />
      ) : (
        <PlanUsage overview={overview.data} seats={seats.data} />
      )}
    </section>
  );
}
