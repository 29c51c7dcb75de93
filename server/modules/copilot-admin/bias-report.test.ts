import { describe, expect, it } from "vitest";
import { type BiasEntry, computeBiasReport, SHORTLIST_SELECTION } from "./bias-report";

const entry = (
  rank: number,
  sex: BiasEntry["sex"],
  raceEthnicity: BiasEntry["raceEthnicity"] = null,
): BiasEntry => ({
  rankingId: rank <= 12 ? "r1" : "r2",
  rank,
  sex,
  raceEthnicity,
});

describe("computeBiasReport", () => {
  it("rates each group by the top-10 rule and compares it with the most selected group", () => {
    // Women: ranks 1-4 and 11-12 (4 of 6 selected); men: ranks 5-10 and 13-16 (6 of 10).
    const entries = [
      ...[1, 2, 3, 4, 11, 12].map((rank) => entry(rank, "female", "hispanic_latino")),
      ...[5, 6, 7, 8, 9, 10, 13, 14, 15, 16].map((rank) => entry(rank, "male", "hispanic_latino")),
    ];
    const report = computeBiasReport(entries);
    expect(report).toMatchObject({ rankings: 2, entries: 16, selected: 10, minimumGroupSize: 5 });
    const [sex] = report.tables;
    expect(sex?.rows).toEqual([
      {
        key: "female",
        label: "Female",
        reportable: true,
        total: 6,
        selected: 4,
        selectionRate: 4 / 6,
        impactRatio: 1,
      },
      {
        key: "male",
        label: "Male",
        reportable: true,
        total: 10,
        selected: 6,
        selectionRate: 0.6,
        impactRatio: 0.6 / (4 / 6),
      },
    ]);
  });

  it("withholds every number of a group under the minimum, and leaves it out of the highest rate", () => {
    const entries = [
      ...[11, 12, 13, 14, 15].map((rank) => entry(rank, "male")),
      ...[1, 2, 3, 4].map((rank) => entry(rank, "female")),
      entry(5, null),
    ];
    const [sex] = computeBiasReport(entries).tables;
    expect(sex?.rows.find((row) => row.key === "female")).toMatchObject({
      reportable: false,
      total: null,
      selectionRate: null,
      impactRatio: null,
    });
    // The one reportable group selected nobody: a rate of 0, and no ratio to compare with.
    expect(sex?.rows.find((row) => row.key === "male")).toMatchObject({
      selectionRate: 0,
      impactRatio: null,
    });
    expect(sex?.unknown).toBe(1);
  });

  it("takes another selection definition: the client's shortlist", () => {
    const entries = [1, 2, 3, 4, 5].map((rank) => ({
      ...entry(rank, "female" as const),
      shortlisted: rank === 5,
    }));
    const report = computeBiasReport(entries, { selection: SHORTLIST_SELECTION });
    expect(report.selection).toEqual({ key: "shortlisted", description: SHORTLIST_SELECTION.description });
    expect(report.entriesAre).toBe("order-candidates");
    expect(report.tables[0]?.rows[0]).toMatchObject({
      total: 5,
      selected: 1,
      selectionRate: 0.2,
      impactRatio: 1,
    });
  });
});
