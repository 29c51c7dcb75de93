import { cn } from "~/lib/utils";

export type Step = { title: string; description: string };

/** A process as an ordered list of numbered cards: one column on phones, up to four side by side. */
export function NumberedSteps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-lg text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600 leading-7">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
