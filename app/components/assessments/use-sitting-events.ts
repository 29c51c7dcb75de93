import { useCallback, useEffect, useRef } from "react";
import { httpStatusOf } from "~/lib/api-errors";
import type { AttemptEventKind } from "../../../common/assessments";
import { assessmentCall, attemptUrl, type SittingCredential } from "./assessment-api";

const EVENT_TRIES = 4;

/**
 * Records what staff see beside the answers: leaving the page (the tab hidden), coming back, and a
 * paste into the written answer. Never silent: a 409 means the sitting has ended (`onClosed`); an
 * event that cannot be sent after a few tries is reported with `onUnsent`.
 */
export function useSittingEvents({
  credential,
  attemptId,
  position,
  onClosed,
  onUnsent,
}: {
  credential: SittingCredential;
  attemptId: string;
  /** The question on screen, sent with each event. */
  position: number;
  onClosed: () => void;
  onUnsent: () => void;
}) {
  const current = useRef({ position, onClosed, onUnsent });
  current.current = { position, onClosed, onUnsent };

  const record = useCallback(
    async (kind: AttemptEventKind) => {
      const body = { kind, position: current.current.position };
      for (let tries = 0; tries < EVENT_TRIES; tries += 1) {
        try {
          await assessmentCall(credential, "POST", `${attemptUrl(attemptId)}/events`, body);
          return;
        } catch (error) {
          const status = httpStatusOf(error);
          if (status === 409) return current.current.onClosed();
          if (status !== null && status < 500) break;
          await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** tries));
        }
      }
      current.current.onUnsent();
    },
    [attemptId, credential],
  );

  useEffect(() => {
    const onVisibility = () => void record(document.visibilityState === "hidden" ? "left-page" : "returned");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [record]);

  return record;
}
