import { FileTextIcon } from "lucide-react";
import { data, Link } from "react-router";
import type { LegalBlock, LegalLink, RichText } from "~/content/legal/types";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { LEGAL_LINKS } from "../../../common/navigation";
import { contactDetails } from "../../../common/site-settings";
import { getSiteSettings } from "../../../server/modules/settings";
import { legalDocumentAt } from "../../content/legal";
import type { Route } from "./+types/legal-page";

/**
 * One module serves the four legal pages (see routes.ts); the path picks the document. The text is
 * built on the server with the company's current contact details, so it ships as HTML, not as code.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  const document = legalDocumentAt(new URL(request.url).pathname, { contact: contactDetails(settings) });
  if (!document) throw data(null, { status: 404 });
  return { document };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { document } = loaderData;
  return pageMeta({
    title: document.title,
    description: document.description,
    path: `/${document.slug}`,
    appUrl: appUrlFrom(matches),
  });
}

/** "2026-11-01" → "November 1, 2026", the same on the server and in every browser. */
function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

const inlineLinkClass =
  "rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 break-words";

function InlineLink({ text, href }: LegalLink) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={inlineLinkClass}>
        {text}
      </Link>
    );
  }
  return (
    <a href={href} className={inlineLinkClass}>
      {text}
    </a>
  );
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed content whose order never changes
      <InlineLink key={index} {...part} />
    ),
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="mt-4 text-slate-700 leading-7">
          <Rich text={block.text} />
        </p>
      );
    case "subheading":
      return <h3 className="mt-8 font-semibold text-lg text-slate-900">{block.text}</h3>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 leading-7 marker:text-brand-700">
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed content whose order never changes
            <li key={index}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <ul className="mt-4 list-disc space-y-3 pl-6 text-slate-700 leading-7 marker:text-brand-700">
          {block.items.map(({ term, text }) => (
            <li key={term}>
              <strong className="font-semibold text-slate-900">{term}:</strong> <Rich text={text} />
            </li>
          ))}
        </ul>
      );
  }
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const otherPolicies = LEGAL_LINKS.filter((link) => link.to !== `/${document.slug}`);

  return (
    <article aria-labelledby="legal-title">
      <header className="border-brand-100 border-b bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="flex items-center gap-2 font-semibold text-brand-800 text-sm uppercase tracking-wider">
            <FileTextIcon aria-hidden="true" className="size-4" />
            Legal
          </p>
          <h1 id="legal-title" className="mt-3 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {document.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 leading-8">{document.summary}</p>
          <p className="mt-6 font-medium text-slate-700 text-sm">
            Last updated: <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
        <nav
          aria-labelledby="toc-heading"
          className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
        >
          <h2 id="toc-heading" className="font-semibold text-slate-900 text-sm uppercase tracking-wider">
            Table of Contents
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm marker:text-slate-600">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-slate-700 leading-6 hover:text-brand-800 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-24 border-slate-200 border-t pt-10 first:mt-0 first:border-t-0 first:pt-0 lg:scroll-mt-28"
            >
              <h2 id={`${section.id}-heading`} className="font-bold text-2xl text-slate-900 tracking-tight">
                <span className="mr-2 text-brand-700" aria-hidden="true">
                  {index + 1}.
                </span>
                {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed content whose order never changes
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}

          <nav aria-labelledby="related-policies" className="mt-12 rounded-2xl bg-slate-50 p-6">
            <h2 id="related-policies" className="font-semibold text-lg text-slate-900">
              Related Policies
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {otherPolicies.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className={inlineLinkClass}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}
