import type { ReactNode } from "react";

/**
 * A Lucide icon written out (24×24, 2 px round strokes, decorative): for code that would otherwise
 * be the only reason to fetch an icon's chunk. The menu button is in the code every page runs, where
 * an import from lucide-react's index would take every icon the app uses into the shell chunk; the
 * form kit's chunk (scripts/lib/client-chunks.ts) would take in the icons it imports, and with them
 * every page that draws the same icon.
 */
function DrawnIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

/** Lucide's "menu". */
export function MenuIcon({ className }: { className: string }) {
  return (
    <DrawnIcon className={className}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </DrawnIcon>
  );
}

/** Lucide's "chevron-down". */
export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <DrawnIcon className={className}>
      <path d="m6 9 6 6 6-6" />
    </DrawnIcon>
  );
}

/** Lucide's "circle-alert". */
export function CircleAlertIcon({ className }: { className: string }) {
  return (
    <DrawnIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </DrawnIcon>
  );
}
