import { Link } from "react-router";
import { DashboardCard } from "~/components/candidate/dashboard-card";
import { formatHours, longDate } from "../../../common/formats";
import { formatMoney, type WorkforceSummary } from "../../../common/payroll";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

const STATUS_TEXT: Record<NonNullable<WorkforceSummary["thisWeek"]["status"]>, string> = {
  draft: "Draft: not submitted yet",
  submitted: "Submitted, waiting for approval",
  approved: "Approved",
  rejected: "Rejected: please correct and resubmit",
};

/**
 * A contractor's placement and pay at the top of the dashboard: the current assignment, this
 * week's submitted hours, the next pay date (every Friday for the previous week, or the date of a
 * drafted run) and the latest net pay (its pay date may still be ahead).
 */
export function WorkforceCards({ workforce }: { workforce: WorkforceSummary }) {
  const { currentPlacement, thisWeek, nextPayDate, lastPay } = workforce;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <DashboardCard id="dashboard-placement" title="Current placement">
        {currentPlacement ? (
          <p>
            <span className="block font-medium text-slate-900">{currentPlacement.roleTitle}</span>
            {currentPlacement.client}
            <span className="block text-slate-600 text-sm">
              since {longDate(currentPlacement.since, { weekday: true })}
            </span>
          </p>
        ) : (
          <p>You have no active assignment right now.</p>
        )}
        <Link to="/candidate/placements" className={LINK}>
          See your assignments
        </Link>
      </DashboardCard>
      <DashboardCard id="dashboard-hours" title="Hours this week">
        <p>
          <span className="block font-bold text-2xl text-slate-900 tabular-nums">
            {formatHours(thisWeek.hoursSubmitted)} h
          </span>
          <span className="text-sm">
            submitted for the week of {longDate(thisWeek.weekStart, { weekday: true })}
            {thisWeek.status
              ? ` · ${STATUS_TEXT[thisWeek.status]}`
              : currentPlacement
                ? " · no timesheet yet"
                : ""}
          </span>
        </p>
        {currentPlacement ? (
          <Link to="/candidate/timesheets" className={LINK}>
            Open your timesheet
          </Link>
        ) : null}
      </DashboardCard>
      <DashboardCard id="dashboard-pay" title="Pay">
        <p>
          Next pay date:{" "}
          <span className="font-medium text-slate-900">{longDate(nextPayDate, { weekday: true })}</span>
        </p>
        <p>
          {lastPay ? (
            <>
              Latest net pay:{" "}
              <span className="font-medium text-slate-900 tabular-nums">{formatMoney(lastPay.net)}</span> on{" "}
              {longDate(lastPay.payDate, { weekday: true })}
            </>
          ) : (
            "No paystub yet."
          )}
        </p>
        <Link to="/candidate/paystubs" className={LINK}>
          See your paystubs
        </Link>
      </DashboardCard>
    </div>
  );
}
