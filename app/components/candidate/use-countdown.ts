import { useEffect, useState } from "react";

/** Seconds left until a moment, ticking once a second; start(n) begins a new wait of n seconds. */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000 - ((endsAt - now) % 1000 || 0));
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  return {
    secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start: (seconds: number) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
  };
}
