import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../common/brand";

export type PageSeo = {
  /** The page's own title; the brand name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services". */
  path: string;
  /** Public base URL (root loader's appUrl). */
  appUrl: string;
  type?: "website" | "article";
  image?: string;
  noindex?: boolean;
};

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

/** The public base URL the root loader provides to every page's meta function. */
export function appUrlFrom(matches: readonly MatchWithData[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { appUrl?: string } | undefined;
  return root?.appUrl ?? "";
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  appUrl,
  type = "website",
  image = "/og-image.png",
  noindex,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = `${title} | ${BRAND.name}`;
  const url = `${appUrl}${path}`;
  const imageUrl = image.startsWith("http") ? image : `${appUrl}${image}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
