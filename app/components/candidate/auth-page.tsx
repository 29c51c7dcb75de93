import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Notice } from "~/components/ui/notice";

/** A message above the page's form: what the last attempt came to. */
export type AuthPageNotice = { tone: ComponentProps<typeof Notice>["tone"]; text: ReactNode };

/** The frame of the candidate sign-in pages: a centred card with an icon, a title and a lead. */
export function AuthPage({
  icon: Icon,
  title,
  lead,
  notice,
  children,
  aside,
}: {
  icon: LucideIcon;
  title: string;
  lead: ReactNode;
  notice?: AuthPageNotice | null;
  children: ReactNode;
  /** Shown under the card (help cards, say). */
  aside?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
          <div className="mt-2 text-slate-600 text-sm">{lead}</div>
        </div>
        <div className="mt-8">
          {notice ? (
            <Notice tone={notice.tone} className="mb-6">
              {notice.text}
            </Notice>
          ) : null}
          {children}
        </div>
      </div>
      {aside ? <div className="mx-auto mt-10 w-full max-w-4xl">{aside}</div> : null}
    </div>
  );
}

/** A text link in the candidate pages' brand colour, underlined so it never relies on colour alone. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </Link>
  );
}
