import type { ResumeFont } from "../resume-document";
import type { ResumeFontStyle } from "../resume-layout-types";
import { printableText, textWidth } from "./text-measure";

/** A stretch of text in one style: what the layout asks to be set on lines. */
export type Run = {
  text: string;
  style: ResumeFontStyle;
  size: number;
  color: string;
  field?: string;
  href?: string;
  /** Never broken inside (a skill, an email address): it moves to the next line whole. */
  keep?: boolean;
};

/** A piece of a run on a line, x from the line's start. */
export type SetPiece = { x: number; text: string; run: Run };
export type SetLine = { pieces: SetPiece[]; width: number };

type Piece = { text: string; run: Run; width: number };
/** What a line may break after: pieces up to and including a space (or a whole kept run). */
type Word = { pieces: Piece[]; width: number; trailingSpace: number };

/**
 * Greedy line filling: words go on the line while they fit, breaking only at spaces (and between
 * kept runs); a word wider than a whole line is cut between characters. `firstWidth` leaves room
 * for what shares the first line (a date at the right margin).
 */
export function wrapRuns(
  runs: Run[],
  font: ResumeFont,
  firstWidth: number,
  restWidth = firstWidth,
): SetLine[] {
  const lines: Piece[][] = [[]];
  let lineWidth = 0;
  const maxWidth = () => (lines.length === 1 ? firstWidth : restWidth);
  for (const word of wordsOf(runs, font)) {
    const current = lines.at(-1) as Piece[];
    const visible = word.width - word.trailingSpace;
    if (current.length > 0 && lineWidth + visible > maxWidth()) {
      lines.push([]);
      lineWidth = 0;
    }
    if (visible > maxWidth()) {
      lineWidth = placeCutWord(word, lines, font, lineWidth, maxWidth);
      continue;
    }
    (lines.at(-1) as Piece[]).push(...word.pieces);
    lineWidth += word.width;
  }
  return lines.map((pieces) => setLine(pieces, font)).filter((line) => line.pieces.length > 0);
}

function wordsOf(runs: Run[], font: ResumeFont): Word[] {
  const words: Word[] = [];
  let current: Word = { pieces: [], width: 0, trailingSpace: 0 };
  for (const run of runs) {
    const text = printableText(run.text);
    const tokens = run.keep ? [text] : (text.match(/\S*\s*/g) ?? []);
    for (const token of tokens) {
      if (!token) continue;
      const width = textWidth(token, font, run.style, run.size);
      current.pieces.push({ text: token, run, width });
      current.width += width;
      const spaces = /\s+$/.exec(token)?.[0] ?? "";
      if (spaces || run.keep) {
        current.trailingSpace = spaces ? textWidth(spaces, font, run.style, run.size) : 0;
        words.push(current);
        current = { pieces: [], width: 0, trailingSpace: 0 };
      }
    }
  }
  if (current.pieces.length > 0) words.push(current);
  return words;
}

/** A word too long for any line (a long web address): cut wherever the line is full. */
function placeCutWord(
  word: Word,
  lines: Piece[][],
  font: ResumeFont,
  startWidth: number,
  maxWidth: () => number,
): number {
  let lineWidth = startWidth;
  for (const piece of word.pieces) {
    let text = "";
    let width = 0;
    for (const char of piece.text) {
      const charWidth = textWidth(char, font, piece.run.style, piece.run.size);
      if (lineWidth + width + charWidth > maxWidth() && lineWidth + width > 0) {
        if (text) (lines.at(-1) as Piece[]).push({ text, run: piece.run, width });
        lines.push([]);
        lineWidth = 0;
        text = "";
        width = 0;
      }
      text += char;
      width += charWidth;
    }
    if (text) (lines.at(-1) as Piece[]).push({ text, run: piece.run, width });
    lineWidth += width;
  }
  return lineWidth;
}

/** Pieces of the same run are joined into one; spaces at the line's ends are dropped. */
function setLine(pieces: Piece[], font: ResumeFont): SetLine {
  const merged: { text: string; run: Run }[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.run === piece.run) last.text += piece.text;
    else merged.push({ text: piece.text, run: piece.run });
  }
  for (const piece of merged) {
    piece.text = piece.text.trimStart();
    if (piece.text) break;
  }
  for (const piece of [...merged].reverse()) {
    piece.text = piece.text.trimEnd();
    if (piece.text) break;
  }
  const set: SetPiece[] = [];
  let x = 0;
  for (const { text, run } of merged) {
    if (!text) continue;
    set.push({ x, text, run });
    x += textWidth(text, font, run.style, run.size);
  }
  return { pieces: set, width: x };
}
