import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { RESUME_FONT_FILES } from "../../../common/resume-builder";
import type { ResumeFont } from "../../../common/resume-document";
import type { ResumeFontStyle } from "../../../common/resume-layout-types";

const require = createRequire(import.meta.url);
/** Font files read once per process: every export embeds the same few. */
const fontBytes = new Map<string, Promise<Uint8Array>>();

/** The TTF the layout measured with, as the PDF embeds it. */
export function resumeFontBytes(font: ResumeFont, style: ResumeFontStyle): Promise<Uint8Array> {
  const file = RESUME_FONT_FILES[font][style];
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(file)).then((buffer) => new Uint8Array(buffer));
    bytes.catch(() => fontBytes.delete(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

type Fontkit = typeof fontkit;
type FontkitFont = ReturnType<Fontkit["create"]>;
/** Parsed fonts, by the (cached) bytes they were read from. */
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * fontkit for pdf-lib, minus text shaping: each character becomes the glyph the font's character
 * map gives it, with its own advance width. That is how the layout measured (no kerning, no
 * ligatures), and it spares full OpenType shaping on every line, which cost tens of milliseconds
 * a line. Parsed fonts are kept with their bytes, so each file is parsed once per process.
 */
export const plainGlyphFontkit = {
  create(bytes: Uint8Array): FontkitFont {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = withPlainLayout(fontkit.create(bytes));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
} as unknown as Fontkit;

function withPlainLayout(font: FontkitFont): FontkitFont {
  const plain = Object.create(font) as FontkitFont;
  plain.layout = ((text: string) => ({
    glyphs: Array.from(text, (char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0)),
  })) as unknown as FontkitFont["layout"];
  return plain;
}
