/**
 * Words as the skills normaliser compares them. A word keeps the characters skill names are made of
 * ("C++", "C#", ".NET", "Node.js", "R.N."); hyphens, slashes and other punctuation separate words, so
 * "CI/CD", "CI CD" and "full-stack", "full stack" compare equal; "&" reads "and".
 */
export type Token = {
  /** Lower case, without accents or apostrophes, a plural "s" dropped ("nurses" → "nurse"). */
  norm: string;
  /** As written, for forms that match only as spelled. */
  raw: string;
  start: number;
  end: number;
};

const WORD = /(?:(?<![\p{L}\p{N}.])\.)?[\p{L}\p{N}](?:[\p{L}\p{N}'’]|\.(?=[\p{L}\p{N}]))*[+#]*|&/gu;

/** "Nurses" → "nurse", "driver's" → "driver", "Español" → "espanol"; "status", "analysis", "class" kept. */
export function normaliseWord(raw: string): string {
  if (raw === "&") return "and";
  const plain = raw.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/['’]/g, "");
  return plain.length >= 4 && plain.endsWith("s") && !/(?:ss|us|is)$/.test(plain)
    ? plain.slice(0, -1)
    : plain;
}

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0].replace(/['’]+$/, "");
    tokens.push({ norm: normaliseWord(raw), raw, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
