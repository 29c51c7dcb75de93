/** Recognises unique and exclusion constraint violations, so a module can turn a lost race into a domain error. */

/** PostgreSQL's SQLSTATEs for unique_violation and exclusion_violation. */
const UNIQUE_VIOLATION = "23505";
const EXCLUSION_VIOLATION = "23P01";

/** Whether a database error, or any error it was wrapped in (Drizzle wraps the driver's), is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, UNIQUE_VIOLATION);
}

/** Whether an EXCLUDE constraint refused the row (two ranges that must not overlap did). */
export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, EXCLUSION_VIOLATION);
}

function hasSqlState(error: unknown, state: string): boolean {
  for (let current = error; current && typeof current === "object"; ) {
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
