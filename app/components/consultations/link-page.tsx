import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice } from "~/components/ui/notice";
import { CONSULTATION_PAGES } from "../../../common/consultations";

/** What the emailed links' pages show when the server refuses the link (404, 403, 410, 429). */
export type LinkRefusal = { state: "refused"; title: string; message: string };

const REFUSAL_TITLES: Partial<Record<number, string>> = {
  403: "This link cannot do that",
  404: "This link is not valid",
  410: "This link can no longer be used",
  429: "Too many attempts",
};

export function linkRefusal(status: number, message: string): LinkRefusal {
  return { state: "refused", title: REFUSAL_TITLES[status] ?? "This link can no longer be used", message };
}

export const LINK_CLASS = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The frame of the reschedule and cancel pages: a narrow column under a plain heading. */
export function LinkPageLayout({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:px-6 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      <div className="space-y-6">{children}</div>
    </div>
  );
}

/** The refused link: why, and where to go instead. */
export function RefusedLink({ refusal }: { refusal: LinkRefusal }) {
  return (
    <LinkPageLayout>
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{refusal.title}</h1>
      <Notice tone="error">{refusal.message}</Notice>
      <p className="text-slate-700">
        You can{" "}
        <Link to={CONSULTATION_PAGES.booking} className={LINK_CLASS}>
          book a new consultation
        </Link>{" "}
        or{" "}
        <Link to="/contact" className={LINK_CLASS}>
          contact us
        </Link>
        .
      </p>
    </LinkPageLayout>
  );
}
