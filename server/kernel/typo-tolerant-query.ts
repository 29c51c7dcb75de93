// Full-text search that forgives typos: each word also matches its near spellings from a word list (pg_trgm).
import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client";

/** At most this many words of a search are used. */
const MAX_QUERY_WORDS = 8;
/** How many near spellings a misspelt word is widened to. */
const SPELLINGS_PER_WORD = 3;

/** The word lists (kept by triggers) that misspelt search words are corrected against. */
export type SearchWordList = "job_search_words" | "candidate_search_words";

/** Letters and digits only, so each word is safe inside to_tsquery and meaningful to trigrams. */
export function queryWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/**
 * The to_tsquery text for the words: every word must match as a (stemmed) prefix. A word that
 * begins no word of the list may be misspelt: its near spellings in the list (pg_trgm, at the
 * similarity threshold the caller set in this transaction) count too ("pythn" finds "python").
 */
export async function typoTolerantQuery(
  tx: Transaction,
  words: string[],
  list: SearchWordList,
): Promise<string> {
  const table = sql.identifier(list);
  const { rows } = await tx.execute<{ typed: string; near: string }>(sql`
    SELECT typed, near FROM unnest(${sql.param(words)}::text[]) AS typed
    CROSS JOIN LATERAL (
      SELECT word AS near FROM ${table}
      WHERE length(typed) >= 3 AND word % typed
        AND NOT EXISTS (SELECT FROM ${table} WHERE word LIKE typed || '%')
      ORDER BY similarity(word, typed) DESC, word
      LIMIT ${SPELLINGS_PER_WORD}
    ) AS spellings`);
  return words
    .map((word) => {
      const alternatives = [`${word}:*`, ...rows.filter((row) => row.typed === word).map((row) => row.near)];
      return `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}
