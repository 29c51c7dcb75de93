import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CriterionScore, MatchingWeights, RankedOrderSnapshot } from "../../../common/matching";
import { SELF_IDENTIFIED_RACES, SELF_IDENTIFIED_SEXES } from "../../../common/matching-choices";
import { candidates } from "./candidates";
import { copilotWorkspaces } from "./copilot-accounts";

/**
 * Every ranking shown to someone (issue 22): what was asked (the order as ranked, the weights), by
 * which ranker version, and who saw it. The entries hold the candidates and scores shown.
 */
export const matchingRankings = pgTable(
  "matching_rankings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    version: text("version").notNull(),
    /** What was ranked for, as the caller names it ("copilot-order:<id>", "demo"). */
    subject: text("subject").notNull(),
    /** Who was shown the ranking, as the caller names them (a workspace member, a recruiter's email). */
    shownTo: text("shown_to"),
    /** The client workspace shown the ranking (null for the demo and recruiters); kept if it is deleted. */
    copilotWorkspaceId: uuid("copilot_workspace_id").references(() => copilotWorkspaces.id, {
      onDelete: "set null",
    }),
    orderSnapshot: jsonb("order_snapshot").$type<RankedOrderSnapshot>().notNull(),
    weights: jsonb("weights").$type<MatchingWeights>().notNull(),
    /** Candidates scored (after the pool's prefilter), of which the entries are the ones shown. */
    considered: integer("considered").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("matching_rankings_created_idx").on(table.createdAt.desc()),
    index("matching_rankings_subject_idx").on(table.subject, table.createdAt.desc()),
    index("matching_rankings_workspace_idx").on(table.copilotWorkspaceId, table.createdAt.desc()),
  ],
);

/**
 * One candidate shown in a ranking. candidate_id has no foreign key on purpose: the log (and the
 * bias audit built on it) keeps the entry, pseudonymous, after the person deletes their account.
 * A client refers to a shown candidate by the entry's id, never the candidate id.
 */
export const matchingRankingEntries = pgTable(
  "matching_ranking_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rankingId: uuid("ranking_id")
      .notNull()
      .references(() => matchingRankings.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id").notNull(),
    rank: integer("rank").notNull(),
    score: doublePrecision("score").notNull(),
    criteria: jsonb("criteria").$type<Pick<CriterionScore, "criterion" | "value" | "points">[]>().notNull(),
  },
  (table) => [
    uniqueIndex("matching_ranking_entries_rank_unique").on(table.rankingId, table.rank),
    index("matching_ranking_entries_candidate_idx").on(table.candidateId),
  ],
);

/**
 * A candidate's voluntary self-identification (EEO-1 categories), for the bias audit only: its own
 * table, read by nothing a client or recruiter sees, deleted with the account. No row, or nulls: not
 * answered.
 */
export const candidateSelfIdentification = pgTable("candidate_self_identification", {
  candidateId: uuid("candidate_id")
    .primaryKey()
    .references(() => candidates.id, { onDelete: "cascade" }),
  sex: text("sex", { enum: SELF_IDENTIFIED_SEXES }),
  raceEthnicity: text("race_ethnicity", { enum: SELF_IDENTIFIED_RACES }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
