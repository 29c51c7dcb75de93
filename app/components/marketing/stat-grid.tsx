import { cn } from "~/lib/utils";

export type Stat = { value: string; label: string; description?: string };

/** Figures as a description list: the value large, its label below (read as "label: value"). */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <dt className="order-2 mt-2 font-semibold text-slate-900">{stat.label}</dt>
          <dd className="order-1 font-bold text-4xl text-brand-700 tracking-tight">{stat.value}</dd>
          {stat.description ? (
            <dd className="order-3 mt-2 text-slate-600 text-sm leading-6">{stat.description}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
