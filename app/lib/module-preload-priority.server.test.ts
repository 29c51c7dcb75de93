import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preload-priority.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n"/></head><body>rel="modulepreload"</body>';

const expected =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/b.js" nonce="n"/></head><body>rel="modulepreload"</body>';

function transformed(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("adds fetchpriority=low to every modulepreload link and nothing else", async () => {
    expect(await transformed([html])).toBe(expected);
  });

  it("finds tags split across chunks at every position", async () => {
    for (let cut = 1; cut < html.length; cut++) {
      expect(await transformed([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });

  it("keeps a UTF-8 character split across chunks intact", async () => {
    const bytes = Buffer.from("<p>Café ✓</p>");
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7, 11), bytes.subarray(11)];
    const output = await text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
    expect(output).toBe("<p>Café ✓</p>");
  });

  it("passes through text that ends in what looks like the start of a tag", async () => {
    expect(await transformed(["<p>a</p>", "<link rel="])).toBe("<p>a</p><link rel=");
  });
});
