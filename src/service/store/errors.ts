/** SQLSTATE of a failed query, looked up through wrapper errors (Drizzle wraps driver errors in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when a query failed on a unique constraint (PostgreSQL and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * True for PostgreSQL's "data exception" class (22xxx): input the database cannot store, such as a NUL character
 * in text or a number out of a column's range. The request was bad, not the service.
 */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;
