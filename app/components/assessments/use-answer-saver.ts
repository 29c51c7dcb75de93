import { useCallback, useEffect, useRef, useState } from "react";
import { httpStatusOf, serverErrorMessage } from "~/lib/api-errors";
import type { ItemAnswer, SavedAnswer } from "../../../common/assessments";
import { assessmentCall, attemptUrl, type SittingCredential } from "./assessment-api";

export type SaveState = "saving" | "saved" | "retrying" | "failed";

/** The body of PUT …/answers/:position for an answer given on the page. */
function answerBody(answer: ItemAnswer) {
  if (answer.kind === "single-choice") return { choice: answer.choice };
  if (answer.kind === "best-worst") return { best: answer.best, worst: answer.worst };
  return { text: answer.text };
}

/** Waits between tries while the network (or the server) is away: 1 s, 2 s, 4 s, then every 8 s. */
const retryDelayMs = (tries: number) => Math.min(8000, 1000 * 2 ** tries);

type Pending = { answer: ItemAnswer; timeSpentSeconds: number; version: number };

/**
 * Saves each answer as it is given (the last value wins on the server, so resending is harmless).
 * One request per question at a time; a newer value given meanwhile goes next. A network failure or
 * a 5xx is retried until it goes through ("Not saved — retrying"); a 409 means the sitting has ended
 * (`onClosed`); another refusal is shown against the question. `delayMs` lets typing settle first.
 */
export function useAnswerSaver({
  credential,
  attemptId,
  onClosed,
}: {
  credential: SittingCredential;
  attemptId: string;
  onClosed: () => void;
}) {
  const [states, setStates] = useState<Record<number, SaveState>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const latest = useRef(new Map<number, Pending>());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const running = useRef(new Set<number>());
  const idleWaiters = useRef<(() => void)[]>([]);
  const stopped = useRef(false);
  const version = useRef(0);

  const setState = useCallback((position: number, state: SaveState) => {
    setStates((current) => (current[position] === state ? current : { ...current, [position]: state }));
  }, []);

  const settle = useCallback(() => {
    if (running.current.size > 0 || timers.current.size > 0) return;
    for (const resolve of idleWaiters.current.splice(0)) resolve();
  }, []);

  const send = useCallback(
    async (position: number) => {
      running.current.add(position);
      let tries = 0;
      try {
        while (!stopped.current) {
          const pending = latest.current.get(position);
          if (!pending) return;
          setState(position, tries > 0 ? "retrying" : "saving");
          try {
            await assessmentCall<SavedAnswer>(
              credential,
              "PUT",
              `${attemptUrl(attemptId)}/answers/${position}`,
              {
                answer: answerBody(pending.answer),
                timeSpentSeconds: pending.timeSpentSeconds,
              },
            );
            tries = 0;
            setProblems(({ [position]: _gone, ...rest }) => rest);
            if (latest.current.get(position)?.version === pending.version) {
              latest.current.delete(position);
              setState(position, "saved");
              return;
            }
          } catch (error) {
            const status = httpStatusOf(error);
            if (status === 409) {
              stopped.current = true;
              onClosed();
              return;
            }
            if (status !== null && status < 500) {
              latest.current.delete(position);
              setState(position, "failed");
              setProblems((current) => ({
                ...current,
                [position]: serverErrorMessage(error) ?? "This answer could not be saved.",
              }));
              return;
            }
            setState(position, "retrying");
            await new Promise((resolve) => setTimeout(resolve, retryDelayMs(tries)));
            tries += 1;
          }
        }
      } finally {
        running.current.delete(position);
        settle();
      }
    },
    [attemptId, credential, onClosed, setState, settle],
  );

  const save = useCallback(
    (position: number, answer: ItemAnswer, timeSpentSeconds: number, delayMs = 0) => {
      if (stopped.current) return;
      version.current += 1;
      latest.current.set(position, { answer, timeSpentSeconds, version: version.current });
      setState(position, "saving");
      clearTimeout(timers.current.get(position));
      timers.current.delete(position);
      const start = () => {
        timers.current.delete(position);
        if (!running.current.has(position)) void send(position);
      };
      if (delayMs > 0) timers.current.set(position, setTimeout(start, delayMs));
      else start();
    },
    [send, setState],
  );

  /** Sends what is waiting for its delay now, and resolves once nothing is in flight. */
  const flush = useCallback(async () => {
    for (const [position, timer] of timers.current) {
      clearTimeout(timer);
      timers.current.delete(position);
      if (!running.current.has(position)) void send(position);
    }
    if (running.current.size === 0) return;
    await new Promise<void>((resolve) => idleWaiters.current.push(resolve));
  }, [send]);

  // Leaving the page with an unsaved answer: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    const pendingTimers = timers.current;
    return () => {
      window.removeEventListener("beforeunload", warn);
      for (const timer of pendingTimers.values()) clearTimeout(timer);
    };
  }, []);

  return { states, problems, save, flush };
}
