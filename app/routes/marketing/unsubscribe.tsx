import { Link } from "react-router";
import {
  InvalidUnsubscribeLink,
  UNSUBSCRIBE_LINK_CLASS,
  UnsubscribeForm,
  UnsubscribeLayout,
} from "~/components/marketing/unsubscribe-parts";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { NEWSLETTER_MESSAGES } from "../../../common/newsletter";
import { findSubscriberByToken, unsubscribeWithToken } from "../../../server/modules/newsletter";
import type { Route } from "./+types/unsubscribe";

type PageState =
  | { state: "confirm"; email: string }
  | { state: "unsubscribed"; email: string }
  | { state: "invalid" };

/**
 * Only shows what the link would do: mail scanners open links, so a GET must not unsubscribe.
 * An address that is already unsubscribed sees the done state straight away.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<PageState> {
  const subscriber = await findSubscriberByToken(new URL(request.url).searchParams.get("token"));
  if (!subscriber) return { state: "invalid" };
  return { state: subscriber.subscribed ? "confirm" : "unsubscribed", email: subscriber.email };
}

/**
 * The confirm button's POST, and also the RFC 8058 one-click POST mail clients send to the
 * List-Unsubscribe URL (body "List-Unsubscribe=One-Click"): the token in the URL decides either way.
 */
export async function action({ request }: Route.ActionArgs): Promise<PageState> {
  const result = await unsubscribeWithToken(new URL(request.url).searchParams.get("token"));
  return result.ok ? { state: "unsubscribed", email: result.email } : { state: "invalid" };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Unsubscribe",
    description: "Stop receiving the Sunshine Staffing newsletter.",
    path: "/unsubscribe",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;

  return (
    <UnsubscribeLayout>
      {page.state === "confirm" && (
        <>
          <h1 className="font-bold text-3xl text-slate-900">Unsubscribe from our newsletter?</h1>
          <p className="text-slate-700">
            <strong className="break-all">{page.email}</strong> will stop receiving industry insights and job
            alerts from us.
          </p>
          <UnsubscribeForm />
        </>
      )}
      {page.state === "unsubscribed" && (
        <>
          <h1 className="font-bold text-3xl text-slate-900">{NEWSLETTER_MESSAGES.unsubscribed}</h1>
          <p className="text-slate-700">
            <strong className="break-all">{page.email}</strong> will not receive our newsletter any more.
            Changed your mind? Subscribe again at the bottom of any page.
          </p>
          <p>
            <Link to="/" className={UNSUBSCRIBE_LINK_CLASS}>
              Back to the home page
            </Link>
          </p>
        </>
      )}
      {page.state === "invalid" && (
        <InvalidUnsubscribeLink reason={NEWSLETTER_MESSAGES.invalidToken}>
          <Link to="/contact" className={UNSUBSCRIBE_LINK_CLASS}>
            Contact us
          </Link>{" "}
          and we'll take you off the list.
        </InvalidUnsubscribeLink>
      )}
    </UnsubscribeLayout>
  );
}
