import { BUSINESS_TIME_ZONE } from "../../../common/consultations";
import { INTERVIEW_TIME_ZONES } from "../../../common/interviews";

/*
 * How the booking pages write times: the visitor's zone first, Florida's beside it. The wall clocks
 * come from the server (slot.local, slot.eastern); these only turn them into words.
 */

/** "14:30" → "2:30 PM". */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The zone's name as people say it at that instant: "Pacific Standard Time", "Eastern Daylight Time". */
export function zoneName(timeZone: string, at: Date | string = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" }).formatToParts(
    new Date(at),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** Whether the visitor reads Florida's clock already (then Eastern is not repeated beside it). */
export function isEastern(timeZone: string): boolean {
  return timeZone === BUSINESS_TIME_ZONE;
}

/** "Thursday, December 3, 2026" for an instant as read in the zone. */
export function dayInZone(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
}

/** "9:00 AM" for an instant as read in the zone. */
export function timeInZone(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone });
}

/** "9:00 AM PST" (the zone's short name), for the line beside another zone's time. */
export function shortTimeInZone(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
}

/** The select's zones: the usual ones, plus the visitor's own when it is not among them. */
export function timeZoneChoices(current: string): readonly { value: string; label: string }[] {
  return INTERVIEW_TIME_ZONES.some((zone) => zone.value === current)
    ? INTERVIEW_TIME_ZONES
    : [{ value: current, label: current.replaceAll("_", " ") }, ...INTERVIEW_TIME_ZONES];
}
