import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n"/></head><body><p>rel="modulepreload"</p>' +
  '<script nonce="n" type="module" async="">import "/a.js";</script></body></html>';

function transformed(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint("n0nce")));
}

describe("scriptsAfterFirstPaint", () => {
  it("drops the hints, holds the module script back and adds the loader, with the nonce, before </body>", async () => {
    const output = await transformed([html]);
    expect(output).toContain('<head><link rel="stylesheet" href="/a.css"/></head>');
    expect(output).toContain('<script nonce="n" type="module-after-paint" async="">import "/a.js";</script>');
    expect(output).toContain('<p>rel="modulepreload"</p>');
    expect(output).toMatch(
      /<script nonce="n0nce">\(function \(\) \{[\s\S]+\}\)\(\);<\/script><\/body><\/html>$/,
    );
  });

  it("finds every pattern split across chunks at every position", async () => {
    const whole = await transformed([html]);
    for (let cut = 1; cut < html.length; cut++) {
      expect(await transformed([html.slice(0, cut), html.slice(cut)])).toBe(whole);
    }
  });

  it("keeps a UTF-8 character split across chunks intact", async () => {
    const bytes = Buffer.from("<p>Café ✓</p>");
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7, 11), bytes.subarray(11)];
    expect(await transformed(chunks)).toBe("<p>Café ✓</p>");
  });

  it("passes through text that ends in what looks like the start of a pattern", async () => {
    expect(await transformed(["<p>a</p>", "<link rel="])).toBe("<p>a</p><link rel=");
  });

  it("restores the script after the first frame, or at once in a hidden tab", async () => {
    const output = await transformed([html]);
    const loader = /<script nonce="n0nce">([\s\S]+?)<\/script><\/body>/.exec(output)?.[1] ?? "";
    for (const visibilityState of ["visible", "hidden"]) {
      const page = fakeDocument(visibilityState);
      runInNewContext(loader, page.globals);
      expect(page.loaded()).toBe(visibilityState === "hidden");
      page.runFrameAndTasks();
      expect(page.loaded()).toBe(true);
      expect(page.inserted).toEqual([
        { tag: "script", type: "module", async: true, nonce: "n", textContent: 'import "/a.js";' },
      ]);
    }
  });
});

/** Just enough of a document for the loader: one held script, frames and tasks. */
function fakeDocument(visibilityState: string) {
  const queue: (() => void)[] = [];
  const inserted: Record<string, unknown>[] = [];
  const held = (attributes: Record<string, unknown>) => ({
    ...attributes,
    replaceWith: (element: Record<string, unknown>) => {
      const { tag, ...rest } = element;
      inserted.push({ tag, ...rest });
    },
  });
  const document = {
    visibilityState,
    querySelector: (selector: string) =>
      selector.includes("module-after-paint") ? held({ nonce: "n", textContent: 'import "/a.js";' }) : null,
    createElement: (tag: string) => ({ tag }),
  };
  return {
    inserted,
    globals: {
      document,
      requestAnimationFrame: (callback: () => void) => queue.push(callback),
      setTimeout: (callback: () => void) => queue.push(callback),
    },
    loaded: () => inserted.length === 1,
    runFrameAndTasks() {
      while (queue.length > 0) queue.shift()?.();
    },
  };
}
