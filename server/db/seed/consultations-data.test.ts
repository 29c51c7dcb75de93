import { describe, expect, it } from "vitest";
import { agencyHolidays, demoHolidayRows } from "./consultations-data";

describe("agencyHolidays", () => {
  it("puts each holiday on its day, a weekend one on the Friday before or the Monday after", () => {
    expect(agencyHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-05-25", name: "Memorial Day" },
      { date: "2026-07-03", name: "Independence Day" },
      { date: "2026-09-07", name: "Labor Day" },
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-12-25", name: "Christmas Day" },
    ]);
    expect(agencyHolidays(2027).map((holiday) => holiday.date)).toEqual([
      "2027-01-01",
      "2027-05-31",
      "2027-07-05",
      "2027-09-06",
      "2027-11-25",
      "2027-12-24",
    ]);
  });

  it("seeds this year's and next year's", () => {
    const rows = demoHolidayRows("2026-11-26");
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.date)).size).toBe(12);
    expect(rows.at(-1)).toEqual({ date: "2027-12-24", name: "Christmas Day" });
  });
});
