/*
 * When a `LOCK` session's reservation lapses: its ttl (bounded by the contract) from the moment it was taken.
 */
import { sessionTtlMs } from '../../contract/redemption.ts';

/** When a lock taken at `at` with `session`'s ttl expires (whole milliseconds, at least one). */
export function sessionExpiresAt(session: Parameters<typeof sessionTtlMs>[0], at: Date): Date {
  return new Date(at.getTime() + Math.max(1, Math.round(sessionTtlMs(session))));
}
