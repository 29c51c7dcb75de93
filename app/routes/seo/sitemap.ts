import { publicAppUrl } from "~/lib/app-config.server";
import { renderSitemap, sitemapEntries } from "../../../server/modules/seo/sitemap";

export async function loader() {
  const xml = renderSitemap(publicAppUrl(), await sitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
