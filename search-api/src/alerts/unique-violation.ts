/**
 * True when a database error (or one of its causes, as drizzle wraps driver errors) is a
 * unique violation, SQLSTATE 23505, in both PostgreSQL (postgres.js) and PGlite.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
