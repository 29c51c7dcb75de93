import { EyeIcon, ShieldCheckIcon, StarIcon } from "lucide-react";
import { PageHero } from "~/components/marketing/page-hero";
import { ReviewForm } from "~/components/reviews/review-form";
import type { ReviewFormResult, ReviewFormValues } from "~/components/reviews/review-result";
import { readPageForm } from "~/lib/page-form.server";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { answerRefusals, runForPage } from "~/lib/use-case-action.server";
import { REVIEW_AUTHOR_MAX, REVIEW_TEXT_MAX } from "../../../common/reviews";
import { AGENCY_COMPANY_ID } from "../../../server/modules/companies";
import {
  getReviewedCompany,
  REVIEW_HONEYPOT_FIELD,
  REVIEW_RECEIVED_MESSAGE,
  visitorReview,
} from "../../../server/modules/reviews";
import type { Route } from "./+types/company-review";

/** SPEC: this page reviews company 1, the agency itself. */
export async function loader() {
  return refusalsAsPageResponses(async () => {
    const company = await getReviewedCompany(AGENCY_COMPANY_ID);
    return { companyName: company.name, limits: { authorName: REVIEW_AUTHOR_MAX, text: REVIEW_TEXT_MAX } };
  });
}

/** The review form posts here, with or without JavaScript; the API's rules and rate limit apply. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const values: ReviewFormValues = {
    authorName: text(form.get("authorName")),
    rating: text(form.get("rating")),
    // A browser sends a textarea's line breaks as CRLF but counts them as one character for maxlength.
    text: text(form.get("text")).replace(/\r\n?/g, "\n"),
  };
  return answerRefusals(
    async () => {
      const review = await runForPage(visitorReview, context, {
        companyId: AGENCY_COMPANY_ID,
        authorName: values.authorName,
        rating: values.rating.trim() === "" ? undefined : Number(values.rating),
        text: values.text,
        [REVIEW_HONEYPOT_FIELD]: form.get(REVIEW_HONEYPOT_FIELD),
      });
      return {
        status: "received",
        rating: review.rating,
        message: REVIEW_RECEIVED_MESSAGE,
      } satisfies ReviewFormResult;
    },
    (refusal): ReviewFormResult => ({ ...refusal, values }),
  );
}

/** A refused submission's Retry-After reaches the browser that posted without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Leave a Review",
    description:
      "Worked with Sunshine Staffing? Rate your experience from 1 to 5 stars and tell others how it went. Every review is read by our team and published once approved.",
    path: "/company-review",
    appUrl: appUrlFrom(matches),
  });
}

const HOW_REVIEWS_WORK = [
  { icon: StarIcon, text: "Rate us from 1 to 5 stars; a few words about your experience are welcome." },
  { icon: EyeIcon, text: "A member of our team reads every review before it goes on the site." },
  { icon: ShieldCheckIcon, text: "Once approved, your review appears with your name on our home page." },
];

export default function CompanyReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { companyName, limits } = loaderData;
  const result = actionData as ReviewFormResult | undefined;

  return (
    <PageHero
      eyebrow="Client reviews"
      title={`Review ${companyName}`}
      description={
        <>
          <p>
            Hired through us, or found your next role with our recruiters? Tell us, and the people considering
            us, how it went.
          </p>
          <p className="mt-4 font-medium text-slate-900">
            Reviews are read by our team and appear on our site once approved.
          </p>
          {/* Wide screens only: on a phone the form comes first, right under the two lines above. */}
          <ul className="mt-8 hidden space-y-4 text-base leading-7 lg:block">
            {HOW_REVIEWS_WORK.map(({ icon: Icon, text: line }) => (
              <li key={line} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                {line}
              </li>
            ))}
          </ul>
        </>
      }
      aside={
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ReviewForm limits={limits} result={result} />
        </div>
      }
    />
  );
}
