import { Dialog } from "radix-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialogActions, ConfirmDialogPanel } from "~/components/candidate/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { serverErrorMessage } from "~/lib/api-errors";
import { cn } from "~/lib/utils";
import type { AssessmentAttemptView, ItemAnswer, SittingItem } from "../../../common/assessments";
import { assessmentCall, attemptUrl, type SittingCredential } from "./assessment-api";
import { QuestionView } from "./question-view";
import { SittingTimer, useTimeLeft } from "./sitting-timer";
import { type SaveState, useAnswerSaver } from "./use-answer-saver";
import { useSittingEvents } from "./use-sitting-events";

const SAVE_TEXT: Record<SaveState, string> = {
  saving: "Saving…",
  saved: "Saved",
  retrying: "Not saved — retrying",
  failed: "Not saved",
};

/** Typing settles this long before the written reply is sent. */
const TYPING_PAUSE_MS = 600;

function isAnswered(answer: ItemAnswer | null | undefined): boolean {
  if (!answer) return false;
  if (answer.kind === "single-choice") return answer.choice !== null;
  if (answer.kind === "best-worst") return answer.best !== null && answer.worst !== null;
  return answer.text.trim() !== "";
}

/** Seconds spent on each question: what was stored, plus the time on screen in this page. */
function useTimeOnQuestions(items: SittingItem[], position: number) {
  const spent = useRef(new Map(items.map((item) => [item.position, item.timeSpentSeconds])));
  const shownSince = useRef(Date.now());
  useEffect(() => {
    shownSince.current = Date.now();
    const counted = spent.current;
    return () => {
      counted.set(
        position,
        (counted.get(position) ?? 0) + Math.round((Date.now() - shownSince.current) / 1000),
      );
    };
  }, [position]);
  return useCallback(
    (at: number) =>
      (spent.current.get(at) ?? 0) +
      (at === position ? Math.round((Date.now() - shownSince.current) / 1000) : 0),
    [position],
  );
}

/**
 * A sitting in progress: one question at a time with the question list, each answer saved as it is
 * given, the time left by the server's deadline, and the events staff see. `onClosed` gets the
 * closed sitting (submitted, or ended by time or elsewhere), with its result.
 */
export function Sitting({
  view,
  credential,
  onClosed,
}: {
  view: AssessmentAttemptView;
  credential: SittingCredential;
  onClosed: (closed: AssessmentAttemptView, notice: string | null) => void;
}) {
  const { items } = view;
  const [answers, setAnswers] = useState<Record<number, ItemAnswer | null>>(() =>
    Object.fromEntries(items.map((item) => [item.position, item.answer])),
  );
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => !isAnswered(item.answer)),
    ),
  );
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = items[index] as SittingItem;
  const timeOn = useTimeOnQuestions(items, item.position);

  /** Reads the closed sitting (the server scores it on that read if its time is up) and hands it on. */
  const closed = useRef(false);
  const finish = useCallback(
    async (notice: string | null) => {
      if (closed.current) return;
      closed.current = true;
      setClosing(true);
      for (let tries = 0; ; tries += 1) {
        try {
          const fresh = await assessmentCall<AssessmentAttemptView>(credential, "GET", attemptUrl(view.id));
          // The deadline has a few seconds of grace for saves in flight: ask again until it has passed.
          if (fresh.status !== "in_progress" || tries >= 10) return onClosed(fresh, notice);
        } catch {
          if (tries >= 10) {
            closed.current = false;
            setClosing(false);
            setProblem(
              "We could not reach the server to close your sitting. Check your connection and reload the page.",
            );
            return;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    },
    [credential, onClosed, view.id],
  );

  const endedElsewhere = useCallback(
    () =>
      void finish(
        "This sitting has ended, so answers can no longer be changed. Your answers up to the end were saved.",
      ),
    [finish],
  );
  const saver = useAnswerSaver({ credential, attemptId: view.id, onClosed: endedElsewhere });
  const recordEvent = useSittingEvents({
    credential,
    attemptId: view.id,
    position: item.position,
    onClosed: endedElsewhere,
    onUnsent: () =>
      setProblem(
        "We could not reach the server to record that you left the page or pasted. Check your connection.",
      ),
  });
  // Time up: the saves in flight get a few seconds (the server allows them a grace), then the result.
  const secondsLeft = useTimeLeft(view.remainingSeconds, () => {
    const grace = new Promise((resolve) => setTimeout(resolve, 5000));
    void Promise.race([saver.flush(), grace]).then(() =>
      finish("Time is up: your sitting has closed and your answers up to the end count."),
    );
  });

  // The sitting replaces the intro (or opens after a reload): its first question takes the focus.
  useEffect(() => headingRef.current?.focus(), []);

  /** Shows another question; its heading takes the focus, so a screen reader starts there. */
  function goTo(next: number) {
    setIndex(Math.min(items.length - 1, Math.max(0, next)));
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function answer(given: ItemAnswer) {
    setAnswers((current) => ({ ...current, [item.position]: given }));
    saver.save(item.position, given, timeOn(item.position), given.kind === "written" ? TYPING_PAUSE_MS : 0);
  }

  async function submit() {
    setClosing(true);
    setProblem(null);
    await saver.flush();
    try {
      const result = await assessmentCall<AssessmentAttemptView>(
        credential,
        "POST",
        `${attemptUrl(view.id)}/submit`,
      );
      closed.current = true;
      onClosed(result, null);
    } catch (error) {
      setClosing(false);
      setConfirming(false);
      setProblem(
        serverErrorMessage(error) ??
          "Your answers are saved, but the sitting could not be submitted. Please try again.",
      );
    }
  }

  const unanswered = items.filter((entry) => !isAnswered(answers[entry.position]));
  const answeredCount = items.length - unanswered.length;
  const state = saver.states[item.position];

  return (
    <div className="space-y-6">
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-slate-200 border-b bg-white/95 px-4 py-3">
        <p className="text-slate-700 text-sm">
          {answeredCount} of {items.length} answered
        </p>
        <SittingTimer secondsLeft={secondsLeft} />
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <section
          aria-labelledby="question-heading"
          className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="question-heading"
              ref={headingRef}
              tabIndex={-1}
              className="font-bold text-slate-900 text-xl focus:outline-none"
            >
              Question {index + 1} of {items.length}
            </h2>
            <p className="text-slate-600 text-sm">{item.sectionTitle}</p>
          </div>
          <QuestionView
            key={item.position}
            item={item}
            answer={answers[item.position] ?? null}
            onAnswer={answer}
            onPaste={() => void recordEvent("paste")}
          />
          <p role="status" className="min-h-5 text-sm">
            {state ? (
              <span
                className={
                  state === "saved"
                    ? "text-green-800"
                    : state === "saving"
                      ? "text-slate-700"
                      : "font-semibold text-red-700"
                }
              >
                {SAVE_TEXT[state]}
                {saver.problems[item.position] ? `: ${saver.problems[item.position]}` : ""}
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
              Previous
            </Button>
            {index < items.length - 1 ? (
              <Button onClick={() => goTo(index + 1)}>Next</Button>
            ) : (
              <Button onClick={() => setConfirming(true)} disabled={closing}>
                Review and submit
              </Button>
            )}
          </div>
        </section>
        <nav aria-label="Questions" className="space-y-3">
          <h2 className="font-semibold text-slate-900">All questions</h2>
          <ol className="grid grid-cols-5 gap-2">
            {items.map((entry, at) => {
              const done = isAnswered(answers[entry.position]);
              return (
                <li key={entry.position}>
                  <button
                    type="button"
                    onClick={() => goTo(at)}
                    aria-current={at === index ? "step" : undefined}
                    aria-label={`Question ${at + 1}, ${done ? "answered" : "not answered"}`}
                    className={cn(
                      "flex h-10 w-full items-center justify-center rounded-md border font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2",
                      done
                        ? "border-brand-700 bg-brand-50 text-brand-900"
                        : "border-slate-300 bg-white text-slate-800",
                      at === index && "ring-2 ring-slate-900",
                    )}
                  >
                    {at + 1}
                  </button>
                </li>
              );
            })}
          </ol>
          <Button variant="outline" className="w-full" onClick={() => setConfirming(true)} disabled={closing}>
            Submit the assessment
          </Button>
        </nav>
      </div>
      <Dialog.Root open={confirming} onOpenChange={(open) => setConfirming(open)}>
        <ConfirmDialogPanel
          title="Submit the assessment?"
          description={
            unanswered.length === 0
              ? "You answered every question. Once you submit, answers can no longer be changed."
              : `You have ${unanswered.length} unanswered ${unanswered.length === 1 ? "question" : "questions"}. Once you submit, answers can no longer be changed.`
          }
        >
          {unanswered.length > 0 ? (
            <ul aria-label="Unanswered questions" className="flex flex-wrap gap-2">
              {unanswered.map((entry) => {
                const at = items.indexOf(entry);
                return (
                  <li key={entry.position}>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setConfirming(false);
                        goTo(at);
                      }}
                    >
                      Question {at + 1}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <ConfirmDialogActions sending={closing}>
            <Button disabled={closing} onClick={() => void submit()}>
              {closing ? "Submitting…" : "Submit"}
            </Button>
          </ConfirmDialogActions>
        </ConfirmDialogPanel>
      </Dialog.Root>
    </div>
  );
}
