const CARD = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/** One titled card of the candidate dashboard: a section named by its heading (`id`). */
export function DashboardCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}
