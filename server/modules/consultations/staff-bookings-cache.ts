/**
 * Each staff member's consultations, kept in this process while their bookings_version stands. The
 * version is raised by a trigger in the transaction of every change (migration 0025), and a copy is read
 * with its version in one statement, so a copy is never newer or older than the version it is kept
 * under: a slot search reads the staff rows (tiny) and only the consultations of staff whose version
 * moved. Any instance's booking moves the version, so every instance sees it on its next search.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { BUFFER_MINUTES } from "../../../common/consultations";
import type { Executor } from "../../db/client";
import { consultationStaff, consultations } from "../../db/schema";
import type { Span } from "./slot-rules";

const kept = new Map<string, { version: number; spans: Span[] }>();

/**
 * The spans (start to end of buffer, sorted) of the staff members' consultations not cancelled that end
 * from two days ago on: enough for any search, which starts two hours from now at the earliest.
 */
export async function staffBookings(
  executor: Executor,
  staff: readonly { id: string; bookingsVersion: number }[],
): Promise<Map<string, Span[]>> {
  const stale = staff.filter((member) => kept.get(member.id)?.version !== member.bookingsVersion);
  if (stale.length > 0) {
    const rows = await executor
      .select({
        staffId: consultationStaff.id,
        version: consultationStaff.bookingsVersion,
        startsAt: consultations.startsAt,
        endsAt: consultations.endsAt,
      })
      .from(consultationStaff)
      .leftJoin(
        consultations,
        and(
          eq(consultations.staffId, consultationStaff.id),
          sql`${consultations.status} <> 'cancelled'`,
          sql`consultation_blocked_range(${consultations.startsAt}, ${consultations.endsAt}) && tstzrange(now() - interval '2 days', NULL)`,
        ),
      )
      .where(
        inArray(
          consultationStaff.id,
          stale.map((member) => member.id),
        ),
      );
    const fresh = new Map<string, { version: number; spans: Span[] }>();
    for (const row of rows) {
      const entry = fresh.get(row.staffId) ?? { version: row.version, spans: [] };
      fresh.set(row.staffId, entry);
      if (row.startsAt && row.endsAt)
        entry.spans.push({
          start: row.startsAt.getTime(),
          end: row.endsAt.getTime() + BUFFER_MINUTES * 60_000,
        });
    }
    for (const [id, entry] of fresh) {
      entry.spans.sort((a, b) => a.start - b.start);
      kept.set(id, entry);
    }
  }
  return new Map(staff.map((member) => [member.id, kept.get(member.id)?.spans ?? []]));
}

/** Drops every kept copy: the next search reads all consultations again (the benchmark's cold case). */
export function forgetStaffBookings(): void {
  kept.clear();
}
