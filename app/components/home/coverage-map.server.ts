import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { SERVED_STATES } from "../../../common/coverage";
import type { CoverageMapData, MapState } from "./coverage-map-svg";

/** us-atlas's states-albers-10m.json is already projected (Albers USA) onto a 975 × 610 canvas. */
const ATLAS_FILE = "us-atlas/states-albers-10m.json";
const WIDTH = 975;
const HEIGHT = 610;

/**
 * Detail finer than about one unit of the 975-wide canvas (under a pixel wherever the page shows the
 * map) is dropped and coordinates are rounded to whole units: ~23 KB of paths instead of ~100 KB,
 * which matters because the hydration data repeats them.
 */
const SIMPLIFY_TOLERANCE = 1;

type Point = [number, number];
type StateProperties = { name: string };

function loadAtlas(): Topology {
  const file = createRequire(import.meta.url).resolve(ATLAS_FILE);
  return JSON.parse(readFileSync(file, "utf8")) as Topology;
}

/** Quantized, delta-encoded arcs → absolute canvas coordinates. */
function decodeArcs(topology: Topology): Point[][] {
  const transform = topology.transform;
  const [scaleX, scaleY] = transform?.scale ?? [1, 1];
  const [translateX, translateY] = transform?.translate ?? [0, 0];
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx = 0, dy = 0]) => {
      x = transform ? x + dx : dx;
      y = transform ? y + dy : dy;
      return [x * scaleX + translateX, y * scaleY + translateY];
    });
  });
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Douglas–Peucker on one arc, keeping its ends. Neighbouring states share arcs in TopoJSON, so
 * simplifying arcs (not each state's outline) keeps common borders identical: no gaps, no overlaps.
 */
export function simplifyArc(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = first + 1; index < last; index++) {
      const distance = distanceToSegment(
        points[index] as Point,
        points[first] as Point,
        points[last] as Point,
      );
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/**
 * SVG path strings for the 50 states and DC, served ones flagged. Unserved states come first so the
 * highlighted ones (and their focus styles) paint on top; served states follow SPEC's order, which is
 * also their keyboard order.
 */
export function buildCoverageMap(topology: Topology = loadAtlas()): CoverageMapData {
  const statesObject = topology.objects.states as GeometryCollection<StateProperties> | undefined;
  if (statesObject?.type !== "GeometryCollection") throw new Error("The atlas has no states collection.");

  const simplified: Topology = {
    type: "Topology",
    objects: topology.objects,
    arcs: decodeArcs(topology).map((arc) => simplifyArc(arc, SIMPLIFY_TOLERANCE)),
  };
  const collection = feature(simplified, statesObject);
  const path = geoPath(null).digits(0);

  const served = new Set<string>(SERVED_STATES);
  const states = new Map<string, MapState>();
  for (const state of collection.features) {
    const name = state.properties?.name;
    const d = path(state);
    if (!name || !d) throw new Error(`A state in the atlas has no name or outline (${name ?? "unnamed"}).`);
    states.set(name, { name, path: d, served: served.has(name) });
  }

  const missing = SERVED_STATES.filter((name) => !states.has(name));
  if (missing.length > 0) throw new Error(`Served states missing from the atlas: ${missing.join(", ")}`);

  const others = [...states.values()].filter((state) => !state.served);
  const highlighted = SERVED_STATES.map((name) => states.get(name) as MapState);
  return { width: WIDTH, height: HEIGHT, states: [...others, ...highlighted] };
}

/** Builds the map, or logs why it cannot and returns null: the map must never break the page. */
export function coverageMapOrNull(build: () => CoverageMapData = buildCoverageMap): CoverageMapData | null {
  try {
    return build();
  } catch (error) {
    console.error("Coverage map could not be built; the home page shows it without the map.", error);
    return null;
  }
}

let cached: CoverageMapData | undefined;

/** The map for the home page loader, computed once per process (a failure is retried next time). */
export function loadCoverageMap(): CoverageMapData | null {
  cached ??= coverageMapOrNull() ?? undefined;
  return cached ?? null;
}
