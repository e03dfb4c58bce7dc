import type { BudgetMetric } from '../domain/budgets.ts';

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

/** True for an "integrity constraint violation" (class 23): a unique, foreign key, not-null or check constraint. */
export const isIntegrityViolation = (error: unknown) => sqlState(error)?.startsWith('23') ?? false;

/** True when PostgreSQL aborted the transaction to break a deadlock (SQLSTATE 40P01). */
export const isDeadlock = (error: unknown) => sqlState(error) === '40P01';
/** `lock_timeout` ran out while waiting for a lock. */
export const isLockTimeout = (error: unknown) => sqlState(error) === '55P03';

/**
 * True for PostgreSQL's "data exception" class (22xxx): input the database cannot store, such as a NUL character
 * in text or a number out of a column's range. The request was bad, not the service.
 */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;

/**
 * True when the database could not be reached or dropped the connection (class 08, admin shutdown 57P01..03, or a
 * socket error): the request failed cleanly and a later one may succeed once the database is back. A protocol
 * violation (08P01, e.g. a statement beyond the protocol's 65,535 parameters) is the service's own fault, not an
 * outage, and so is anything else (a stack overflow is a 500).
 */
export function isConnectionFailure(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return (state.startsWith('08') && state !== '08P01') || ['57P01', '57P02', '57P03'].includes(state);
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    const message = String((e as { message?: unknown }).message ?? '');
    if (
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      code === 'EPIPE' ||
      /Connection terminated|connection timeout|not queryable/i.test(message)
    )
      return true;
  }
  return false;
}

/**
 * A failure's message fit for the logs: the driver's own message, not Drizzle's wrapper, whose text repeats the
 * query's parameters (customer data, token hashes).
 */
export function loggableMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause).split('\n')[0]!;
}

/**
 * A failure as a log may show it: the database's message and SQLSTATE, nothing else. Drizzle's wrapper and the
 * driver's error both carry the statement and its parameters as properties, so the error object itself never
 * reaches a log.
 */
export function loggableError(error: unknown): { message: string; code?: string } {
  const code = sqlState(error);
  return { message: loggableMessage(error), ...(code ? { code } : {}) };
}

/** True when a `NOWAIT` lock found the row held by another transaction (SQLSTATE 55P03). */
export const isLockNotAvailable = (error: unknown) => sqlState(error) === '55P03';

/**
 * The race `take_redemption_counters` (migrations 0028, 0030) lost, raised as SQLSTATE PD001: the voucher or campaign
 * (its DETAIL) and what a concurrent request took first (its HINT: the voucher's last use or gift balance, or the
 * campaign budget of one metric).
 */
export function lostCounterRace(
  error: unknown,
): { voucherId: string; reason: 'quantity' | 'gift' } | { campaignId: string; budget: BudgetMetric } | undefined {
  if (sqlState(error) !== 'PD001') return undefined;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { detail, hint } = e as { detail?: unknown; hint?: unknown };
    if (typeof detail !== 'string') continue;
    if (hint === 'quantity' || hint === 'gift') return { voucherId: detail, reason: hint };
    const budget = typeof hint === 'string' && BUDGET_HINTS.get(hint);
    if (budget) return { campaignId: detail, budget };
  }
  return undefined;
}
const BUDGET_HINTS = new Map<string, BudgetMetric>([
  ['budget:redemptions', 'redemptions'],
  ['budget:discount', 'discount'],
  ['budget:orders', 'orders'],
]);
