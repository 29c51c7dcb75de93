import { cn } from "~/lib/utils";

/** Initials of a full name: first and last word, e.g. "Maria Elena Vargas" → "MV". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A decorative portrait stand-in: initials on a warm gradient. The person's name is given in text nearby. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-20 shrink-0 select-none items-center justify-center rounded-full bg-gradient-to-br from-brand-700 to-brand-900 font-bold text-2xl text-white tracking-wide ring-4 ring-brand-100",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
