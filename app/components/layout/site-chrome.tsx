import type { ReactNode } from "react";
import { type FooterHtml, SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Skip link, header, the page's <main id="main"> and footer around every public page. Pages
 * render their content only, without a <main> of their own. Areas without this chrome (see
 * chrome-visibility.ts) render their own landmarks.
 */
export function SiteChrome({ children, footerHtml }: { children: ReactNode; footerHtml?: FooterHtml }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter html={footerHtml} />
    </div>
  );
}
