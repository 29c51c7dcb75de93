import { readFile } from "node:fs/promises";
import { getDocumentProxy } from "unpdf";
import { type NewCandidate, registerVerifiedCandidate } from "./candidate-session";
import type { MailApp } from "./mail-app";

/** A YYYY-MM-DD date moved by whole days. */
export function shiftDate(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Last week's Monday in Florida (YYYY-MM-DD): a whole week in the past, as timesheets need. */
export function lastMonday(): string {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  return shiftDate(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7);
}

/** "YYYY-MM-DDTHH:MM" some days ahead in New York, as a datetime-local field takes it. */
export function newYorkLocal(days: number, time: string): string {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "America/New_York",
  });
  return `${date}T${time}`;
}

export type PlacedContractor = NewCandidate & {
  firstName: string;
  lastName: string;
  supervisorEmail?: string;
  /** Dollars an hour (the bill rate is half as much again). */
  payRate?: number;
};

/**
 * A verified account placed with Bayfront Clinic for 60 days (application, accepted offer,
 * placement), written by SQL: the offer-to-placement path has its own test (admin-pipeline).
 */
export async function createPlacedContractor(app: MailApp, contractor: PlacedContractor): Promise<string> {
  const { supervisorEmail = null, payRate = 24, ...candidate } = contractor;
  const { email, firstName, lastName } = candidate;
  await registerVerifiedCandidate(app, candidate);
  const { rows } = await app.db.query<{ id: string }>(
    `WITH job AS (SELECT id FROM jobs WHERE status = 'open' ORDER BY title LIMIT 1),
          file AS (
            INSERT INTO stored_files (storage_key, original_name, content_type, size_bytes, sha256, purpose)
            VALUES ($3, 'resume.pdf', 'application/pdf', 10, repeat('0', 64), 'resume') RETURNING id),
          application AS (
            INSERT INTO applications (job_id, candidate_id, full_name, email, phone, resume_file_id, consent_terms_at, source, status)
            SELECT job.id, c.id, c.first_name || ' ' || c.last_name, c.email, c.phone, file.id, now(), 'apply', 'placed'
              FROM job, file, candidates c WHERE c.email = $1 RETURNING id, candidate_id, job_id),
          offer AS (
            INSERT INTO offers (application_id, client, role_title, location, start_date, pay_rate, bill_rate,
                                supervisor_name, supervisor_email, status, responded_at)
            SELECT id, 'Bayfront Clinic', 'Medical Assistant', 'Tampa, FL', current_date - 60, $4, $4 * 1.5,
                   'Sam Rivera', $2, 'accepted', now()
              FROM application RETURNING id)
     INSERT INTO placements (candidate_id, application_id, offer_id, job_id, contractor_name, client, role_title, location,
                             supervisor_name, supervisor_email, start_date, pay_rate, bill_rate)
     SELECT application.candidate_id, application.id, offer.id, application.job_id, $5, 'Bayfront Clinic',
            'Medical Assistant', 'Tampa, FL', 'Sam Rivera', $2, current_date - 60, $4, $4 * 1.5
       FROM application, offer
     RETURNING id`,
    [
      email,
      supervisorEmail,
      `e2e/placed-${Date.now()}-${Math.random()}.pdf`,
      payRate,
      `${firstName} ${lastName}`,
    ],
  );
  const [row] = rows;
  if (!row) throw new Error("no placement seeded");
  return row.id;
}

/** The text of a PDF's first page, as a reader would extract it. */
export async function pdfFirstPageText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)), { verbosity: 0 });
  try {
    const page = await pdf.getPage(1);
    return (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
  } finally {
    await pdf.destroy();
  }
}

/** An approved week for a placement: `hoursPerDay` on Monday to Friday of the week starting `week`. */
export function approveWeek(
  app: MailApp,
  placementId: string,
  week: string,
  hoursPerDay: number,
): Promise<void> {
  return insertWeek(app, placementId, week, hoursPerDay, "approved");
}

/** A week waiting for the client's approval: `hoursPerDay` on Monday to Friday of the week starting `week`. */
export function submittedWeek(
  app: MailApp,
  placementId: string,
  week: string,
  hoursPerDay: number,
): Promise<void> {
  return insertWeek(app, placementId, week, hoursPerDay, "submitted");
}

async function insertWeek(
  app: MailApp,
  placementId: string,
  week: string,
  hoursPerDay: number,
  status: "approved" | "submitted",
): Promise<void> {
  const approved = status === "approved";
  await app.db.query(
    `WITH sheet AS (
       INSERT INTO timesheets (placement_id, week_start, status, total_hours, submitted_at, approved_at, approved_by)
       VALUES ($1, $2::date, $4, $3::numeric * 5, now(), CASE WHEN $5 THEN now() END,
               CASE WHEN $5 THEN 'supervisor@bayfront.example' END) RETURNING id)
     INSERT INTO timesheet_days (timesheet_id, work_date, hours)
     SELECT sheet.id, $2::date + day, $3 FROM sheet, generate_series(0, 4) AS day`,
    [placementId, week, hoursPerDay, status, approved],
  );
}
