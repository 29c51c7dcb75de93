import { AlertCircleIcon, CheckCircle2Icon, InfoIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

const TONES = {
  success: { icon: CheckCircle2Icon, className: "border-green-700/30 bg-green-50 text-green-900" },
  error: { icon: AlertCircleIcon, className: "border-red-700/30 bg-red-50 text-red-900" },
  info: { icon: InfoIcon, className: "border-ocean-700/30 bg-cyan-50 text-slate-900" },
} as const;

/**
 * A message in the page (not a toast): errors are announced at once (role=alert), the rest politely
 * (role=status). The icon and the words carry the meaning, not the colour alone.
 */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-4 text-sm", toneClass, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
