import { publicAppUrl } from "~/lib/app-config.server";

/** Crawl the public site; keep portals, the API and the dev mailbox out of search results. */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /candidate/",
    "Disallow: /employer/",
    "Disallow: /copilot/client",
    "Disallow: /copilot/admin",
    "Disallow: /dev/",
    "",
    `Sitemap: ${publicAppUrl()}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
