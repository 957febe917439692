/** The PostgreSQL error codes (SQLSTATE) the api answers as refusals rather than failures. */
export const SQL_STATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** An exclusion constraint: two active blocks of a villa on the same night, one person on two overlapping shifts. */
  exclusionViolation: '23P01',
} as const;

/** Whether a database error (or one it wraps as its cause) carries this SQLSTATE. */
export function hasSqlState(error: unknown, state: (typeof SQL_STATE)[keyof typeof SQL_STATE]): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === state) return true;
    if (current.cause === current) break;
  }
  return false;
}
