/**
 * True for PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle;
 * with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasSqlState(error, '23505', constraint);
}

/** True for foreign_key_violation: the row referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

function hasSqlState(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code: state, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (state === code) return constraint === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
