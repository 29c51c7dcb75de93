import { ListOrderedIcon, SparklesIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DemoRankedList } from "~/components/copilot/demo-ranking";
import { DescribeRoleForm, DraftForm, fieldsUnder } from "~/components/copilot/draft-form";
import {
  type WeightInputs,
  WeightInputsPanel,
  weightFieldErrors,
  weightInputsOf,
  weightsOf,
} from "~/components/copilot/weights-form";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, retryAfterOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { BRAND } from "../../../common/brand";
import {
  type DemoRanking,
  DRAFTING_TEXTS,
  type DraftResult,
  type OrderDraft,
} from "../../../common/copilot-drafting";
import { DEFAULT_MATCHING_WEIGHTS } from "../../../common/matching";
import type { Route } from "./+types/demo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Copilot Demo: Draft a Job Order and Rank Candidates",
    description:
      "Describe a role in a few sentences and watch Sunshine Staffing's hiring assistant draft the job order, suggest pay from our Florida jobs and rank a sample pool with reasons.",
    path: "/copilot/demo",
    appUrl: appUrlFrom(matches),
  });
}

const EXAMPLE =
  "We need a bilingual customer service representative for our Miramar call center. Full-time, Monday to Friday, with at least 2 years of experience in a call center. Salesforce is a plus.";

/** Re-ranking waits this long after the last weight change, so typing "25" ranks once. */
const RERANK_DELAY_MS = 300;

const initialWeights = (): WeightInputs => weightInputsOf(DEFAULT_MATCHING_WEIGHTS);

function failureMessage(error: unknown): string {
  if (httpStatusOf(error) === 429) {
    const seconds = retryAfterOf(error);
    return `You have tried the demo many times in a short while. Please wait${seconds ? ` ${Math.ceil(seconds / 60)} minute(s)` : " a moment"} and try again.`;
  }
  if (httpStatusOf(error) === null)
    return "We could not reach the server. Please check your connection and try again.";
  return serverErrorMessage(error) ?? "Something went wrong on our side. Please try again.";
}

/**
 * /copilot/demo (issue 22): the hiring assistant without an account. A description becomes an
 * editable draft; the draft ranks a built-in pool of fictional sample candidates with the real
 * ranker, and changing a criterion's weight re-ranks them.
 */
export default function CopilotDemo() {
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | undefined>();
  const [drafting, setDrafting] = useState(false);
  const [result, setResult] = useState<DraftResult | null>(null);
  const [draftVersion, setDraftVersion] = useState(0);
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [weights, setWeights] = useState<WeightInputs>(initialWeights);
  const [weightErrors, setWeightErrors] = useState<Record<string, string>>({});
  const [ranking, setRanking] = useState<DemoRanking | null>(null);
  const [rankingPending, setRankingPending] = useState(false);
  const latestRank = useRef(0);
  /** Counts the button's rankings: each moves focus to the results (a weight change does not). */
  const [rankingShown, setRankingShown] = useState(0);
  const draftHeading = useRef<HTMLHeadingElement>(null);
  const rankingHeading = useRef<HTMLHeadingElement>(null);

  async function submitDraft(event: FormEvent) {
    event.preventDefault();
    setDrafting(true);
    setAlert(null);
    setTextError(undefined);
    try {
      const response = (await (
        await apiRequest("POST", "/api/copilot/demo/draft", { text })
      ).json()) as DraftResult;
      setResult(response);
      setDraft(response.draft);
      setDraftVersion((version) => version + 1);
      setDraftErrors({});
      setRanking(null);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.text) setTextError(fields.text);
      else setAlert(failureMessage(error));
    } finally {
      setDrafting(false);
    }
  }

  async function rank(focusResults: boolean) {
    if (!draft) return;
    const request = ++latestRank.current;
    setRankingPending(true);
    setAlert(null);
    try {
      const response = (await (
        await apiRequest("POST", "/api/copilot/demo/rank", { draft, weights: weightsOf(weights) })
      ).json()) as DemoRanking;
      if (request !== latestRank.current) return;
      setRanking(response);
      setDraftErrors({});
      setWeightErrors({});
      if (focusResults) setRankingShown((shown) => shown + 1);
    } catch (error) {
      if (request !== latestRank.current) return;
      const fields = serverFieldErrors(error);
      const draftFields = fieldsUnder(fields, "draft");
      const weightFields = weightFieldErrors(fields);
      setDraftErrors(draftFields);
      setWeightErrors(weightFields);
      if (Object.keys(draftFields).length > 0)
        setAlert("Please correct the highlighted fields of the draft.");
      else if (Object.keys(weightFields).length === 0) setAlert(failureMessage(error));
    } finally {
      if (request === latestRank.current) setRankingPending(false);
    }
  }

  // Focus follows the new content once it is rendered: the draft's heading, then the results'.
  useEffect(() => {
    if (draftVersion > 0) draftHeading.current?.focus();
  }, [draftVersion]);
  useEffect(() => {
    if (rankingShown > 0) rankingHeading.current?.focus();
  }, [rankingShown]);

  // A weight change re-ranks once a ranking is shown (the first ranking is the button's).
  const rankRef = useRef(rank);
  rankRef.current = rank;
  const hasRanking = ranking !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-rank on weight changes only.
  useEffect(() => {
    if (!hasRanking) return;
    const timer = setTimeout(() => rankRef.current(false), RERANK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [weights]);

  const first = ranking?.candidates[0];
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <SparklesIcon aria-hidden="true" className="size-5" />
            Copilot demo
          </span>
        }
        title="Draft a Job Order in Seconds"
        description={
          <p>
            Describe a role the way you would to one of our recruiters in {BRAND.offices.join(" or ")}. The
            assistant drafts a complete order, suggests pay from the jobs {BRAND.name} has handled since{" "}
            {BRAND.founded}, and ranks a sample pool so you can see why each candidate places where they do.
            No account needed; nothing is sent to anyone.
          </p>
        }
      />

      <section aria-labelledby="describe-heading" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="describe-heading" className="font-bold text-2xl text-slate-900">
            1. Describe the role
          </h2>
          <DescribeRoleForm
            className="mt-6"
            text={text}
            onText={setText}
            error={textError}
            drafting={drafting}
            onSubmit={submitDraft}
            placeholder={EXAMPLE}
            actions={
              <Button type="button" variant="ghost" onClick={() => setText(EXAMPLE)}>
                Use an example
              </Button>
            }
          >
            {!draft ? <FormAlert message={alert} /> : null}
          </DescribeRoleForm>
        </div>
      </section>

      {draft && result ? (
        <section aria-labelledby="draft-heading" className="bg-slate-50">
          <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
            <h2
              id="draft-heading"
              ref={draftHeading}
              tabIndex={-1}
              className="font-bold text-2xl text-slate-900"
            >
              2. Review and edit the draft
            </h2>
            <Notice tone="info" className="mt-4">
              {result.drafter === "model" && result.model
                ? DRAFTING_TEXTS.modelDrafter(result.model)
                : DRAFTING_TEXTS.builtInDrafter}{" "}
              Every field is yours to change.
            </Notice>
            <form
              className="mt-6 space-y-6"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                rank(true);
              }}
            >
              <DraftForm key={draftVersion} draft={draft} onChange={setDraft} errors={draftErrors} />
              <FormAlert message={alert} />
              <SubmitButton
                pending={rankingPending}
                pendingLabel="Ranking…"
                icon={<ListOrderedIcon aria-hidden="true" />}
              >
                {DRAFTING_TEXTS.rankButton}
              </SubmitButton>
            </form>
          </div>
        </section>
      ) : null}

      {ranking ? (
        <Section id="ranking-heading-section" eyebrow="3. Ranked sample pool" title="Who Fits Best, and Why">
          <h3 id="ranking-heading" ref={rankingHeading} tabIndex={-1} className="sr-only">
            Ranking results
          </h3>
          <Notice tone="info">{DRAFTING_TEXTS.samplePoolNotice}</Notice>
          <p role="status" className="mt-4 text-slate-700">
            {first
              ? `Ranked ${ranking.considered} sample candidates. ${first.label} is first with a score of ${first.score}.`
              : "No sample candidates to rank."}
          </p>
          <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr]">
            <div>
              <WeightInputsPanel weights={weights} onChange={setWeights} errors={weightErrors} />
            </div>
            <DemoRankedList candidates={ranking.candidates} />
          </div>
          <p className="mt-8 text-slate-700">
            Ready to rank our real talent pool for your roles?{" "}
            <Link
              to="/copilot/client/signup"
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              Sign up for Copilot
            </Link>{" "}
            or{" "}
            <Link to="/copilot" className="font-semibold text-brand-700 underline hover:text-brand-800">
              see the plans
            </Link>
            .
          </p>
        </Section>
      ) : null}
    </>
  );
}
