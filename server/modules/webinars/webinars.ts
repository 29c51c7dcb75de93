import { asc, count, desc, eq, getTableColumns, gte, lt, sql } from "drizzle-orm";
import {
  WEBINAR_AUDIENCE_LABELS,
  WEBINAR_REGISTRATION_REFUSALS,
  type WebinarListing,
} from "../../../common/webinars";
import { db } from "../../db/client";
import { webinarRegistrations, webinars } from "../../db/schema";
import { describeSchedule } from "./schedule";

/** How many past webinars the page lists. */
export const PAST_WEBINARS_LIMIT = 6;

export type WebinarListings = { upcoming: WebinarListing[]; past: WebinarListing[] };

/** Upcoming webinars soonest first (cancelled ones included, marked), and recent past ones. */
export async function listWebinars(): Promise<WebinarListings> {
  const listing = () =>
    db()
      .select({ ...getTableColumns(webinars), registered: count(webinarRegistrations.id) })
      .from(webinars)
      .leftJoin(webinarRegistrations, eq(webinarRegistrations.webinarId, webinars.id))
      .groupBy(webinars.id);
  const [upcoming, past] = await Promise.all([
    listing().where(gte(webinars.startsAt, sql`now()`)).orderBy(asc(webinars.startsAt)),
    listing()
      .where(lt(webinars.startsAt, sql`now()`))
      .orderBy(desc(webinars.startsAt))
      .limit(PAST_WEBINARS_LIMIT),
  ]);
  return {
    upcoming: upcoming.map((row) => toListing(row, false)),
    past: past.map((row) => toListing(row, true)),
  };
}

type WebinarRow = typeof webinars.$inferSelect & { registered: number };

function toListing(row: WebinarRow, hasStarted: boolean): WebinarListing {
  const seatsLeft = Math.max(0, row.capacity - row.registered);
  const reason = closedReason(row.status, hasStarted, seatsLeft);
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    audience: row.audience,
    audienceLabel: WEBINAR_AUDIENCE_LABELS[row.audience],
    hostName: row.hostName,
    hostTitle: row.hostTitle,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    schedule: describeSchedule(row.startsAt, row.durationMinutes),
    status: row.status,
    capacity: row.capacity,
    seatsLeft,
    closedReason: reason,
    closedMessage: reason ? WEBINAR_REGISTRATION_REFUSALS[reason] : null,
  };
}

export function closedReason(
  status: WebinarRow["status"],
  hasStarted: boolean,
  seatsLeft: number,
): WebinarListing["closedReason"] {
  if (status === "cancelled") return "cancelled";
  if (hasStarted) return "past";
  if (seatsLeft <= 0) return "full";
  return null;
}
