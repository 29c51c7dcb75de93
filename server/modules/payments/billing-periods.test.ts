import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addOneMonth, prorate } from "./billing-periods";

const PRICES = [14_900, 39_900, 89_900];
const period = fc
  .record({
    start: fc.date({
      min: new Date("2025-01-01T00:00:00Z"),
      max: new Date("2030-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    from: fc.constantFrom(...PRICES),
    to: fc.constantFrom(...PRICES),
  })
  .map(({ start, share, from, to }) => {
    const end = addOneMonth(start);
    const at = new Date(start.getTime() + Math.round((end.getTime() - start.getTime()) * share));
    return { fromMonthlyCents: from, toMonthlyCents: to, periodStart: start, periodEnd: end, at };
  });

describe("proration of a plan change", () => {
  it("is the new plan's remaining time less the old plan's unused time, never more than the price difference", () => {
    fc.assert(
      fc.property(period, (input) => {
        const { unusedCents, remainingCents, netCents, remainingShare } = prorate(input);
        expect(netCents).toBe(unusedCents + remainingCents);
        expect(unusedCents).toBeLessThanOrEqual(0);
        expect(remainingCents).toBeGreaterThanOrEqual(0);
        expect(Math.abs(netCents)).toBeLessThanOrEqual(
          Math.abs(input.toMonthlyCents - input.fromMonthlyCents) + 1,
        );
        expect(
          Math.abs(netCents - (input.toMonthlyCents - input.fromMonthlyCents) * remainingShare),
        ).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("charges for an upgrade, credits a downgrade, and costs nothing for the same price", () => {
    fc.assert(
      fc.property(period, (input) => {
        const { netCents } = prorate(input);
        if (input.toMonthlyCents === input.fromMonthlyCents) expect(netCents).toBe(0);
        if (input.toMonthlyCents > input.fromMonthlyCents) expect(netCents).toBeGreaterThanOrEqual(0);
        if (input.toMonthlyCents < input.fromMonthlyCents) expect(netCents).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("is the whole difference at the period's start and nothing at or after its end", () => {
    fc.assert(
      fc.property(period, (input) => {
        const atStart = prorate({ ...input, at: input.periodStart });
        expect(atStart.netCents).toBe(input.toMonthlyCents - input.fromMonthlyCents);
        expect(prorate({ ...input, at: input.periodEnd }).netCents).toBe(0);
        expect(prorate({ ...input, at: new Date(input.periodEnd.getTime() + 86_400_000) }).netCents).toBe(0);
      }),
    );
  });

  it("undoing a change at the same instant returns the money (to a cent per line of rounding)", () => {
    fc.assert(
      fc.property(period, (input) => {
        const there = prorate(input).netCents;
        const back = prorate({
          ...input,
          fromMonthlyCents: input.toMonthlyCents,
          toMonthlyCents: input.fromMonthlyCents,
        }).netCents;
        expect(there + back).toBe(0);
      }),
    );
  });

  it("Starter to Growth halfway through a 30-day month is $125.00", () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const result = prorate({
      fromMonthlyCents: 14_900,
      toMonthlyCents: 39_900,
      periodStart: start,
      periodEnd: new Date("2026-12-01T00:00:00Z"),
      at: new Date("2026-11-16T00:00:00Z"),
    });
    expect(result).toEqual({
      unusedCents: -7_450,
      remainingCents: 19_950,
      netCents: 12_500,
      remainingShare: 0.5,
    });
  });
});

describe("a monthly period", () => {
  it("ends on the same day next month, or that month's last day", () => {
    expect(addOneMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addOneMonth(new Date("2028-01-31T10:00:00Z")).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});
