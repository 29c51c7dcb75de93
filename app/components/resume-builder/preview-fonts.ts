import { RESUME_FONT_FILES } from "../../../common/resume-builder";
import type { ResumeFont } from "../../../common/resume-document";
import type { ResumeFontStyle } from "../../../common/resume-layout-types";

/**
 * The preview draws with the very TTF files the PDF embeds (RESUME_FONT_FILES), so a line that
 * fits in the preview fits in the PDF. Vite copies them as hashed assets under /assets ('self' in
 * the CSP's font-src); the FontFace API adds them without a stylesheet.
 */
const FONT_URLS = import.meta.glob<string>(
  "/node_modules/@expo-google-fonts/{inter,lato,source-serif-4,lora}/{400Regular,700Bold,400Regular_Italic}/*.ttf",
  // exhaustive: Vite's globs skip node_modules otherwise.
  { query: "?url", import: "default", eager: true, exhaustive: true },
);

const STYLE_DESCRIPTORS: Record<ResumeFontStyle, FontFaceDescriptors> = {
  regular: { weight: "400", style: "normal" },
  bold: { weight: "700", style: "normal" },
  italic: { weight: "400", style: "italic" },
};

export const previewFontFamily = (font: ResumeFont) => `resume-${font}`;

function fontUrl(file: string): string | undefined {
  const name = file.split("/").at(-1) as string;
  return Object.entries(FONT_URLS).find(([path]) => path.endsWith(`/${name}`))?.[1];
}

const loaded = new Set<ResumeFont>();

/** Adds a font's three styles to the document once; the preview redraws as each arrives. */
export function loadPreviewFont(font: ResumeFont): void {
  if (loaded.has(font) || typeof FontFace === "undefined") return;
  loaded.add(font);
  for (const [style, file] of Object.entries(RESUME_FONT_FILES[font]) as [ResumeFontStyle, string][]) {
    const url = fontUrl(file);
    if (!url) continue;
    const face = new FontFace(previewFontFamily(font), `url(${url})`, {
      ...STYLE_DESCRIPTORS[style],
      display: "swap",
    });
    document.fonts.add(face);
    void face.load().catch(() => {
      // The preview keeps the fallback font; the PDF is unaffected.
    });
  }
}
