import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const TAG = '<link rel="modulepreload"';
const LOW_PRIORITY_TAG = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's `<link rel="modulepreload">` hints `fetchpriority="low"` as the HTML streams
 * out. The scripts hydrate a page that is already fully rendered, so the browser should fetch the
 * stylesheet and the font (which the first paint waits for) ahead of them. React Router offers no
 * option for the attribute; see docs/decisions/0003-public-page-javascript-budget.md.
 *
 * A tag (or a UTF-8 character) may be split across chunks: the end of a chunk that could start a tag
 * waits for the next one.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const keep = partialTagLength(text);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(TAG, LOW_PRIORITY_TAG));
    },
    flush(callback: TransformCallback) {
      callback(null, (pending + decoder.end()).replaceAll(TAG, LOW_PRIORITY_TAG));
    },
  });
}

/** How many characters at the end of `text` are the beginning of TAG (and so may continue). */
function partialTagLength(text: string): number {
  for (let length = Math.min(TAG.length - 1, text.length); length > 0; length--) {
    if (TAG.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
