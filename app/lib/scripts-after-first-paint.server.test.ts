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
  it("drops the hints, holds the module script back in a JSON data block and adds the loader, with the nonce, before </body>", async () => {
    const output = await transformed([html]);
    expect(output).toContain('<head><link rel="stylesheet" href="/a.css"/></head>');
    expect(output).toContain(
      '<p>rel="modulepreload"</p><script nonce="n0nce" type="application/json" id="held-module-script">"import \\"/a.js\\";"</script>',
    );
    expect(output).not.toContain('type="module"');
    expect(output).toMatch(
      /<script nonce="n0nce">\(function \(\) \{[\s\S]+\}\)\(\);<\/script><\/body><\/html>$/,
    );
  });

  it("holds code with a < in it without anything that could end the data block early", async () => {
    const code = 'if (a < b) document.title = "<!-- <script";';
    const output = await transformed([
      `<body><script nonce="n" type="module" async="">${code}</script></body>`,
    ]);
    const held = /id="held-module-script">([^<]*)<\/script>/.exec(output)?.[1] ?? "";
    expect(held).not.toContain("<");
    expect(JSON.parse(held)).toBe(code);
  });

  it("passes the page on when React flushes a part of it, in one chunk", async () => {
    const stream = scriptsAfterFirstPaint("n0nce");
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    stream.write("<p>one</p>");
    stream.write("<p>two</p>");
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    stream.write("<p>three</p>");
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks).toEqual(["<p>one</p><p>two</p>", "<p>three</p>"]);
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

  it("puts the module script in the data block's place after the first frame, or at once in a hidden tab", async () => {
    const output = await transformed([html]);
    const held = /id="held-module-script">([^<]*)<\/script>/.exec(output)?.[1] ?? "";
    const loader = /<script nonce="n0nce">([\s\S]+?)<\/script><\/body>/.exec(output)?.[1] ?? "";
    for (const visibilityState of ["visible", "hidden"]) {
      const page = fakeDocument(visibilityState, held);
      runInNewContext(loader, page.globals);
      expect(page.loaded()).toBe(visibilityState === "hidden");
      page.runFrameAndTasks();
      expect(page.loaded()).toBe(true);
      expect(page.inserted).toEqual([
        { tag: "script", type: "module", nonce: "n0nce", textContent: 'import "/a.js";' },
      ]);
    }
  });
});

/** Just enough of a document for the loader: the data block, frames and tasks. */
function fakeDocument(visibilityState: string, heldJson: string) {
  const queue: (() => void)[] = [];
  const inserted: Record<string, unknown>[] = [];
  const held = {
    nonce: "n0nce",
    textContent: heldJson,
    replaceWith: (element: Record<string, unknown>) => inserted.push({ ...element }),
  };
  const document = {
    visibilityState,
    getElementById: (id: string) => (id === "held-module-script" && inserted.length === 0 ? held : null),
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
