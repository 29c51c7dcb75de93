import { and, asc, eq } from "drizzle-orm";
import type { ConsultationSlots, ConsultationType, WeeklyHours } from "../../common/consultations";
import { db } from "../../server/db/client";
import { consultationStaff, mailOutbox } from "../../server/db/schema";
import { readCalendarProperties } from "../../server/kernel/ics";
import type { TestApp } from "./test-app";

export const FULL_WEEK: WeeklyHours = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((day) => [day, [{ start: "09:00", end: "18:00" }]]),
);

/** A staff member who takes the types (all by default) on the full business week, in the file's database. */
export async function insertConsultationStaff(
  name: string,
  values: { types?: ConsultationType[]; weeklyHours?: WeeklyHours; meetingUrl?: string | null } = {},
) {
  const [row] = await db()
    .insert(consultationStaff)
    .values({
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@sunshinestaffing.example`,
      name,
      types: values.types ?? ["employer", "job-seeker", "payroll-hr"],
      weeklyHours: values.weeklyHours ?? FULL_WEEK,
      meetingUrl: values.meetingUrl ?? null,
    })
    .returning();
  if (!row) throw new Error("staff insert failed");
  return row;
}

/**
 * A JSON request to the app's API from a client address of its own (X-Forwarded-For: the test app
 * trusts loopback), so rate limits per address count each "visitor" apart.
 */
export async function callFrom(
  app: TestApp,
  ip: string,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${app.url}/api${urlPath}`, {
    method,
    headers: {
      Origin: new URL(app.config.APP_URL).origin,
      "x-forwarded-for": ip,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: test replies are read field by field
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

/** The open slots the API offers for the choice, flattened in time order. */
export async function openSlots(
  app: TestApp,
  type: ConsultationType,
  staff: string,
  timeZone = "America/New_York",
) {
  const query = new URLSearchParams({ type, staff, timeZone });
  const { status, body } = await callFrom(app, "198.51.100.1", "GET", `/consultations/slots?${query}`);
  if (status !== 200) throw new Error(`slots answered ${status}`);
  return (body as ConsultationSlots).days.flatMap((day) => day.slots);
}

/** The emails to an address, oldest first, each with its .ics properties (if it carries one). */
export async function emailsTo(address: string) {
  const rows = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address.toLowerCase())))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => {
    const ics = row.attachments.find((attachment) => attachment.contentType === "text/calendar");
    const text = ics ? Buffer.from(ics.content, "base64").toString("utf8") : null;
    const properties = text ? readCalendarProperties(text) : [];
    return {
      subject: row.subject,
      text: row.textBody,
      ics: text,
      property: (name: string) => properties.find((property) => property.name === name)?.value,
    };
  });
}
