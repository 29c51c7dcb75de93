import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** React Router's hints and its inline module script, as it renders them. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
const SCRIPT_START = "<script";
const SCRIPT_END = "</script>";
const BODY_END = "</body>";

/** The data block that holds React Router's module script back: same place, a type that does not run. */
const HELD_ID = "held-module-script";

/**
 * Runs once the HTML is parsed: after the next frame is painted (a frame callback, then a task), it
 * replaces the data block with the module script it holds, which imports the app's JavaScript and
 * hydrates the page. A hidden tab paints nothing and loads at once.
 */
const LOADER = `(function () {
  function load() {
    var held = document.getElementById("${HELD_ID}");
    if (!held) return;
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.textContent = JSON.parse(held.textContent);
    held.replaceWith(script);
  }
  if (document.visibilityState === "hidden") load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();`;

/** React Router's module script as a JSON data block; "<" is escaped so nothing in it can end the block. */
function heldScript(nonce: string, moduleCode: string): string {
  const json = JSON.stringify(moduleCode).replaceAll("<", "\\u003c");
  return `<script nonce="${nonce}" type="application/json" id="${HELD_ID}">${json}</script>`;
}

/** The transform React streams the page into; `flush` is React's signal that a piece is complete. */
export type PageStream = Transform & { flush(): void };

/**
 * Holds the page's JavaScript back until the server-rendered HTML is painted, as the HTML streams
 * out: React Router's `<link rel="modulepreload">` hints are dropped, its inline
 * `<script type="module">` becomes a JSON data block in the same place (hydration expects a script
 * element there), and a small script (with the CSP nonce) before `</body>` turns it back into the
 * module script after the first frame. The page is complete without its scripts, which
 * only hydrate it. Scripts fetched during the first paint compete with the stylesheet and the font,
 * and Lighthouse's simulation counts every one that finished before the paint it observed;
 * re-adding the hints after the paint cost more main-thread time than their parallel fetch saved.
 * See docs/decisions/0003-public-page-javascript-budget.md. React Router offers no option for this.
 * The markup stays valid HTML (issue 24): a data block of a real type, without `async`.
 *
 * React writes a page in 4 KB pieces and calls `flush()` when a part of it is complete; the output
 * is passed on only then, in one chunk. Each chunk the response receives is compressed and flushed
 * on its own, and a few hundred small deflate blocks made the gzip'd HTML up to 75% larger.
 *
 * A tag (or a UTF-8 character) may be split across chunks: an unfinished hint or script, or the end
 * of a chunk that could start a pattern, waits for the next chunk.
 */
export function scriptsAfterFirstPaint(nonce: string): PageStream {
  const decoder = new StringDecoder("utf8");
  const loaderTag = `<script nonce="${nonce}">${LOADER}</script>`;
  let pending = "";
  let ready = "";
  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD_TAG, "")
      .replace(MODULE_SCRIPT, (_tag, code: string) => heldScript(nonce, code))
      .replaceAll(BODY_END, `${loaderTag}${BODY_END}`);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const cut = safeEnd(text);
      pending = text.slice(cut);
      ready += rewrite(text.slice(0, cut));
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, ready + rewrite(pending + decoder.end()));
    },
  }) as PageStream;
  stream.flush = () => {
    if (!ready) return;
    stream.push(ready);
    ready = "";
  };
  return stream;
}

/** Where `text` can be cut without splitting a hint, a script or a pattern: before its unfinished start. */
function safeEnd(text: string): number {
  let end = text.length;
  const lastHint = text.lastIndexOf(MODULE_PRELOAD);
  if (lastHint !== -1 && !text.includes(">", lastHint)) end = lastHint;
  const lastScript = text.lastIndexOf(SCRIPT_START);
  if (lastScript !== -1 && !text.includes(SCRIPT_END, lastScript)) end = Math.min(end, lastScript);
  for (const pattern of [MODULE_PRELOAD, SCRIPT_START, BODY_END]) {
    for (let length = Math.min(pattern.length - 1, text.length); length > 0; length--) {
      if (pattern.startsWith(text.slice(text.length - length))) {
        end = Math.min(end, text.length - length);
        break;
      }
    }
  }
  return end;
}
