/** Patterns for SQL LIKE built from what a person typed: `%`, `_` and `\` in it match only themselves. */

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** A LIKE pattern matching values that contain the text anywhere. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching values that start with the text. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}
