import type { WebinarSchedule } from "../../../common/webinars";

/** Webinars run on Miami time; the page and the email say so with EST or EDT. */
export const WEBINAR_TIME_ZONE = "America/New_York";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: WEBINAR_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: WEBINAR_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** When a webinar runs, in the agency's time zone (America/New_York), as people read it. */
export function describeSchedule(startsAt: Date, durationMinutes: number): WebinarSchedule {
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const start = withoutZone(timeFormat.formatToParts(startsAt));
  return {
    date: dateFormat.format(startsAt),
    time: `${start} – ${plain(timeFormat.format(endsAt))}`,
    duration: formatDuration(durationMinutes),
  };
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

function withoutZone(parts: Intl.DateTimeFormatPart[]): string {
  return plain(
    parts
      .filter((part) => part.type !== "timeZoneName")
      .map((part) => part.value)
      .join("")
      .trim(),
  );
}

/** ICU writes a narrow no-break space before AM/PM; plain spaces copy, search and compare better. */
function plain(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}
