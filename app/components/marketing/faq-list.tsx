import { ChevronDownIcon } from "lucide-react";
import { cn } from "~/lib/utils";

export type Faq = { question: string; answer: string };

/**
 * Questions that open one at a time. Native <details> elements: keyboard accessible (Tab, Enter,
 * Space), answers are in the server-rendered HTML for search engines, and no JavaScript is shipped.
 */
export function FaqList({
  faqs,
  name,
  className,
}: {
  faqs: readonly Faq[];
  name: string;
  className?: string;
}) {
  return (
    <div className={cn("divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white", className)}>
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:text-brand-800 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDownIcon
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-700 leading-7 sm:px-6">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
