import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** React Router's hints and its inline module script, exactly as it renders them. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = ' type="module" async="">';
const BODY_END = "</body>";

const HELD_PRELOAD = '<link rel="modulepreload-after-paint"';
const HELD_SCRIPT = ' type="module-after-paint" async="">';

/**
 * Runs in the page once the HTML is parsed: after the next frame is painted (a frame callback, then
 * a task), it turns the held hints back into modulepreload links and the held script back into a
 * module script, so the browser fetches and runs the app's JavaScript. A hidden tab paints nothing
 * and loads at once.
 */
const LOADER = `(function () {
  function load() {
    document.querySelectorAll('link[rel="modulepreload-after-paint"]').forEach(function (held) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = held.getAttribute("href");
      held.replaceWith(link);
    });
    var held = document.querySelector('script[type="module-after-paint"]');
    if (!held) return;
    var script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    held.replaceWith(script);
  }
  if (document.visibilityState === "hidden") load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();`;

/**
 * Holds the page's JavaScript back until the server-rendered HTML is painted, as the HTML streams
 * out: React Router's `<link rel="modulepreload">` hints and its inline `<script type="module">`
 * get types the browser ignores, and a small script (with the CSP nonce) before `</body>` restores
 * them after the first frame. The page is complete without its scripts, which only hydrate it; a
 * script fetched during the first paint only competes with the stylesheet and the font, and
 * Lighthouse's simulation counts every script that finished before the paint it observed (see
 * docs/decisions/0003-public-page-javascript-budget.md). React Router offers no option for this.
 *
 * A tag (or a UTF-8 character) may be split across chunks: the end of a chunk that could start one
 * waits for the next one.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  const replacements: [string, string][] = [
    [MODULE_PRELOAD, HELD_PRELOAD],
    [MODULE_SCRIPT, HELD_SCRIPT],
    [BODY_END, `<script nonce="${nonce}">${LOADER}</script>${BODY_END}`],
  ];
  const replaceAll = (text: string) =>
    replacements.reduce((result, [from, to]) => result.replaceAll(from, to), text);
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const keep = partialMatchLength(text, replacements);
      pending = text.slice(text.length - keep);
      callback(null, replaceAll(text.slice(0, text.length - keep)));
    },
    flush(callback: TransformCallback) {
      callback(null, replaceAll(pending + decoder.end()));
    },
  });
}

/** How many characters at the end of `text` could be the beginning of one of the patterns. */
function partialMatchLength(text: string, replacements: [string, string][]): number {
  let longest = 0;
  for (const [pattern] of replacements) {
    for (let length = Math.min(pattern.length - 1, text.length); length > longest; length--) {
      if (pattern.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
