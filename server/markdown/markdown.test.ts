import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "./markdown";

const SITE = "https://sunshinestaffing.example";
const render = (body: string) => renderMarkdown(body, SITE);

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and typographic quotes", () => {
    const html = render('## Plan ahead\n\nSay "yes" -- *now*.\n\n- One\n- Two');
    expect(html).toContain('<h2 id="plan-ahead">Plan ahead</h2>');
    expect(html).toContain("<p>Say “yes” – <em>now</em>.</p>");
    expect(html).toContain("<ul>\n<li>One</li>\n<li>Two</li>\n</ul>");
  });

  it("escapes raw HTML instead of rendering it", () => {
    const html = render('<script>alert("x")</script>\n\nHi <img src=x onerror=alert(1)> there');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("drops javascript:, vbscript: and data: links", () => {
    const html = render(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](vbscript:x) [d](data:text/html;base64,PHNjcmlwdD4=) <javascript:alert(1)>",
    );
    expect(html).not.toMatch(/href="(javascript|vbscript|data):/i);
    expect(html).not.toContain("<a ");
  });

  it("marks links to other sites noopener noreferrer and leaves our own alone", () => {
    const html = render(
      "[BLS](https://www.bls.gov/oes/) [jobs](/jobs) [apply](https://sunshinestaffing.example/apply) https://www.floridajobs.org",
    );
    expect(html).toContain('<a href="https://www.bls.gov/oes/" rel="noopener noreferrer">BLS</a>');
    expect(html).toContain('<a href="/jobs">jobs</a>');
    expect(html).toContain('<a href="https://sunshinestaffing.example/apply">apply</a>');
    expect(html).toContain(
      '<a href="https://www.floridajobs.org" rel="noopener noreferrer">https://www.floridajobs.org</a>',
    );
  });

  it("gives every heading a unique id and turns a body h1 into an h2", () => {
    const html = render("# Intro\n\n## Q&A: pay, hours\n\n## Q&A: pay, hours\n\n### Café `ATS` tips");
    expect(html).toContain('<h2 id="intro">Intro</h2>');
    expect(html).not.toContain("<h1");
    expect(html).toContain('<h2 id="q-a-pay-hours">');
    expect(html).toContain('<h2 id="q-a-pay-hours-2">');
    expect(html).toContain('<h3 id="cafe-ats-tips">');
  });
});

describe("slugify", () => {
  it("makes URL-safe anchors", () => {
    expect(slugify("Speed wins more offers than money")).toBe("speed-wins-more-offers-than-money");
    expect(slugify("  ¿Qué pasa?  ")).toBe("que-pasa");
    expect(slugify("!!!")).toBe("");
  });
});
