import MarkdownIt, { type Token } from "markdown-it";
import { appConfig } from "../config";

/**
 * Blog posts and job descriptions are Markdown written by staff. Raw HTML is off (html: false escapes it), and
 * markdown-it's validateLink drops javascript:, vbscript:, file: and non-image data: URLs, so the
 * output is safe to insert into the page as it is.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

markdown.core.ruler.push("heading_anchors", (state) => {
  const used = new Map<string, number>();
  state.tokens.forEach((token, index) => {
    if (token.type !== "heading_open" && token.type !== "heading_close") return;
    // The page title is the only h1; a "# " heading in a body becomes a section heading.
    if (token.tag === "h1") token.tag = "h2";
    if (token.type === "heading_close") return;
    const base = slugify(plainText(state.tokens[index + 1])) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    token.attrSet("id", seen === 0 ? base : `${base}-${seen + 1}`);
  });
});

const renderLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet("href");
  if (token && typeof href === "string" && isExternal(href, String(env?.siteOrigin))) {
    token.attrSet("rel", "noopener noreferrer");
  }
  return renderLinkOpen
    ? renderLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/** Safe HTML for a post body or a job description; links to other sites get rel="noopener noreferrer". */
export function renderMarkdown(body: string, siteUrl: string = appConfig().APP_URL): string {
  return markdown.render(body, { siteOrigin: new URL(siteUrl).origin });
}

/** "Speed wins more offers than money" → "speed-wins-more-offers-than-money". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child: Token) => child.type === "text" || child.type === "code_inline")
    .map((child: Token) => child.content)
    .join("");
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^([a-z][a-z0-9+.-]*:)?\/\//i.test(href)) return false;
  try {
    return new URL(href, siteOrigin).origin !== siteOrigin;
  } catch {
    return true;
  }
}
