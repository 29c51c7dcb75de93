import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Shared look of text controls; aria-invalid turns the border red (WCAG: not colour alone, the message says it). */
export const controlClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1 disabled:opacity-60 aria-invalid:border-red-700";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, "h-11", className)} {...props} />;
}
