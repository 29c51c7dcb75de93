import { AlertTriangleIcon, CheckCircleIcon, XCircleIcon } from "lucide-react";
import type { EmailCheckState } from "~/lib/use-email-check";
import { cn } from "~/lib/utils";

const LOOKS = {
  Valid: { Icon: CheckCircleIcon, className: "text-green-700" },
  Invalid: { Icon: XCircleIcon, className: "text-red-700" },
  Risky: { Icon: AlertTriangleIcon, className: "text-amber-800" },
} as const;

/**
 * The live email check's line under the email field (SPEC §5): a polite live region, so screen
 * readers hear the verdict without losing their place. Colours are AA on white; the icon and the
 * words carry the meaning too.
 */
export function EmailCheckStatus({ id, state }: { id: string; state: EmailCheckState }) {
  const look = state.status === "done" && state.verdict ? LOOKS[state.verdict] : null;
  return (
    <p
      id={id}
      aria-live="polite"
      data-verdict={state.status === "done" ? (state.verdict ?? "unavailable") : state.status}
      className={cn(
        "flex min-h-5 items-center gap-1.5 text-sm",
        look ? look.className : "text-slate-600",
        state.status === "idle" && "sr-only",
      )}
    >
      {look ? <look.Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      {state.status === "idle" ? null : state.message}
    </p>
  );
}
