import type { ResumeFont } from "../resume-document";
import type { ResumeFontStyle } from "../resume-layout-types";

/**
 * The TTF files of every resume font, as paths inside node_modules. The PDF embeds these files and
 * the preview's @font-face serves the same ones, and the layout's metrics are generated from them
 * (`npm run resumes:font-metrics`): one set of glyph widths for all three.
 */
export const RESUME_FONT_FILES: Record<ResumeFont, Record<ResumeFontStyle, string>> = {
  inter: {
    regular: "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf",
    bold: "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf",
    italic: "@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf",
  },
  lato: {
    regular: "@expo-google-fonts/lato/400Regular/Lato_400Regular.ttf",
    bold: "@expo-google-fonts/lato/700Bold/Lato_700Bold.ttf",
    italic: "@expo-google-fonts/lato/400Regular_Italic/Lato_400Regular_Italic.ttf",
  },
  "source-serif-4": {
    regular: "@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf",
    bold: "@expo-google-fonts/source-serif-4/700Bold/SourceSerif4_700Bold.ttf",
    italic: "@expo-google-fonts/source-serif-4/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf",
  },
  lora: {
    regular: "@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf",
    bold: "@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf",
    italic: "@expo-google-fonts/lora/400Regular_Italic/Lora_400Regular_Italic.ttf",
  },
};

/**
 * The layout measures glyphs one by one, without kerning or ligatures, because pdf-lib draws them
 * that way. The preview's text must turn both off too (as SVG/CSS style), or its lines would be a
 * little shorter than the PDF's.
 */
export const RESUME_TEXT_RENDERING_STYLE = {
  fontKerning: "none",
  fontVariantLigatures: "none",
  fontFeatureSettings: '"kern" 0, "liga" 0, "calt" 0',
} as const;
