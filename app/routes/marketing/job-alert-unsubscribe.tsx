import { Link } from "react-router";
import {
  InvalidUnsubscribeLink,
  UNSUBSCRIBE_LINK_CLASS as LINK,
  UnsubscribeForm,
  UnsubscribeLayout,
} from "~/components/marketing/unsubscribe-parts";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { JOB_ALERT_UNSUBSCRIBE_MESSAGES } from "../../../common/candidate-portal";
import { findJobAlertByToken, unsubscribeJobAlert } from "../../../server/modules/candidate-portal";
import type { Route } from "./+types/job-alert-unsubscribe";

type PageState =
  | { state: "confirm"; description: string; frequency: string }
  | { state: "unsubscribed"; description: string }
  | { state: "invalid" };

/** Only shows what the link would stop: mail scanners open links, so a GET must not unsubscribe. */
export async function loader({ request }: Route.LoaderArgs): Promise<PageState> {
  const alert = await findJobAlertByToken(new URL(request.url).searchParams.get("token"));
  if (!alert) return { state: "invalid" };
  return alert.unsubscribed
    ? { state: "unsubscribed", description: alert.description }
    : { state: "confirm", description: alert.description, frequency: alert.frequency };
}

/** The confirm button's POST (a plain form: works without JavaScript); the token in the URL decides. */
export async function action({ request }: Route.ActionArgs): Promise<PageState> {
  const token = new URL(request.url).searchParams.get("token");
  const alert = await findJobAlertByToken(token);
  if (!alert || !token) return { state: "invalid" };
  if (!alert.unsubscribed && !(await unsubscribeJobAlert(token))) return { state: "invalid" };
  return { state: "unsubscribed", description: alert.description };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Unsubscribe from a job alert",
    description: "Stop a Sunshine Staffing job alert email.",
    path: "/job-alerts/unsubscribe",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

export default function JobAlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;

  return (
    <UnsubscribeLayout>
      {page.state === "confirm" && (
        <>
          <h1 className="font-bold text-3xl text-slate-900">Unsubscribe from this job alert?</h1>
          <p className="text-slate-700">
            You will stop getting the {page.frequency} email of new jobs for{" "}
            <strong className="break-words">{page.description}</strong>. Your other alerts and your account
            stay as they are.
          </p>
          <UnsubscribeForm />
        </>
      )}
      {page.state === "unsubscribed" && (
        <>
          <h1 className="font-bold text-3xl text-slate-900">You are unsubscribed</h1>
          <p role="status" className="text-slate-700">
            {JOB_ALERT_UNSUBSCRIBE_MESSAGES.done} (<span className="break-words">{page.description}</span>)
          </p>
          <p>
            <Link to="/candidate/job-search" className={LINK}>
              Manage your job alerts
            </Link>{" "}
            or{" "}
            <Link to="/jobs" className={LINK}>
              browse open jobs
            </Link>
            .
          </p>
        </>
      )}
      {page.state === "invalid" && (
        <InvalidUnsubscribeLink reason={JOB_ALERT_UNSUBSCRIBE_MESSAGES.invalid}>
          Sign in to{" "}
          <Link to="/candidate/job-search" className={LINK}>
            manage your job alerts
          </Link>
          , or{" "}
          <Link to="/contact" className={LINK}>
            contact us
          </Link>
          .
        </InvalidUnsubscribeLink>
      )}
    </UnsubscribeLayout>
  );
}
