import { LogOutIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export type PortalLink = { to: string; label: string };

/**
 * A portal's frame (candidate, employer): its name, who is signed in, its navigation and Sign out.
 * The links are the portal's own (not in common/navigation: every public page ships that file).
 */
export function PortalShell({
  portalName,
  personName,
  detail,
  links,
  onSignOut,
  signingOut,
  children,
}: {
  portalName: string;
  personName: string;
  /** Under the name: the email, or the company. */
  detail: string;
  links: readonly PortalLink[];
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 grid-cols-[minmax(0,1fr)] lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8 lg:py-12">
      <aside className="min-w-0 space-y-4">
        <div className="rounded-xl bg-slate-900 p-4 text-white">
          <p className="text-slate-300 text-xs uppercase tracking-wider">{portalName}</p>
          <p className="mt-1 break-words font-semibold">{personName}</p>
          <p className="break-all text-slate-300 text-sm">{detail}</p>
        </div>
        <nav aria-label={portalName}>
          <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            {links.map(({ to, label }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-lg px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-700",
                      isActive
                        ? "bg-brand-700 text-white"
                        : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="outline" className="w-full" onClick={onSignOut} disabled={signingOut}>
          <LogOutIcon aria-hidden="true" />
          {signingOut ? "Signing out..." : "Sign out"}
        </Button>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
