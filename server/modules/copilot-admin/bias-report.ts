/**
 * The bias report (NYC Local Law 144 style, ADR 0026): for every ranking shown to a client, who was
 * "selected", and the selection rates and impact ratios by self-reported sex, race/ethnicity and
 * their intersection. Read only by the copilot admin: never by a client or a recruiter.
 */
import { eq } from "drizzle-orm";
import type { BiasGroupRow, BiasReport, BiasTable } from "../../../common/copilot-admin";
import {
  SELF_IDENTIFIED_RACE_LABELS,
  SELF_IDENTIFIED_RACES,
  SELF_IDENTIFIED_SEX_LABELS,
  SELF_IDENTIFIED_SEXES,
  type SelfIdentifiedRace,
  type SelfIdentifiedSex,
} from "../../../common/matching-choices";
import { db } from "../../db/client";
import { candidateSelfIdentification, matchingRankingEntries, matchingRankings } from "../../db/schema";
import { clientRankings } from "./rankings";

/** A group with fewer ranking entries than this is shown as "too few to report", its numbers withheld. */
export const BIAS_MINIMUM_GROUP_SIZE = 5;

/** One candidate's appearance in a ranking shown to a client, with what they self-reported. */
export type BiasEntry = {
  rankingId: string;
  rank: number;
  sex: SelfIdentifiedSex | null;
  raceEthnicity: SelfIdentifiedRace | null;
  /** What a client did with the entry, once clients can act on candidates (e.g. shortlisted). */
  shortlisted?: boolean;
};

/**
 * What counts as selected. Clients cannot shortlist yet, so the one definition today is being
 * ranked in the top ten of a ranking shown; "shortlisted" joins here when client actions exist.
 */
export type SelectionDefinition = {
  key: string;
  description: string;
  selected: (entry: BiasEntry) => boolean;
};

export const TOP_TEN_SELECTION: SelectionDefinition = {
  key: "ranked-top-10",
  description:
    "Selected means ranked in the top 10 of a ranking shown to a client. Each candidate's appearance in a ranking counts once; clients cannot shortlist yet, so this is the selection the tool itself makes.",
  selected: (entry) => entry.rank <= 10,
};

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
 * voluntary self-identification (none, or a candidate who deleted their account: unknown).
 */
export async function biasReport(selection: SelectionDefinition = TOP_TEN_SELECTION): Promise<BiasReport> {
  const rows = await db()
    .select({
      rankingId: matchingRankingEntries.rankingId,
      rank: matchingRankingEntries.rank,
      sex: candidateSelfIdentification.sex,
      raceEthnicity: candidateSelfIdentification.raceEthnicity,
    })
    .from(matchingRankingEntries)
    .innerJoin(matchingRankings, eq(matchingRankings.id, matchingRankingEntries.rankingId))
    .leftJoin(
      candidateSelfIdentification,
      eq(candidateSelfIdentification.candidateId, matchingRankingEntries.candidateId),
    )
    .where(clientRankings);
  return computeBiasReport(
    rows.map((row) => ({ ...row, sex: row.sex ?? null, raceEthnicity: row.raceEthnicity ?? null })),
    { selection },
  );
}
