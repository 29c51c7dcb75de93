/**
 * Taking an assessment: starting (a candidate at once, a visitor after proving the address), reading
 * the sitting, saving answers, recording events and submitting. The deadline is the server's: a save
 * after it is refused and the sitting closes on that request, on any read, or by the worker.
 */
import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type assessmentAnswerSchema,
  type assessmentEventSchema,
  assessmentStartSchema,
} from "../../../common/assessment-schemas";
import {
  type AssessmentAttemptView,
  type AssessmentRetakeRefusal,
  FLAGGED_EVENT_KINDS,
  type ItemAnswer,
  ASSESSMENT_MESSAGES as M,
  type SavedAnswer,
} from "../../../common/assessments";
import { z } from "../../../common/zod";
import { db, type Executor } from "../../db/client";
import {
  assessmentAccommodations,
  assessmentAttemptEvents,
  assessmentAttemptItems,
  assessmentAttempts,
  assessmentItems,
  assessmentItemVersions,
  assessmentSections,
  candidates,
} from "../../db/schema";
import { Conflict, DomainError, Invalid, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { type AssessmentRow, publicAssessment } from "./listing";
import { drawSitting, shuffled } from "./scoring";
import {
  type AttemptRow,
  attemptItems,
  attemptView,
  closeAttempt,
  findAttempt,
  isPastDeadline,
  remainingSeconds,
  sectionsOf,
} from "./sitting-records";
import { proveVisitorAddress, VISITOR_CODE_LIMITS } from "./visitor-codes";

/** Who is asking for a sitting: a signed-in candidate, or a visitor with the token from their cookie. */
export type SittingOwner = { candidateId: string } | { visitorToken: string };

/** The 409 of the retake rule: the message and the moment a new sitting is allowed. */
export class RetakeTooSoon extends DomainError {
  override readonly status = 409;
  constructor(readonly retakeFrom: Date) {
    super(
      `You took this assessment recently. You can take it again from ${retakeFrom.toLocaleDateString(
        "en-US",
        {
          timeZone: "America/New_York",
          dateStyle: "long",
        },
      )}.`,
    );
  }
  body(): AssessmentRetakeRefusal {
    return { error: this.message, retakeFrom: this.retakeFrom.toISOString() };
  }
}

function ownerCondition(owner: SittingOwner): SQL {
  return "candidateId" in owner
    ? eq(assessmentAttempts.candidateId, owner.candidateId)
    : eq(assessmentAttempts.visitorTokenHash, sha256(owner.visitorToken));
}

/** The same person: the candidate account, or the address (a visitor's, or the account's). */
function samePerson(candidateId: string | null, email: string): SQL {
  const byEmail = eq(sql`lower(${assessmentAttempts.email})`, email.toLowerCase());
  return candidateId ? (or(eq(assessmentAttempts.candidateId, candidateId), byEmail) as SQL) : byEmail;
}

type StartResult = { view: AssessmentAttemptView; resumed: boolean; visitorToken: string | null };

/**
 * Starts a sitting for the person, or resumes the one they have in progress. Serialised per person
 * and assessment (a double click starts one sitting). 409 RetakeTooSoon within the retake period.
 */
async function startSitting(
  assessment: AssessmentRow,
  person: { candidateId: string | null; email: string; visitor: boolean },
): Promise<StartResult> {
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`assessment:${assessment.id}:${person.email}`}))`,
    );
    const counted = and(
      eq(assessmentAttempts.assessmentId, assessment.id),
      samePerson(person.candidateId, person.email),
      isNull(assessmentAttempts.resetAt),
    );
    const [open] = await tx
      .select()
      .from(assessmentAttempts)
      .where(and(counted, eq(assessmentAttempts.status, "in_progress")))
      .for("update");
    const visitorToken = person.visitor ? newSecretToken() : null;
    if (open && !isPastDeadline(open)) {
      if (visitorToken)
        await tx
          .update(assessmentAttempts)
          .set({ visitorTokenHash: visitorToken.tokenHash })
          .where(eq(assessmentAttempts.id, open.id));
      return { view: await attemptView(tx, open), resumed: true, visitorToken: visitorToken?.token ?? null };
    }
    if (open) await closeAttempt(tx, open, "timed_out");
    const [last] = await tx
      .select({ startedAt: assessmentAttempts.startedAt })
      .from(assessmentAttempts)
      .where(counted)
      .orderBy(desc(assessmentAttempts.startedAt))
      .limit(1);
    if (last) {
      const retakeFrom = new Date(last.startedAt.getTime() + assessment.retakeDays * 24 * 60 * 60 * 1000);
      if (retakeFrom > new Date()) throw new RetakeTooSoon(retakeFrom);
    }
    const extraTimePercent = await extraTimeFor(tx, assessment.id, person);
    const startedAt = new Date();
    const deadlineAt = new Date(
      startedAt.getTime() + assessment.minutes * 60 * 1000 * (1 + extraTimePercent / 100),
    );
    const [attempt] = await tx
      .insert(assessmentAttempts)
      .values({
        assessmentId: assessment.id,
        candidateId: person.candidateId,
        email: person.email,
        visitorTokenHash: visitorToken?.tokenHash ?? null,
        extraTimePercent,
        startedAt,
        deadlineAt,
        passThreshold: assessment.passThreshold,
      })
      .returning();
    if (!attempt) throw new Error("The sitting was not stored");
    await drawItems(tx, assessment.id, attempt.id);
    return {
      view: await attemptView(tx, attempt),
      resumed: false,
      visitorToken: visitorToken?.token ?? null,
    };
  });
}

/** The extra time staff granted the person for this assessment (the larger, if both account and address have one). */
async function extraTimeFor(
  tx: Executor,
  assessmentId: string,
  person: { candidateId: string | null; email: string },
): Promise<number> {
  const rows = await tx
    .select({ percent: assessmentAccommodations.extraTimePercent })
    .from(assessmentAccommodations)
    .where(
      and(
        eq(assessmentAccommodations.assessmentId, assessmentId),
        or(
          eq(assessmentAccommodations.email, person.email.toLowerCase()),
          person.candidateId ? eq(assessmentAccommodations.candidateId, person.candidateId) : undefined,
        ),
      ),
    );
  return Math.max(0, ...rows.map((row) => row.percent));
}

/** Draws the sitting's items (each at its current version) and shuffles each one's options. */
async function drawItems(tx: Executor, assessmentId: string, attemptId: string) {
  const [sections, active] = await Promise.all([
    sectionsOf(tx, assessmentId),
    tx
      .select({
        versionId: assessmentItemVersions.id,
        options: assessmentItemVersions.options,
        sectionKey: assessmentSections.key,
        kind: assessmentSections.kind,
      })
      .from(assessmentItems)
      .innerJoin(
        assessmentItemVersions,
        and(
          eq(assessmentItemVersions.itemId, assessmentItems.id),
          eq(assessmentItemVersions.version, assessmentItems.currentVersion),
        ),
      )
      .innerJoin(assessmentSections, eq(assessmentSections.id, assessmentItems.sectionId))
      .where(and(eq(assessmentItems.assessmentId, assessmentId), isNull(assessmentItems.retiredAt))),
  ]);
  const drawn = drawSitting(sections, active, randomInt);
  await tx.insert(assessmentAttemptItems).values(
    drawn.map((item, index) => ({
      attemptId,
      position: index + 1,
      itemVersionId: item.versionId,
      optionOrder: shuffled(
        item.options.map((option) => option.id),
        randomInt,
      ),
    })),
  );
}

/** POST /api/assessments/:slug/attempts for a signed-in candidate: starts (or resumes) at once. */
export async function startSittingAsCandidate(candidateId: string, slug: string): Promise<StartResult> {
  const assessment = await publicAssessment(slug);
  const [candidate] = await db()
    .select({ email: candidates.email })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!candidate) throw new NotFound(M.notFound);
  return startSitting(assessment, { candidateId, email: candidate.email.toLowerCase(), visitor: false });
}

const visitorStartInput = assessmentStartSchema.extend({ slug: z.string() });

/**
 * POST /api/assessments/:slug/attempts for a visitor: the emailed code proves the address, then the
 * sitting starts (or resumes, with a new token). A verified candidate account with that address owns
 * the sitting from the start; otherwise it is claimed when one is verified.
 */
export const visitorSittingStart: UseCase<typeof visitorStartInput, StartResult> = {
  input: visitorStartInput,
  limits: [{ ...VISITOR_CODE_LIMITS.startPerClient, key: perClientAddress }],
  run: async ({ slug, email, code }) => {
    const assessment = await publicAssessment(slug);
    await proveVisitorAddress(email, code);
    const [account] = await db()
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(sql`lower(${candidates.email})`, email), sql`${candidates.emailVerifiedAt} IS NOT NULL`));
    return startSitting(assessment, { candidateId: account?.id ?? null, email, visitor: true });
  },
};

/** The attempt, closed first when its time has run out; 404 when it is not the owner's. */
async function ownAttemptForChange(tx: Executor, owner: SittingOwner, id: string): Promise<AttemptRow> {
  if (!isUuid(id)) throw new NotFound(M.attemptNotFound);
  const attempt = await findAttempt(tx, id, ownerCondition(owner), { forUpdate: true });
  if (!attempt) throw new NotFound(M.attemptNotFound);
  if (attempt.status === "in_progress" && isPastDeadline(attempt)) {
    await closeAttempt(tx, attempt, "timed_out");
    return { ...attempt, status: "timed_out" };
  }
  return attempt;
}

/**
 * Runs a change on an open sitting. When the sitting has ended the refusal (409) is thrown after the
 * transaction commits, so a sitting closed by this very request stays closed and scored.
 */
async function onOpenSitting<T>(
  owner: SittingOwner,
  id: string,
  change: (tx: Executor, attempt: AttemptRow) => Promise<T>,
): Promise<T> {
  const outcome = await db().transaction(async (tx) => {
    const attempt = await ownAttemptForChange(tx, owner, id);
    if (attempt.status !== "in_progress") return { closed: true as const };
    return { closed: false as const, value: await change(tx, attempt) };
  });
  if (outcome.closed) throw new Conflict(M.closed);
  return outcome.value;
}

/** GET /api/assessments/attempts/:id */
export async function getSitting(owner: SittingOwner, id: string): Promise<AssessmentAttemptView> {
  return db().transaction(async (tx) => {
    const attempt = await ownAttemptForChange(tx, owner, id);
    const [fresh] = await tx.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.id));
    return attemptView(tx, fresh ?? attempt);
  });
}

/** The answer in its stored shape, if it fits the item's kind and options; 400 otherwise. */
function answerFor(
  item: { kind: string; optionOrder: string[] },
  given: z.output<typeof assessmentAnswerSchema>["answer"],
): ItemAnswer {
  const knownOption = (value: string | null) => value === null || item.optionOrder.includes(value);
  if (item.kind === "written" && "text" in given) return { kind: "written", text: given.text };
  if (item.kind === "single-choice" && "choice" in given && knownOption(given.choice))
    return { kind: "single-choice", choice: given.choice };
  if (item.kind === "best-worst" && "best" in given && knownOption(given.best) && knownOption(given.worst)) {
    if (given.best !== null && given.best === given.worst) throw new Invalid(M.answer, { answer: M.answer });
    return { kind: "best-worst", best: given.best, worst: given.worst };
  }
  throw new Invalid(M.answer, { answer: M.answer });
}

/** PUT /api/assessments/attempts/:id/answers/:position: the last value wins; time spent only grows. */
export async function saveAnswer(
  owner: SittingOwner,
  id: string,
  position: number,
  input: z.output<typeof assessmentAnswerSchema>,
): Promise<SavedAnswer> {
  return onOpenSitting(owner, id, async (tx, attempt) => {
    const items = await attemptItems(tx, attempt.id);
    const item = items.find((candidate) => candidate.position === position);
    if (!item) throw new NotFound(M.position);
    const answer = answerFor(item, input.answer);
    const savedAt = new Date();
    await tx
      .update(assessmentAttemptItems)
      .set({
        answer,
        answeredAt: savedAt,
        timeSpentSeconds: sql`greatest(${assessmentAttemptItems.timeSpentSeconds}, ${input.timeSpentSeconds})`,
      })
      .where(
        and(eq(assessmentAttemptItems.attemptId, attempt.id), eq(assessmentAttemptItems.position, position)),
      );
    return { position, answer, savedAt: savedAt.toISOString(), remainingSeconds: remainingSeconds(attempt) };
  });
}

/** POST /api/assessments/attempts/:id/events */
export async function recordSittingEvent(
  owner: SittingOwner,
  id: string,
  input: z.output<typeof assessmentEventSchema>,
): Promise<void> {
  await onOpenSitting(owner, id, async (tx, attempt) => {
    await tx
      .insert(assessmentAttemptEvents)
      .values({ attemptId: attempt.id, kind: input.kind, position: input.position ?? null });
    if (FLAGGED_EVENT_KINDS.includes(input.kind))
      await tx
        .update(assessmentAttempts)
        .set({ flaggedEvents: sql`${assessmentAttempts.flaggedEvents} + 1` })
        .where(eq(assessmentAttempts.id, attempt.id));
  });
}

/** POST /api/assessments/attempts/:id/submit: closes and scores; a closed sitting answers its result. */
export async function submitSitting(owner: SittingOwner, id: string): Promise<AssessmentAttemptView> {
  return db().transaction(async (tx) => {
    const attempt = await ownAttemptForChange(tx, owner, id);
    await closeAttempt(tx, attempt, "submitted");
    const [fresh] = await tx.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.id));
    return attemptView(tx, fresh ?? attempt);
  });
}

/**
 * Gives a visitor's sittings with this address to the candidate account that just proved it (call
 * in the transaction that marks the account verified, as the applications are attached).
 */
export async function claimAssessmentAttempts(
  tx: Executor,
  candidateId: string,
  email: string,
): Promise<void> {
  await tx
    .update(assessmentAttempts)
    .set({ candidateId })
    .where(
      and(
        isNull(assessmentAttempts.candidateId),
        eq(sql`lower(${assessmentAttempts.email})`, email.toLowerCase()),
      ),
    );
}
