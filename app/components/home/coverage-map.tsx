import { type SyntheticEvent, useState } from "react";
import { ServerHtml, type ServerHtmlRef } from "~/components/static/server-html";

const HINT = "Point to or tab to a highlighted state to see its name.";

function servedStateName(event: SyntheticEvent): string | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest("[data-served]")?.getAttribute("data-state") ?? null;
}

/**
 * The US map (coverage-map-svg.tsx, server-rendered markup: its path strings are in the page once)
 * and its caption. Once hydrated, the caption also names the served state under the pointer or
 * keyboard focus.
 */
export function CoverageMap({ svg }: { svg: ServerHtmlRef }) {
  const [activeState, setActiveState] = useState<string | null>(null);
  const showActiveState = (event: SyntheticEvent) => setActiveState(servedStateName(event));
  const clearActiveState = () => setActiveState(null);

  return (
    <figure>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the states inside are the focusable elements; this only listens */}
      <div
        onFocus={showActiveState}
        onBlur={clearActiveState}
        onPointerOver={showActiveState}
        onPointerLeave={clearActiveState}
      >
        <ServerHtml html={svg} />
      </div>
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
