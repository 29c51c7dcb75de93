import type { ReactNode } from "react";

/** A titled card of the employer portal's pages. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Term and value pairs, side by side from small screens up. */
export function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-900">{term}</dt>
          {/* wrap-anywhere, not break-words: a long email must not widen the grid on a 320 px screen. */}
          <dd className="text-slate-700 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
