import { type SyntheticEvent, useState } from "react";

export type MapState = { name: string; path: string; served: boolean };

/** Precomputed on the server (coverage-map.server.ts): the browser gets path strings, never the atlas. */
export type CoverageMapData = { width: number; height: number; states: MapState[] };

const HINT = "Point to or tab to a highlighted state to see its name.";

function servedStateName(event: SyntheticEvent): string | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest("[data-served]")?.getAttribute("data-state") ?? null;
}

/**
 * The US map with the served states highlighted. Everything works without JavaScript: each served
 * state is focusable and named by its <title> (also the hover tooltip), and focus restyles it. Once
 * hydrated, the caption also names the state under the pointer or keyboard focus.
 */
export function CoverageMap({ map }: { map: CoverageMapData }) {
  const [activeState, setActiveState] = useState<string | null>(null);
  const servedCount = map.states.filter((state) => state.served).length;
  const showActiveState = (event: SyntheticEvent) => setActiveState(servedStateName(event));
  const clearActiveState = () => setActiveState(null);

  return (
    <figure>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the map's states */}
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        width={map.width}
        height={map.height}
        role="group"
        aria-label={`Map of the United States with the ${servedCount} states we serve highlighted`}
        className="h-auto w-full [&_path]:[vector-effect:non-scaling-stroke]"
        onFocus={showActiveState}
        onBlur={clearActiveState}
        onPointerOver={showActiveState}
        onPointerLeave={clearActiveState}
      >
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the group and its unserved states are not focusable */}
        <g aria-hidden="true" className="fill-slate-200 stroke-white">
          {map.states
            .filter((state) => !state.served)
            .map((state) => (
              <path key={state.name} d={state.path} data-state={state.name} />
            ))}
        </g>
        {/* Classes on the group, not on each of the 21 paths: fewer bytes in the HTML. */}
        <g className="fill-brand-700 stroke-white [&>path]:cursor-default [&>path]:outline-none [&>path]:transition-colors [&>path]:hover:fill-sun-400 [&>path]:hover:stroke-slate-950 [&>path]:hover:stroke-2 [&>path]:focus-visible:fill-sun-400 [&>path]:focus-visible:stroke-slate-950 [&>path]:focus-visible:stroke-3 motion-reduce:[&>path]:transition-none">
          {map.states
            .filter((state) => state.served)
            .map((state) => (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focusable only so keyboard users can reach each served state and hear or see its name
              <path
                key={state.name}
                d={state.path}
                role="img"
                tabIndex={0}
                data-served=""
                data-state={state.name}
              >
                <title>{state.name}</title>
              </path>
            ))}
        </g>
      </svg>
      <figcaption className="mt-4 flex flex-col gap-3 text-slate-700 text-sm sm:flex-row sm:items-center sm:justify-between">
        <span className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3.5 rounded-sm bg-brand-700" />
            States we serve
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-3.5 rounded-sm bg-slate-200 ring-1 ring-slate-300" />
            Other states
          </span>
        </span>
        {/* Screen readers already hear each state's name on focus; this repeats it for sighted users. */}
        <span aria-hidden="true" className="min-h-6 sm:text-right">
          {activeState ? (
            <>
              <strong className="font-semibold text-slate-900">{activeState}</strong>: one of the states we
              serve
            </>
          ) : (
            HINT
          )}
        </span>
      </figcaption>
    </figure>
  );
}
