/*
 * How long a `LOCK` session reserves what it redeemed. Without `ttl` the lock lives 7 days, the hosted service's
 * default; a `ttl` without `ttl_unit` counts days, the unit of that default.
 */
import type { z } from 'zod';
import type { sessionSchema } from '../../contract/redemption.ts';

type TtlUnit = NonNullable<z.infer<typeof sessionSchema>['ttl_unit']>;

const MS_PER_UNIT: Record<TtlUnit, number> = {
  DAYS: 86_400_000,
  HOURS: 3_600_000,
  MINUTES: 60_000,
  SECONDS: 1_000,
  MILLISECONDS: 1,
  MICROSECONDS: 1e-3,
  NANOSECONDS: 1e-6,
};

export const DEFAULT_SESSION_TTL_DAYS = 7;

/** When a lock taken at `at` with `session`'s ttl expires (whole milliseconds, at least one). */
export function sessionExpiresAt(session: { ttl?: number | undefined; ttl_unit?: TtlUnit | undefined }, at: Date): Date {
  const ms = session.ttl === undefined ? DEFAULT_SESSION_TTL_DAYS * MS_PER_UNIT.DAYS : session.ttl * MS_PER_UNIT[session.ttl_unit ?? 'DAYS'];
  return new Date(at.getTime() + Math.max(1, Math.round(ms)));
}
