import { useEffect, useRef, useState } from "react";

/** The spoken warnings: at 5 minutes and 1 minute left, never every second. */
const WARNINGS = [
  { seconds: 300, text: "5 minutes left." },
  { seconds: 60, text: "1 minute left." },
];

export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Seconds left before the server's deadline, counted from the `remainingSeconds` the server sent (so
 * the browser's own clock setting does not matter); `onTimeUp` runs once when it reaches zero.
 */
export function useTimeLeft(remainingSeconds: number, onTimeUp: () => void): number {
  const [deadline] = useState(() => Date.now() + remainingSeconds * 1000);
  const [left, setLeft] = useState(remainingSeconds);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        timeUp.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/**
 * The time left as text (role=timer, which screen readers do not read out on every change) and a
 * polite live region that speaks only at 5 minutes and 1 minute left.
 */
export function SittingTimer({ secondsLeft }: { secondsLeft: number }) {
  const [warning, setWarning] = useState("");
  const announced = useRef(new Set<number>());
  useEffect(() => {
    for (const { seconds, text } of WARNINGS) {
      // A sitting resumed with less time left than a warning's mark does not speak that warning.
      if (secondsLeft <= seconds && secondsLeft > seconds - 5 && !announced.current.has(seconds)) {
        announced.current.add(seconds);
        setWarning(text);
      }
    }
  }, [secondsLeft]);
  const low = secondsLeft <= 300;
  return (
    <div
      className={
        low
          ? "rounded-lg border border-red-700/40 bg-red-50 px-3 py-2 text-red-900"
          : "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      }
    >
      <span className="text-sm">Time left: </span>
      <span role="timer" aria-label="Time left" className="font-mono font-semibold text-lg tabular-nums">
        {formatClock(secondsLeft)}
      </span>
      <p aria-live="polite" className="sr-only">
        {warning}
      </p>
    </div>
  );
}
