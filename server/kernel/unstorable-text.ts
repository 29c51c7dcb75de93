import { Invalid } from "../errors";

/**
 * PostgreSQL's text cannot hold U+0000, and a lone UTF-16 surrogate would be stored as U+FFFD (text
 * silently changed). Either is refused where input enters, naming the field, instead of failing deep
 * in a query as a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  "This contains a character that isn't allowed (a NUL or broken Unicode).";

export function isUnstorableText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * The dotted path of the first key or string in a parsed body, query or form that PostgreSQL cannot
 * store, or undefined. Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown, rootName = "body"): string | undefined {
  const pending: [path: string, value: unknown][] = [[rootName, value]];
  while (pending.length > 0) {
    const [path, current] = pending.pop() as [string, unknown];
    if (typeof current === "string") {
      if (isUnstorableText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path === rootName && !Array.isArray(current) ? key : `${path}.${key}`;
      if (isUnstorableText(key)) return childPath;
      pending.push([childPath, child]);
    }
  }
  return undefined;
}

/** Throws a 400 naming the field when the input holds text PostgreSQL cannot store. */
export function assertStorableText(value: unknown, rootName = "body"): void {
  const field = findUnstorableText(value, rootName);
  if (field)
    throw new Invalid("Please correct the highlighted fields.", { [field]: UNSTORABLE_TEXT_MESSAGE });
}
