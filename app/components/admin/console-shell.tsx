import {
  BanknoteIcon,
  BriefcaseIcon,
  Building2Icon,
  CalculatorIcon,
  CalendarCheckIcon,
  CalendarClockIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  ClipboardPenIcon,
  DatabaseIcon,
  FileTextIcon,
  GiftIcon,
  HandshakeIcon,
  HeartPulseIcon,
  HistoryIcon,
  KanbanIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  LogOutIcon,
  type LucideIcon,
  MailIcon,
  NewspaperIcon,
  PresentationIcon,
  ReceiptIcon,
  SettingsIcon,
  StarIcon,
  UsersIcon,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import type { AdminSignOut } from "../../../common/admin-auth";

export type ConsoleSection = { to: string; label: string; icon: LucideIcon; end?: boolean };
type Section = ConsoleSection;

/**
 * The console's sections, in the sidebar's order: recruiting, then the placed contractors'
 * workforce, then what the public site shows, then the settings and the audit log.
 */
export const CONSOLE_SECTIONS: readonly Section[] = [
  { to: "/admin", label: "Overview", icon: LayoutDashboardIcon, end: true },
  { to: "/admin/applications", label: "Applications", icon: KanbanIcon },
  { to: "/admin/interviews", label: "Interviews", icon: CalendarClockIcon },
  { to: "/admin/consultations", label: "Consultations", icon: CalendarCheckIcon },
  { to: "/admin/candidate-database", label: "Candidate database", icon: DatabaseIcon },
  { to: "/admin/assessments", label: "Assessments", icon: ClipboardListIcon },
  { to: "/admin/referrals", label: "Referrals", icon: GiftIcon },
  { to: "/admin/clients", label: "Clients", icon: Building2Icon },
  { to: "/admin/requisitions", label: "Requisitions", icon: ClipboardPenIcon },
  { to: "/admin/placements", label: "Placements", icon: HandshakeIcon },
  { to: "/admin/timesheets", label: "Timesheets", icon: ClipboardCheckIcon },
  { to: "/admin/pay-runs", label: "Pay runs", icon: BanknoteIcon },
  { to: "/admin/invoices", label: "Invoices", icon: ReceiptIcon },
  { to: "/admin/documents", label: "Documents", icon: FileTextIcon },
  { to: "/admin/benefits", label: "Benefits", icon: HeartPulseIcon },
  { to: "/admin/support", label: "Support", icon: LifeBuoyIcon },
  { to: "/admin/jobs", label: "Jobs", icon: BriefcaseIcon },
  { to: "/admin/reviews", label: "Reviews", icon: StarIcon },
  { to: "/admin/blog", label: "Blog posts", icon: NewspaperIcon },
  { to: "/admin/webinars", label: "Webinars", icon: PresentationIcon },
  { to: "/admin/messages", label: "Messages", icon: MailIcon },
  { to: "/admin/subscribers", label: "Subscribers", icon: UsersIcon },
  { to: "/admin/settings", label: "Site settings", icon: SettingsIcon },
  { to: "/admin/payroll", label: "Payroll settings", icon: CalculatorIcon },
  { to: "/admin/audit", label: "Audit log", icon: HistoryIcon },
];

/** Sidebar (a top bar of links below 768 px), the admin's name and Sign out, then the page. */
export function ConsoleShell({
  admin,
  children,
  title = "Admin console",
  sections = CONSOLE_SECTIONS,
  logoutPath = "/api/admin/auth/logout",
  loginPath = "/admin/login",
  navLabel = "Admin sections",
}: {
  admin: { name: string; email: string };
  children: ReactNode;
  /** The copilot admin (ADR 0026) has its own title, sections and sign-out. */
  title?: string;
  sections?: readonly Section[];
  logoutPath?: string;
  loginPath?: string;
  navLabel?: string;
}) {
  const [signingOut, setSigningOut] = useState(false);
  async function signOut() {
    setSigningOut(true);
    let next = loginPath;
    try {
      const response = await fetch(logoutPath, { method: "POST", credentials: "same-origin" });
      // The identity provider's sign-out page when it has one (it comes back to /admin/login).
      const body = (await response.json()) as Partial<AdminSignOut>;
      if (typeof body.redirectTo === "string") next = body.redirectTo;
    } catch {
      // Signed out here or not, the sign-in page is the place to go.
    } finally {
      window.location.assign(next);
    }
  }
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 md:flex-row">
      <a
        href="#console-main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="border-slate-200 border-b bg-white md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-2 p-4 md:block md:p-6">
          <p className="font-bold text-lg text-slate-900">{title}</p>
          <div className="text-right text-slate-600 text-sm md:mt-2 md:text-left">
            <p className="font-medium text-slate-900" data-testid="admin-name">
              {admin.name}
            </p>
            <p className="hidden break-all md:block">{admin.email}</p>
          </div>
        </div>
        <nav aria-label={navLabel} className="px-2 pb-2 md:px-4">
          <ul className="flex gap-1 relative overflow-x-auto md:flex-col md:overflow-visible">
            {sections.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ocean-700",
                      isActive ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-4 pb-4 md:px-6">
          <button
            type="button"
            onClick={signOut}
            disabled={signingOut}
            className="flex items-center gap-2 rounded-md px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean-700 disabled:opacity-60"
          >
            <LogOutIcon aria-hidden="true" className="size-4" />
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      </aside>
      <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 p-4 sm:p-8">
        {children}
      </main>
    </div>
  );
}
