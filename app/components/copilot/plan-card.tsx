import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { type CopilotPlan, formatPlanPrice, planInclusions } from "../../../common/copilot-plans";

/**
 * A plan as the landing page and the subscribe page show it: name, monthly price, summary and what
 * it includes, then the page's own action (`children`), in a list item.
 */
export function PlanCard({
  plan,
  className,
  children,
}: {
  plan: CopilotPlan;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={cn("flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)}>
      <h3 className="font-semibold text-lg text-slate-900">{plan.name}</h3>
      <p className="mt-2">
        <span className="font-bold text-3xl text-slate-900">{formatPlanPrice(plan.monthlyPriceCents)}</span>
        <span className="text-slate-600"> a month</span>
      </p>
      <p className="mt-2 text-slate-600">{plan.summary}</p>
      <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-slate-700 text-sm">
        {planInclusions(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}
