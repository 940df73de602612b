/** True for PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** True for foreign_key_violation: the row referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
