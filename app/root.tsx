import interLatinHref from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { BRAND } from "../common/brand";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import { isSiteChromeHidden } from "./components/layout/chrome-visibility";
import { DeferredToaster } from "./components/layout/deferred-toaster";
import { siteFooterHtml } from "./components/layout/footer-html.server";
import {
  LazyErrorPage as ErrorPage,
  LazyNotFoundPage as NotFoundPage,
  LazyRequestRefusedPage as RequestRefusedPage,
} from "./components/layout/lazy-error-pages";
import { SiteChrome } from "./components/layout/site-chrome";
import { serverHtml } from "./components/static/document-html.server";
import { publicAppUrl } from "./lib/app-config.server";
import { useNonce } from "./lib/nonce";

/**
 * The public base URL, for canonical links and Open Graph tags in every page's meta, and the
 * footer's static parts as server-rendered HTML (ADR 0003). A page without the footer (the admin
 * console) sends its markup along in full: the footer appears only after a later navigation, and
 * this loader does not run again.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { columns, legalBar } = siteFooterHtml();
  const inDocument = !isSiteChromeHidden(new URL(request.url).pathname);
  const html = (markup: string) => (inDocument ? serverHtml(context, markup) : { html: markup });
  return { appUrl: publicAppUrl(), footerHtml: { columns: html(columns), legalBar: html(legalBar) } };
}

/** Configuration does not change while the process runs. */
export function shouldRevalidate() {
  return false;
}

/**
 * The stylesheet carries a React 19 precedence, so React emits it at the top of <head>. Inter's Latin
 * file is preloaded so it downloads alongside the stylesheet instead of after it; the scripts wait for
 * the first paint (app/lib/scripts-after-first-paint.server.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref, precedence: "default" },
  { rel: "preload", href: interLatinHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** A refused request (415 a form sent as JSON, 405 a page without a form): the client's, not ours. */
function refusedStatus(error: unknown): number | undefined {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 ? error.status : undefined;
}

function errorTitle(error: unknown): string {
  if (isNotFound(error)) return "404 Page Not Found";
  const refused = refusedStatus(error);
  return refused ? `${refused} Request Not Processed` : "Something went wrong";
}

/** Defaults for pages without their own meta, and the titles of the error pages. */
export function meta({ error }: Route.MetaArgs) {
  if (error) {
    return [{ title: `${errorTitle(error)} | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
  }
  return [
    { title: `${BRAND.name} | AI-Driven Staffing & Recruitment in Florida` },
    {
      name: "description",
      content: `${BRAND.name} connects Florida employers with top talent and job seekers with opportunities, from Miami and Fort Lauderdale since ${BRAND.founded}.`,
    },
  ];
}

/** The document around every page, error page included, so header, footer and toasts are always there. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const footerHtml = useRouteLoaderData<typeof loader>("root")?.footerHtml;

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {isSiteChromeHidden(pathname) ? (
          children
        ) : (
          <SiteChrome footerHtml={footerHtml}>{children}</SiteChrome>
        )}
        <DeferredToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error)) return <NotFoundPage />;
  const refused = refusedStatus(error);
  if (refused) {
    // Only our own thrown messages (strings) are shown; React Router's internal ones are for developers.
    const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
    return <RequestRefusedPage status={refused} message={message} />;
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage details={details} />;
}
