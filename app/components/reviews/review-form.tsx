import { CircleCheckIcon, SendIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { fieldErrorsIn, focusFirstInvalid, refusalOf } from "~/components/forms/form-outcome";
import { FormSubmit } from "~/components/forms/form-submit";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { FullNameField } from "~/components/forms/person-fields";
import { TextareaField } from "~/components/forms/text-field";
import { StarRating } from "~/components/home/star-rating";
import { toast } from "~/lib/use-toast";
import type { ReviewField, ReviewFormResult, ReviewFormValues, ReviewLimits } from "./review-result";
import { StarRatingInput } from "./star-rating-input";

export const REVIEW_FORM_TEXT = {
  formHeading: "Write your review",
  submit: "Submit Review",
  submitting: "Submitting...",
  receivedHeading: "Review received",
  toastTitle: "Review Submitted!",
  toastDescription: "Your review is pending approval and will appear on our site once our team approves it.",
} as const;

const FIELD_ORDER: ReviewField[] = ["authorName", "rating", "text"];
const FIELD_ID: Record<ReviewField, string> = {
  authorName: "review-author-name",
  rating: "review-rating",
  text: "review-text",
};

type ReviewFormProps = {
  limits: ReviewLimits;
  /** The action's answer, if the visitor has submitted. */
  result?: ReviewFormResult;
};

/**
 * Name, a 1–5 star rating and optional text, posted to the page's action with or without JavaScript.
 * The action checks with the shared schema (the API's); checking in the browser as well would ship
 * zod to this page for a round trip saved (ADR 0003). A received review replaces the form.
 */
export function ReviewForm({ limits, result }: ReviewFormProps) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = navigation.state !== "idle" && navigation.formData?.has("authorName") === true;

  useEffect(() => {
    if (result?.status === "invalid") focusFirstInvalid(formRef.current, FIELD_ORDER, result.fieldErrors);
  }, [result]);

  if (result?.status === "received")
    return <ReviewReceived rating={result.rating} message={result.message} />;

  const errors = fieldErrorsIn(result);
  const values: Partial<ReviewFormValues> = result && "values" in result ? result.values : {};
  const chosenRating = Number(values.rating);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      preventScrollReset
      aria-labelledby="review-form-heading"
      className="space-y-5"
    >
      <h2 id="review-form-heading" className="font-semibold text-slate-900 text-xl">
        {REVIEW_FORM_TEXT.formHeading}
      </h2>
      <FullNameField
        id={FIELD_ID.authorName}
        name="authorName"
        label="Your name"
        required
        maxLength={limits.authorName}
        defaultValue={values.authorName}
        error={errors.authorName}
      />
      <StarRatingInput
        id={FIELD_ID.rating}
        name="rating"
        legend="Rating"
        defaultValue={Number.isInteger(chosenRating) ? chosenRating : undefined}
        error={errors.rating}
      />
      <ReviewTextField id={FIELD_ID.text} max={limits.text} defaultValue={values.text} error={errors.text} />
      <HoneypotField idPrefix="review" />
      <FormSubmit
        refusal={refusalOf(result)}
        pending={sending}
        pendingLabel={REVIEW_FORM_TEXT.submitting}
        icon={<SendIcon aria-hidden="true" />}
      >
        {REVIEW_FORM_TEXT.submit}
      </FormSubmit>
      <p className="text-slate-600 text-xs leading-5">
        We publish the name you enter here with your rating and review. See our{" "}
        <Link to="/privacy-policy" className="text-brand-700 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </Form>
  );
}

/** The optional text, with a running count once JavaScript runs (a static hint before that). */
function ReviewTextField({
  id,
  max,
  defaultValue,
  error,
}: {
  id: string;
  max: number;
  defaultValue?: string;
  error?: string;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState<number | null>(null);
  useEffect(() => setLength(ref.current?.value.length ?? 0), []);
  const counterId = `${id}-count`;
  const limit = max.toLocaleString("en-US");

  return (
    <div>
      <TextareaField
        ref={ref}
        id={id}
        name="text"
        label="Your review"
        optional
        rows={6}
        maxLength={max}
        defaultValue={defaultValue}
        error={error}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        describedBy={counterId}
      />
      <p id={counterId} className="mt-1.5 text-slate-600 text-xs">
        {length === null
          ? `Up to ${limit} characters.`
          : `${length.toLocaleString("en-US")} / ${limit} characters`}
      </p>
    </div>
  );
}

/** Replaces the form once the review is stored: it is pending, and the page says so. */
function ReviewReceived({ rating, message }: { rating: number; message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    toast({ title: REVIEW_FORM_TEXT.toastTitle, description: REVIEW_FORM_TEXT.toastDescription });
  }, []);

  return (
    <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-lg focus:outline-none"
      >
        <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {REVIEW_FORM_TEXT.receivedHeading}
      </h2>
      <StarRating rating={rating} className="mt-3 text-xl" />
      <p className="mt-3 leading-7">{message}</p>
      <p className="mt-4">
        <Link to="/" className="font-medium text-emerald-900 underline underline-offset-4">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
