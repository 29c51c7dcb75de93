import { eq } from "drizzle-orm";
import type { OrderDraft } from "../../common/copilot-drafting";
import { db } from "../../server/db/client";
import { jobOrders } from "../../server/db/schema";
import { insertApplicationWithResume } from "./employer-records";
import { insertJob, insertSignedInCandidate } from "./records";

/** A complete ICU nurse order, as a client submits it after reviewing the assistant's draft. */
export const nurseDraft = (title = "ICU Registered Nurse"): OrderDraft => ({
  title,
  summary:
    "Care for critically ill adults in our 30-bed intensive care unit in Miami, three 12-hour nights a week.",
  responsibilities: ["Assess and monitor ICU patients", "Chart every shift in Epic"],
  mustHaveSkills: ["Registered Nurse", "BLS", "ACLS"],
  niceToHaveSkills: ["Epic"],
  experience: { minYears: 2, level: "mid" },
  education: "BSN",
  schedule: { workType: "full-time", hours: "Three 12-hour nights" },
  location: { workplaceType: "on-site", city: "Miami", state: "Florida" },
  pay: { min: 40, max: 55, period: "hour", basedOn: 0, note: "No comparable jobs" },
  screeningQuestions: ["Do you hold a Florida RN license?"],
});

/** A test person with everything a client must never see: name, contacts, home, employer, school, years. */
export type RankedPerson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  employer: string;
  school: string;
  graduated: string;
  skills?: string[];
  desiredPay?: number;
  optedOut?: boolean;
  /** Another resume than the ICU nurse's (with the same kinds of details). */
  resume?: string;
};

export const resumeOf = (person: RankedPerson) =>
  person.resume ??
  [
    `${person.firstName} ${person.lastName} · ${person.email} · ${person.phone} · ${person.city}, FL`,
    "Registered Nurse (RN), BLS and ACLS certified",
    `ICU Nurse, ${person.employer}, ${person.city}, 2016 – Present`,
    `- Charted every shift in Epic at ${person.employer} for a 30-bed intensive care unit`,
    `BSN, ${person.school}, ${person.graduated}`,
  ].join("\n");

/** The person as a signed-in candidate account whose profile and resume the ranker reads. */
export async function insertRankedPerson(person: RankedPerson) {
  return insertSignedInCandidate(db(), {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    headline: `ICU Nurse at ${person.employer}`,
    city: person.city,
    state: "FL",
    skills: person.skills ?? ["Registered Nurse", "BLS", "ACLS"],
    preferredLocations: [person.city],
    desiredPay: person.desiredPay ?? 48,
    desiredPayPeriod: "hour",
    resumeText: resumeOf(person),
    automatedRankingOptOut: person.optedOut ?? false,
  });
}

/** The order published as a job (as a recruiter's publish leaves it, sourcing): the job's id. */
export async function publishOrder(orderId: string): Promise<string> {
  const job = await insertJob(db(), { title: "ICU Registered Nurse", company: "Acme Logistics LLC" });
  await db().update(jobOrders).set({ jobId: job.id, status: "sourcing" }).where(eq(jobOrders.id, orderId));
  return job.id;
}

/** The candidate's application to the job. */
export async function applyTo(
  jobId: string,
  applicant: { id: string; firstName: string; lastName: string; email: string },
) {
  return insertApplicationWithResume({
    jobId,
    fullName: `${applicant.firstName} ${applicant.lastName}`,
    email: applicant.email,
    candidateId: applicant.id,
  });
}
