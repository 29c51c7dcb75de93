import { data, Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { WeekSummary } from "~/components/timesheets/week-summary";
import { Notice } from "~/components/ui/notice";
import { readPageForm } from "~/lib/page-form.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { answerRefusals, runForPage } from "~/lib/use-case-action.server";
import { formatDate, type TimesheetReview } from "../../../common/timesheets";
import { approvalLinkReview, decideByToken } from "../../../server/modules/timesheets";
import type { Route } from "./+types/review";

type PageState =
  | { state: "open"; review: TimesheetReview; reasonError?: string; reason?: string }
  | { state: "done"; decision: "approved" | "rejected"; review: TimesheetReview }
  | { state: "refused"; title: string; message: string };

const NO_STORE = { "Cache-Control": "no-store" };

const REFUSAL_TITLES: Partial<Record<number, string>> = {
  404: "This link is not valid",
  429: "Too many attempts",
};

function refusedPage(status: number, message: string): PageState {
  return { state: "refused", title: REFUSAL_TITLES[status] ?? "This link can no longer be used", message };
}

/** Opening the emailed link only shows the week (mail scanners open links): nothing changes on GET. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return answerRefusals(
    async () => {
      const review = await runForPage(approvalLinkReview, context, { token });
      return data<PageState>({ state: "open", review }, { headers: NO_STORE });
    },
    (refusal, status) => refusedPage(status, refusal.status === "refused" ? refusal.message : ""),
    { headers: NO_STORE },
  );
}

/**
 * Approve or Reject (a plain form post: works without JavaScript); the token in the URL decides. The
 * link is read first, as the loader reads it, so a missing reason shows the week again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readPageForm(request);
  const decision = String(form.get("decision") ?? "");
  const reason = String(form.get("reason") ?? "");
  let review: TimesheetReview | undefined;
  return answerRefusals(
    async () => {
      review = await runForPage(approvalLinkReview, context, { token });
      const decided = await decideByToken(token, { decision, reason });
      return data<PageState>(
        { state: "done", decision: decision === "approve" ? "approved" : "rejected", review: decided },
        { headers: NO_STORE },
      );
    },
    (refusal, status): PageState =>
      refusal.status === "refused"
        ? refusedPage(status, refusal.message)
        : {
            state: "open",
            review: review as TimesheetReview,
            reason,
            reasonError: refusal.fieldErrors.reason,
          },
    { headers: NO_STORE },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Review a timesheet",
    description: "Approve or reject a Sunshine Staffing contractor's weekly timesheet.",
    path: "/timesheets/review",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /timesheets/review?token=… from the email to the client's supervisor: the week read-only, then
 * Approve, or Reject with a reason. The link works once and expires after 7 days.
 */
export default function TimesheetReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as PageState;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Which of the two forms is being sent: its button says so, the other is only disabled.
  const deciding = navigation.formData?.get("decision");

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      {page.state === "refused" ? (
        <div className="space-y-4">
          <h1 className="font-bold text-3xl text-slate-900">{page.title}</h1>
          <Notice tone="error">{page.message}</Notice>
          <p className="text-slate-700">
            Questions?{" "}
            <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
              Contact Sunshine Staffing
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="space-y-6">
          <div>
            <h1 className="font-bold text-3xl text-slate-900">
              Timesheet for the week of {formatDate(page.review.weekStart)}
            </h1>
            <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-900">Contractor</dt>
              <dd data-testid="review-contractor">{page.review.contractorName}</dd>
              <dt className="font-medium text-slate-900">Client</dt>
              <dd>{page.review.client}</dd>
              <dt className="font-medium text-slate-900">Role</dt>
              <dd>{page.review.roleTitle}</dd>
              <dt className="font-medium text-slate-900">Week</dt>
              <dd>
                {formatDate(page.review.weekStart)} to {formatDate(page.review.weekEnd)}
              </dd>
            </dl>
          </div>
          <WeekSummary
            days={page.review.days}
            totalHours={page.review.totalHours}
            overtimeHours={page.review.overtimeHours}
            caption="Hours worked each day"
          />
          {page.state === "done" ? (
            <Notice
              tone="success"
              title={page.decision === "approved" ? "Timesheet approved" : "Timesheet rejected"}
            >
              {page.decision === "approved"
                ? `Thank you. ${page.review.contractorName} has been told the week is approved.`
                : `${page.review.contractorName} has been told the reason and can correct and resubmit the week.`}
            </Notice>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2">
              <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
                <h2 className="font-semibold text-lg text-slate-900">Approve</h2>
                <p className="text-slate-700 text-sm">The hours are correct.</p>
                <input type="hidden" name="decision" value="approve" />
                <SubmitButton
                  worksWithoutJavaScript
                  disabled={busy}
                  pending={deciding === "approve"}
                  pendingLabel="Approving..."
                >
                  Approve timesheet
                </SubmitButton>
              </Form>
              <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
                <h2 className="font-semibold text-lg text-slate-900">Reject</h2>
                <input type="hidden" name="decision" value="reject" />
                <TextareaField
                  id="review-reason"
                  name="reason"
                  label="Reason (required; the contractor sees it)"
                  error={page.reasonError}
                  required
                  maxLength={1000}
                  rows={3}
                  defaultValue={page.reason ?? ""}
                />
                <SubmitButton
                  worksWithoutJavaScript
                  variant="outline"
                  disabled={busy}
                  pending={deciding === "reject"}
                  pendingLabel="Rejecting..."
                >
                  Reject timesheet
                </SubmitButton>
              </Form>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
