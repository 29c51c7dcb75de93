/** Ids that arrive as text (a URL, a form, a token) are checked before they reach a uuid column. */

/** The text of a UUID, for patterns that hold one (a file name, a path). Lower-case, as PostgreSQL prints it. */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_SOURCE}$`, "i");

/**
 * Whether text is a UUID in either case. PostgreSQL refuses anything else for a uuid column with an
 * error (a 500), so callers treat a non-UUID as "no such record" instead.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
