import { and, eq, isNull, sql } from "drizzle-orm";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
  type StageActor,
  type StageEventKind,
} from "../../../common/recruiting";
import type { Executor, Transaction } from "../../db/client";
import { applicationStageEvents, applications, candidates } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";

export type StageMove = { fromStage: ApplicationStage; toStage: ApplicationStage; changedAt: Date };

/**
 * Whether an application may go from one stage to another. A placement is the end of the pipeline
 * (ending it is the workforce flow's business), and a withdrawn application was the candidate's own
 * decision: neither is moved again. Every other move is the recruiter's call.
 */
export function stageMoveRefusal(fromStage: ApplicationStage, toStage: ApplicationStage): string | null {
  if (fromStage === toStage) return null;
  if (fromStage === "placed") return "This application is already placed; its stage can no longer change.";
  if (fromStage === "withdrawn")
    return "The candidate withdrew this application; its stage can no longer change.";
  return null;
}

/**
 * Moves an application to a stage: the application's status and stage time, and one history event,
 * in the caller's transaction. The row is locked first so two moves at once happen one after the
 * other. Moving to the stage it is in changes nothing. Throws NotFound for an unknown id and Conflict
 * for a move out of 'placed' or 'withdrawn'.
 */
export async function moveApplicationToStage(
  tx: Transaction,
  input: { applicationId: string; toStage: ApplicationStage; actor: StageActor; actorEmail?: string | null },
): Promise<StageMove> {
  const [current] = await tx
    .select({ status: applications.status, stageChangedAt: applications.stageChangedAt })
    .from(applications)
    .where(eq(applications.id, input.applicationId))
    .for("update");
  if (!current) throw new NotFound("Application not found.");
  if (current.status === input.toStage)
    return { fromStage: current.status, toStage: current.status, changedAt: current.stageChangedAt };
  const refusal = stageMoveRefusal(current.status, input.toStage);
  if (refusal) throw new Conflict(refusal);

  const [event] = await tx
    .insert(applicationStageEvents)
    .values({
      applicationId: input.applicationId,
      fromStage: current.status,
      toStage: input.toStage,
      actor: input.actor,
      actorEmail: input.actor === "recruiter" ? (input.actorEmail ?? null) : null,
    })
    .returning({ createdAt: applicationStageEvents.createdAt });
  const changedAt = event?.createdAt ?? new Date();
  await tx
    .update(applications)
    .set({ status: input.toStage, stageChangedAt: changedAt })
    .where(eq(applications.id, input.applicationId));
  return { fromStage: current.status, toStage: input.toStage, changedAt };
}

/**
 * A step in the history that keeps the stage (kind other than "move"): the client asking for more
 * information about a submitted candidate. The application keeps its stage and stage time.
 */
export async function recordStageStep(
  tx: Transaction,
  input: { applicationId: string; kind: Exclude<StageEventKind, "move">; actor: StageActor },
): Promise<void> {
  const [current] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, input.applicationId));
  if (!current) throw new NotFound("Application not found.");
  await tx.insert(applicationStageEvents).values({
    applicationId: input.applicationId,
    fromStage: current.status,
    toStage: current.status,
    actor: input.actor,
    kind: input.kind,
  });
}

/** The first history event of a new application: it arrived, as 'applied', from the system. */
export async function recordApplicationReceived(
  tx: Transaction,
  applicationId: string,
  createdAt?: Date,
): Promise<void> {
  await tx.insert(applicationStageEvents).values({
    applicationId,
    fromStage: null,
    toStage: "applied",
    actor: "system",
    ...(createdAt ? { createdAt } : {}),
  });
}

/**
 * Gives a candidate the applications sent with their address before the account existed (or before it
 * was verified). Applications already linked to an account are left alone. Returns how many changed.
 */
export async function attachApplicationsToCandidate(
  tx: Executor,
  candidateId: string,
  email: string,
): Promise<number> {
  const attached = await tx
    .update(applications)
    .set({ candidateId })
    .where(
      and(
        sql`lower(${applications.email}) = ${email.trim().toLowerCase()}`,
        isNull(applications.candidateId),
      ),
    )
    .returning({ id: applications.id });
  return attached.length;
}

/** The verified candidate account with this address, if any: new applications are linked to it. */
export async function verifiedCandidateIdByEmail(tx: Executor, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        sql`lower(${candidates.email}) = ${email.trim().toLowerCase()}`,
        sql`${candidates.emailVerifiedAt} IS NOT NULL`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export function stageLabel(stage: ApplicationStage): string {
  return APPLICATION_STAGE_LABELS[stage];
}
