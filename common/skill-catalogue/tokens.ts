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

/** Words repeat across resumes: each is normalised once (the cache is emptied when it grows large). */
const normalised = new Map<string, string>();
const CACHE_LIMIT = 100_000;

/** "Nurses" → "nurse", "driver's" → "driver", "Español" → "espanol"; "status", "analysis", "class" kept. */
export function normaliseWord(raw: string): string {
  const known = normalised.get(raw);
  if (known !== undefined) return known;
  if (normalised.size >= CACHE_LIMIT) normalised.clear();
  const word = raw === "&" ? "and" : singular(plainLetters(raw));
  normalised.set(raw, word);
  return word;
}

function plainLetters(raw: string): string {
  const ascii = /^[\x20-\x7e]*$/.test(raw);
  const lower = (ascii ? raw : raw.normalize("NFD").replace(/\p{M}/gu, "")).toLowerCase();
  return lower.includes("'") || lower.includes("’") ? lower.replace(/['’]/g, "") : lower;
}

function singular(word: string): string {
  return word.length >= 4 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

const WORD = /(?:(?<![\p{L}\p{N}.])\.)?[\p{L}\p{N}](?:[\p{L}\p{N}'’]|\.(?=[\p{L}\p{N}]))*[+#]*|&/gu;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const last = match[0].at(-1);
    const raw = last === "'" || last === "’" ? match[0].replace(/['’]+$/, "") : match[0];
    tokens.push({ norm: normaliseWord(raw), raw, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}
