/**
 * The bias report (NYC Local Law 144 style, ADR 0026): for every ranking shown to a client, who was
 * "selected", and the selection rates and impact ratios by self-reported sex, race/ethnicity and
 * their intersection. Read only by the copilot admin: never by a client or a recruiter.
 */
import { sql } from "drizzle-orm";
import {
  BIAS_SELECTION_KEYS,
  type BiasGroupRow,
  type BiasReport,
  type BiasSelectionKey,
  type BiasTable,
} from "../../../common/copilot-admin";
import {
  SELF_IDENTIFIED_RACE_LABELS,
  SELF_IDENTIFIED_RACES,
  SELF_IDENTIFIED_SEX_LABELS,
  SELF_IDENTIFIED_SEXES,
  type SelfIdentifiedRace,
  type SelfIdentifiedSex,
} from "../../../common/matching-choices";
import { db } from "../../db/client";
import {
  candidateSelfIdentification,
  copilotCandidateDecisions,
  matchingRankingEntries,
  matchingRankings,
} from "../../db/schema";
import { DEMO_SUBJECT } from "./rankings";

/** A group with fewer ranking entries than this is shown as "too few to report", its numbers withheld. */
export const BIAS_MINIMUM_GROUP_SIZE = 5;

/** One candidate's appearance in a ranking shown to a client, with what they self-reported. */
export type BiasEntry = {
  rankingId: string;
  rank: number;
  sex: SelfIdentifiedSex | null;
  raceEthnicity: SelfIdentifiedRace | null;
  /** Whether the client shortlisted the candidate for the ranking's order. */
  shortlisted?: boolean;
};

/**
 * What counts as selected, and what one entry is: a candidate's appearance in one ranking shown, or a
 * candidate shown for one order (however many times the client looked).
 */
export type SelectionDefinition = {
  key: BiasSelectionKey;
  description: string;
  entriesAre: BiasReport["entriesAre"];
  selected: (entry: BiasEntry) => boolean;
};

/** The people's decision: the client shortlisted the candidate for the order (or asked to meet them). */
export const SHORTLIST_SELECTION: SelectionDefinition = {
  key: "shortlisted",
  description:
    "Selected means the client shortlisted the candidate for the order (asking for an introduction or an interview shortlists too). Each candidate shown for an order counts once, however often the client looked.",
  entriesAre: "order-candidates",
  selected: (entry) => entry.shortlisted === true,
};

/** The tool's own selection, before any person decides: the top ten of each ranking shown. */
export const TOP_TEN_SELECTION: SelectionDefinition = {
  key: "ranked-top-10",
  description:
    "Selected means ranked in the top 10 of a ranking shown to a client. Each candidate's appearance in a ranking counts once: this is the selection the tool itself makes.",
  entriesAre: "ranking-appearances",
  selected: (entry) => entry.rank <= 10,
};

export const BIAS_SELECTIONS: Record<BiasSelectionKey, SelectionDefinition> = {
  shortlisted: SHORTLIST_SELECTION,
  "ranked-top-10": TOP_TEN_SELECTION,
};

/** `?selection=` → its definition; the shortlist when absent or unknown. */
export function biasSelectionOf(key: string | null | undefined): SelectionDefinition {
  return (BIAS_SELECTION_KEYS as readonly string[]).includes(key ?? "")
    ? BIAS_SELECTIONS[key as BiasSelectionKey]
    : SHORTLIST_SELECTION;
}

type Group = { key: string; label: string; matches: (entry: BiasEntry) => boolean };

const sexGroups: Group[] = SELF_IDENTIFIED_SEXES.map((sex) => ({
  key: sex,
  label: SELF_IDENTIFIED_SEX_LABELS[sex],
  matches: (entry) => entry.sex === sex,
}));

const raceGroups: Group[] = SELF_IDENTIFIED_RACES.map((race) => ({
  key: race,
  label: SELF_IDENTIFIED_RACE_LABELS[race],
  matches: (entry) => entry.raceEthnicity === race,
}));

/** LL144's intersectional categories: each race/ethnicity within each sex. */
const intersectionalGroups: Group[] = SELF_IDENTIFIED_RACES.flatMap((race) =>
  SELF_IDENTIFIED_SEXES.map((sex) => ({
    key: `${race}:${sex}`,
    label: `${SELF_IDENTIFIED_RACE_LABELS[race]}, ${SELF_IDENTIFIED_SEX_LABELS[sex]}`,
    matches: (entry: BiasEntry) => entry.raceEthnicity === race && entry.sex === sex,
  })),
);

function impactTable(
  dimension: BiasTable["dimension"],
  title: string,
  groups: Group[],
  known: (entry: BiasEntry) => boolean,
  entries: BiasEntry[],
  selection: SelectionDefinition,
  minimumGroupSize: number,
): BiasTable {
  const counted = groups.map((group) => {
    const members = entries.filter(group.matches);
    return { group, total: members.length, selected: members.filter(selection.selected).length };
  });
  const reportable = counted.filter((row) => row.total >= minimumGroupSize);
  // The impact ratio's denominator: the highest selection rate among the groups large enough to report.
  const highest = Math.max(0, ...reportable.map((row) => row.selected / row.total));
  const rows: BiasGroupRow[] = counted.map(({ group, total, selected }) => {
    if (total < minimumGroupSize) {
      return {
        key: group.key,
        label: group.label,
        reportable: false,
        total: null,
        selected: null,
        selectionRate: null,
        impactRatio: null,
      };
    }
    const selectionRate = selected / total;
    return {
      key: group.key,
      label: group.label,
      reportable: true,
      total,
      selected,
      selectionRate,
      impactRatio: highest > 0 ? selectionRate / highest : null,
    };
  });
  return { dimension, title, rows, unknown: entries.filter((entry) => !known(entry)).length };
}

/** The report's numbers from the entries: pure, so the definitions are tested on hand-made data. */
export function computeBiasReport(
  entries: BiasEntry[],
  {
    selection = TOP_TEN_SELECTION,
    minimumGroupSize = BIAS_MINIMUM_GROUP_SIZE,
  }: { selection?: SelectionDefinition; minimumGroupSize?: number } = {},
): BiasReport {
  const table = (
    dimension: BiasTable["dimension"],
    title: string,
    groups: Group[],
    known: (entry: BiasEntry) => boolean,
  ) => impactTable(dimension, title, groups, known, entries, selection, minimumGroupSize);
  return {
    selection: { key: selection.key, description: selection.description },
    entriesAre: selection.entriesAre,
    minimumGroupSize,
    rankings: new Set(entries.map((entry) => entry.rankingId)).size,
    entries: entries.length,
    selected: entries.filter(selection.selected).length,
    tables: [
      table("sex", "Sex", sexGroups, (entry) => entry.sex !== null),
      table("race", "Race/ethnicity", raceGroups, (entry) => entry.raceEthnicity !== null),
      table(
        "intersectional",
        "Intersectional (race/ethnicity and sex)",
        intersectionalGroups,
        (entry) => entry.sex !== null && entry.raceEthnicity !== null,
      ),
    ],
  };
}

/**
 * The report over every ranking shown to a client: the log's entries joined to the candidates'
 * voluntary self-identification (none, or a candidate who deleted their account: unknown), and
 * whether the client shortlisted the candidate for the order. For the shortlist, one entry per order
 * and candidate (the newest ranking of the order that showed them).
 */
export async function biasReport(selection: SelectionDefinition = SHORTLIST_SELECTION): Promise<BiasReport> {
  const perOrder = selection.entriesAre === "order-candidates";
  const { rows } = await db().execute<{
    ranking_id: string;
    rank: number;
    sex: SelfIdentifiedSex | null;
    race_ethnicity: SelfIdentifiedRace | null;
    shortlisted: boolean;
  }>(sql`
    SELECT ${perOrder ? sql`DISTINCT ON (r.subject, e.candidate_id)` : sql``}
      e.ranking_id, e.rank, si.sex, si.race_ethnicity,
      EXISTS (
        SELECT 1 FROM ${copilotCandidateDecisions} d
        WHERE d.candidate_id = e.candidate_id AND d.status = 'shortlisted'
          AND 'copilot-order:' || d.job_order_id::text = r.subject
      ) AS shortlisted
    FROM ${matchingRankingEntries} e
    JOIN ${matchingRankings} r ON r.id = e.ranking_id
    LEFT JOIN ${candidateSelfIdentification} si ON si.candidate_id = e.candidate_id
    WHERE r.subject <> ${DEMO_SUBJECT}
    ${perOrder ? sql`ORDER BY r.subject, e.candidate_id, r.created_at DESC` : sql``}`);
  return computeBiasReport(
    rows.map((row) => ({
      rankingId: row.ranking_id,
      rank: row.rank,
      sex: row.sex,
      raceEthnicity: row.race_ethnicity,
      shortlisted: row.shortlisted,
    })),
    { selection },
  );
}
