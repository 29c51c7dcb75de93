import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Label } from "./label";

/** The id of a field's inline error, for aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** Label, control and the inline error under it (SPEC §5: errors appear under each field). */
export function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
