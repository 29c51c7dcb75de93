import { renderStaticHtml } from "../static/render-static.server";
import { LoginHelpCards } from "./login-help-cards";

let rendered: string | undefined;

/** The sign-in page's help cards as HTML, rendered once per process (ADR 0003). */
export function loginHelpCardsHtml(): string {
  rendered ??= renderStaticHtml(<LoginHelpCards />);
  return rendered;
}
