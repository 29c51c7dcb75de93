import { data, Form, Link, useNavigation } from "react-router";
import { WeekSummary } from "~/components/timesheets/week-summary";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { readPageForm } from "~/lib/page-form.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { formatDate, type TimesheetReview } from "../../../common/timesheets";
import { Invalid, NotFound, TooManyRequests } from "../../../server/errors";
import { decideByToken, LinkGone, reviewByToken } from "../../../server/modules/timesheets";
import { clientAddressKey, enforceRateLimit } from "../../../server/rate-limit";
import type { Route } from "./+types/review";

/** Per client address: enough for a supervisor with many contractors, too few to guess tokens. */
const REVIEW_LIMIT_PER_IP = { name: "timesheet-review-per-ip", limit: 60, windowSeconds: 900 };

type PageState =
  | { state: "open"; review: TimesheetReview; reasonError?: string; reason?: string }
  | { state: "done"; decision: "approved" | "rejected"; review: TimesheetReview }
  | { state: "refused"; title: string; message: string };

const NO_STORE = { "Cache-Control": "no-store" };

function refused(error: unknown) {
  if (error instanceof NotFound || error instanceof LinkGone) {
    const title = error instanceof NotFound ? "This link is not valid" : "This link can no longer be used";
    return data<PageState>(
      { state: "refused", title, message: error.message },
      { status: error.status, headers: NO_STORE },
    );
  }
  if (error instanceof TooManyRequests) {
    return data<PageState>(
      { state: "refused", title: "Too many attempts", message: error.message },
      { status: 429, headers: { ...NO_STORE, ...error.headers } },
    );
  }
  throw error;
}

/** Opening the emailed link only shows the week (mail scanners open links): nothing changes on GET. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    await enforceRateLimit(REVIEW_LIMIT_PER_IP, clientAddressKey(context.clientIp));
    const review = await reviewByToken(new URL(request.url).searchParams.get("token") ?? "");
    return data<PageState>({ state: "open", review }, { headers: NO_STORE });
  } catch (error) {
    return refused(error);
  }
}

/** Approve or Reject (a plain form post: works without JavaScript); the token in the URL decides. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readPageForm(request);
  const decision = String(form.get("decision") ?? "");
  const reason = String(form.get("reason") ?? "");
  try {
    await enforceRateLimit(REVIEW_LIMIT_PER_IP, clientAddressKey(context.clientIp));
    const review = await decideByToken(token, { decision, reason });
    return data<PageState>(
      { state: "done", decision: decision === "approve" ? "approved" : "rejected", review },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof Invalid) {
      try {
        const review = await reviewByToken(token);
        return data<PageState>(
          { state: "open", review, reason, reasonError: error.fields?.reason ?? error.message },
          { status: 400, headers: NO_STORE },
        );
      } catch (inner) {
        return refused(inner);
      }
    }
    return refused(error);
  }
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
                <Button type="submit" disabled={busy}>
                  Approve timesheet
                </Button>
              </Form>
              <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
                <h2 className="font-semibold text-lg text-slate-900">Reject</h2>
                <input type="hidden" name="decision" value="reject" />
                <div className="space-y-1">
                  <Label htmlFor="review-reason">Reason (required; the contractor sees it)</Label>
                  <Textarea
                    id="review-reason"
                    name="reason"
                    required
                    maxLength={1000}
                    rows={3}
                    defaultValue={page.reason ?? ""}
                    aria-invalid={page.reasonError ? true : undefined}
                    aria-describedby={page.reasonError ? "review-reason-error" : undefined}
                  />
                  {page.reasonError ? (
                    <p id="review-reason-error" className="text-red-800 text-sm">
                      {page.reasonError}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" variant="outline" disabled={busy}>
                  Reject timesheet
                </Button>
              </Form>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
