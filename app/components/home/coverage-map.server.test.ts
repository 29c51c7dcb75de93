import { describe, expect, it, vi } from "vitest";
import { SERVED_STATES } from "../../../common/coverage";
import { buildCoverageMap, coverageMapOrNull, simplifyArc } from "./coverage-map.server";

const ALL_STATES_AND_DC = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "District of Columbia",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
];

describe("buildCoverageMap", () => {
  const map = buildCoverageMap();

  it("draws all 50 states and DC on the atlas's 975 × 610 canvas", () => {
    expect(map).toMatchObject({ width: 975, height: 610 });
    expect(map.states.map((state) => state.name).sort()).toEqual(ALL_STATES_AND_DC);
  });

  it("highlights exactly SPEC's 21 states, last and in SPEC's order", () => {
    const served = map.states.filter((state) => state.served).map((state) => state.name);
    expect(served).toEqual([...SERVED_STATES]);
    expect(map.states.slice(-21).every((state) => state.served)).toBe(true);
  });

  it("gives every state a closed outline in whole canvas units", () => {
    for (const state of map.states) {
      expect(state.path, state.name).toMatch(/^M[\d,\-MLZ]+Z$/);
      const numbers = state.path.match(/-?\d+/g)?.map(Number) ?? [];
      expect(numbers.length, state.name).toBeGreaterThanOrEqual(6);
      // The Aleutian Islands reach a little past the canvas's left edge, as in the atlas itself.
      expect(
        numbers.every((value) => value >= -58 && value <= 975),
        state.name,
      ).toBe(true);
    }
  });

  it("stays small enough to send with the page", () => {
    const bytes = map.states.reduce((total, state) => total + state.path.length, 0);
    expect(bytes).toBeLessThan(25_000);
  });

  it("fails loudly when the atlas lacks a served state", () => {
    const atlas = {
      type: "Topology" as const,
      arcs: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
      ],
      objects: {
        states: {
          type: "GeometryCollection" as const,
          geometries: [{ type: "Polygon" as const, arcs: [[0]], properties: { name: "Florida" } }],
        },
      },
    };
    expect(() => buildCoverageMap(atlas)).toThrow(/missing from the atlas: Alabama/);
  });
});

describe("coverageMapOrNull", () => {
  it("logs and returns null instead of breaking the page", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = coverageMapOrNull(() => {
      throw new Error("atlas unreadable");
    });
    expect(result).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Coverage map"), expect.any(Error));
    log.mockRestore();
  });
});

describe("simplifyArc", () => {
  it("drops points closer to the line than the tolerance and keeps the ends and the corners", () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.1],
      [2, -0.1],
      [3, 0],
      [3, 5],
    ];
    expect(simplifyArc(line, 0.5)).toEqual([
      [0, 0],
      [3, 0],
      [3, 5],
    ]);
  });

  it("keeps a closed ring a ring", () => {
    const ring: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ];
    const simplified = simplifyArc(ring, 0.5);
    expect(simplified[0]).toEqual(simplified.at(-1));
    expect(simplified.length).toBeGreaterThanOrEqual(4);
  });
});
