import { renderStaticHtml } from "../static/render-static.server";
import { FooterColumns, FooterLegalBar } from "./footer-sections";
import type { FooterHtml } from "./site-footer";

let rendered: FooterHtml<string> | undefined;

/** Rendered once per process: the footer does not change while it runs (ADR 0003). */
export function siteFooterHtml(): FooterHtml<string> {
  rendered ??= {
    columns: renderStaticHtml(<FooterColumns />),
    legalBar: renderStaticHtml(<FooterLegalBar />),
  };
  return rendered;
}
