import { useEffect, useState } from "react";
import { isIanaTimeZone } from "../../common/time-zones";

/** The zone the browser reports, or Florida's when it reports none Intl can use. */
export function browserTimeZone(fallback = "America/New_York"): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : fallback;
}

/**
 * The browser's own zone, read after hydration (null until then): the server cannot know it, so a
 * page renders its times once the browser has said where it is.
 */
export function useBrowserTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(browserTimeZone()), []);
  return zone;
}
