import type { ReactNode } from "react";
import { Link } from "react-router";
import { OnboardingProgressBar } from "~/components/employer/onboarding-checklist";
import type { EmployerDashboard } from "../../../common/employer-dashboard";
import { OPEN_ORDER_STATUSES } from "../../../common/employer-dashboard";
import { hoursLabel } from "../../../common/formats";
import { formatInZone } from "../../../common/interviews";
import { JOB_ORDER_STATUS_LABELS } from "../../../common/job-orders";
import { formatMoney } from "../../../common/payroll";
import { formatDate, WORKWEEK_TIME_ZONE } from "../../../common/timesheets";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A dashboard card: its figure and lines, and the link to the page where the work is done. */
function Card({
  id,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <div className="mt-3 flex-1 space-y-2 text-slate-700 text-sm">{children}</div>
      <Link to={to} className="mt-4 font-medium text-brand-700 text-sm underline underline-offset-2">
        {linkLabel}
      </Link>
    </section>
  );
}

function Figure({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="font-bold text-2xl text-slate-900" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * The dashboard's cards, each only when the server gave it (the user's role may use its page),
 * each saying plainly when there is nothing to do.
 */
export function DashboardCards({ dashboard }: { dashboard: EmployerDashboard }) {
  const { orders, candidates, interviews, timesheets, invoices, onboarding } = dashboard;
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Card id="card-orders" title="Open orders" to="/employer/active-orders" linkLabel="See your orders">
        <Figure testId="open-orders">{orders.open}</Figure>
        {orders.open === 0 ? (
          <p>You have no open job orders.</p>
        ) : (
          <ul>
            {OPEN_ORDER_STATUSES.filter((status) => orders.byStatus[status] > 0).map((status) => (
              <li key={status}>
                {JOB_ORDER_STATUS_LABELS[status]}: {orders.byStatus[status]}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {candidates ? (
        <Card
          id="card-candidates"
          title="Candidates to review"
          to="/employer/candidates"
          linkLabel="Review candidates"
        >
          <Figure testId="candidates-waiting">{candidates.awaitingDecision}</Figure>
          <p>
            {candidates.awaitingDecision === 0
              ? "No candidates are waiting for your decision."
              : `${plural(candidates.awaitingDecision, "candidate waits", "candidates wait")} for your decision.`}
          </p>
        </Card>
      ) : null}
      {interviews ? (
        <Card
          id="card-interviews"
          title="Upcoming interviews"
          to="/employer/interviews"
          linkLabel="See interviews"
        >
          <Figure testId="upcoming-interviews">{interviews.upcoming}</Figure>
          {interviews.upcoming === 0 ? (
            <p>No interviews are coming up.</p>
          ) : (
            <ul>
              {interviews.next.map((interview) => (
                <li key={`${interview.startsAt}-${interview.candidateName}`}>
                  {formatInZone(interview.startsAt, WORKWEEK_TIME_ZONE)}: {interview.candidateName},{" "}
                  {interview.jobTitle}
                  {interview.status === "requested" ? " (waiting for the candidate to confirm)" : ""}
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
      {timesheets ? (
        <Card
          id="card-timesheets"
          title="Timesheets to approve"
          to="/employer/timesheets"
          linkLabel="Approve timesheets"
        >
          <Figure testId="timesheets-waiting">{timesheets.waiting}</Figure>
          <p>
            {timesheets.waiting === 0
              ? "No timesheets are waiting for your approval."
              : `${plural(timesheets.waiting, "week", "weeks")}, ${hoursLabel(timesheets.hours)} in total, the oldest from the week of ${formatDate(timesheets.oldestWeekStart)}.`}
          </p>
        </Card>
      ) : null}
      {invoices ? (
        <Card id="card-invoices" title="Open invoices" to="/employer/invoices" linkLabel="See invoices">
          <Figure testId="open-invoices">{invoices.open}</Figure>
          {invoices.open === 0 ? (
            <p>You have no open invoices.</p>
          ) : (
            <>
              <p>{formatMoney(invoices.openAmount)} open.</p>
              <p className={invoices.overdue > 0 ? "font-medium text-red-800" : undefined}>
                {invoices.overdue === 0
                  ? "None overdue."
                  : `${plural(invoices.overdue, "invoice", "invoices")} overdue: ${formatMoney(invoices.overdueAmount)}.`}
              </p>
            </>
          )}
        </Card>
      ) : null}
      <Card id="card-onboarding" title="Onboarding" to="/employer/onboarding" linkLabel="Continue onboarding">
        <OnboardingProgressBar progress={onboarding} id="dashboard-onboarding-progress" />
        {onboarding.done === onboarding.total ? <p>Your company is all set up.</p> : null}
      </Card>
    </div>
  );
}
