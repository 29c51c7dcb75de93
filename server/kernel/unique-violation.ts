/** Recognises a unique-constraint violation, so a module can turn a lost race into a domain error. */

/** PostgreSQL's SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = "23505";

/** Whether a database error, or any error it was wrapped in (Drizzle wraps the driver's), is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; ) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
