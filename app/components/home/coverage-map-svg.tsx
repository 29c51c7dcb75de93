export type MapState = { name: string; path: string; served: boolean };

/** Precomputed on the server (coverage-map.server.ts): the browser gets markup, never the atlas. */
export type CoverageMapData = { width: number; height: number; states: MapState[] };

/**
 * The US map with the served states highlighted, rendered to HTML on the server only
 * (static-sections.server.tsx). Everything works without JavaScript: each served state is focusable
 * and named by its <title> (also the hover tooltip), and focus restyles it.
 */
export function CoverageMapSvg({ map }: { map: CoverageMapData }) {
  const servedCount = map.states.filter((state) => state.served).length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the map's states
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      width={map.width}
      height={map.height}
      role="group"
      aria-label={`Map of the United States with the ${servedCount} states we serve highlighted`}
      className="h-auto w-full [&_path]:[vector-effect:non-scaling-stroke]"
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
  );
}
