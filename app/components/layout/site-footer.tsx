import { ServerHtml, type ServerHtmlRef } from "~/components/static/server-html";
import { NewsletterForm } from "./newsletter-form";

/** The footer's static parts as HTML (footer-html.server.tsx renders them). */
export type FooterHtml<Html = ServerHtmlRef> = { columns: Html; legalBar: Html };

/**
 * The footer: its static parts come as HTML the server rendered (root loader), so only the
 * newsletter form is code the browser runs. Without that HTML (the root loader failed) the
 * newsletter form still shows.
 */
export function SiteFooter({ html }: { html?: FooterHtml }) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        {html ? <ServerHtml html={html.columns} className="contents" /> : null}
        <div className="col-span-2 lg:col-span-4">
          <NewsletterForm />
        </div>
      </div>
      {html ? <ServerHtml html={html.legalBar} /> : null}
    </footer>
  );
}
