import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** React Router's hints and its inline module script, exactly as it renders them. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = ' type="module" async="">';
const HELD_SCRIPT = ' type="module-after-paint" async="">';
const BODY_END = "</body>";

/**
 * Runs in the page once the HTML is parsed: after the next frame is painted (a frame callback, then
 * a task), it turns the held script back into a module script, which imports the app's JavaScript
 * and hydrates the page. A hidden tab paints nothing and loads at once.
 */
const LOADER = `(function () {
  function load() {
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
 * out: React Router's `<link rel="modulepreload">` hints are dropped, its inline
 * `<script type="module">` gets a type the browser ignores, and a small script (with the CSP nonce)
 * before `</body>` restores it after the first frame. The page is complete without its scripts,
 * which only hydrate it. Scripts fetched during the first paint compete with the stylesheet and the
 * font, and Lighthouse's simulation counts every one that finished before the paint it observed;
 * re-adding the hints after the paint cost more main-thread time than their parallel fetch saved.
 * See docs/decisions/0003-public-page-javascript-budget.md. React Router offers no option for this.
 *
 * A tag (or a UTF-8 character) may be split across chunks: an unfinished hint, or the end of a chunk
 * that could start a pattern, waits for the next chunk.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  const loaderTag = `<script nonce="${nonce}">${LOADER}</script>`;
  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD_TAG, "")
      .replaceAll(MODULE_SCRIPT, HELD_SCRIPT)
      .replaceAll(BODY_END, `${loaderTag}${BODY_END}`);
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const cut = safeEnd(text);
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback: TransformCallback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}

/** Where `text` can be cut without splitting a hint or a pattern: before either's unfinished start. */
function safeEnd(text: string): number {
  const lastHint = text.lastIndexOf(MODULE_PRELOAD);
  if (lastHint !== -1 && !text.includes(">", lastHint)) return lastHint;
  let keep = 0;
  for (const pattern of [MODULE_PRELOAD, MODULE_SCRIPT, BODY_END]) {
    for (let length = Math.min(pattern.length - 1, text.length); length > keep; length--) {
      if (pattern.startsWith(text.slice(text.length - length))) {
        keep = length;
        break;
      }
    }
  }
  return text.length - keep;
}
