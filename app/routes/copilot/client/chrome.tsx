import { Link, Outlet } from "react-router";
import { BRAND } from "../../../../common/brand";

/**
 * The AI hiring assistant's client area shows neither the site's header nor its footer (SPEC §2), so
 * every /copilot/client page gets its landmarks here: a skip link, a slim banner naming the product
 * and the page's <main>.
 */
export default function CopilotClientChrome() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]"
      >
        Skip to main content
      </a>
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {BRAND.name}
            <span className="ml-2 font-medium text-brand-700">AI Hiring Assistant</span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
