import { PARAM_LABELS } from "./job-filter-options";
import type { IgnoredParam } from "./job-links";

/** The page asked for lay past the last one; the last page is shown instead. */
export type PastLastPage = { requested: number; shown: number };

/** A pasted essay in the address should not fill the note. */
const VALUE_SHOWN_MAX = 40;

function quoted(value: string): string {
  return `“${value.length > VALUE_SHOWN_MAX ? `${value.slice(0, VALUE_SHOWN_MAX)}…` : value}”`;
}

function explain({ name, value }: IgnoredParam): string {
  if (name === "page") return `${quoted(value)} is not a page number, so the first page is shown.`;
  return `${PARAM_LABELS[name]} ${quoted(value)} is not a choice this search knows, so it was left out.`;
}

/**
 * Says which parts of a shared or hand-edited address could not be used; the results shown are
 * those of the rest of the search.
 */
export function IgnoredParamsNote({
  ignored,
  pastLastPage,
}: {
  ignored: IgnoredParam[];
  pastLastPage?: PastLastPage;
}) {
  if (ignored.length === 0 && !pastLastPage) return null;
  return (
    <div
      role="note"
      className="mt-6 rounded-xl border border-amber-300 border-l-4 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">Part of this search could not be used</p>
      <ul className="mt-1 space-y-1 text-sm">
        {ignored.map((param) => (
          <li key={param.name}>{explain(param)}</li>
        ))}
        {pastLastPage ? (
          <li>{`There is no page ${pastLastPage.requested} of these results; page ${pastLastPage.shown} is the last one.`}</li>
        ) : null}
      </ul>
    </div>
  );
}
