/*
 * Reserving attempts of a budget (`domain/throttle.ts`) before the work it guards: the bucket's row is locked,
 * the attempt counted, and only then is the work done, so N concurrent attempts past the budget are refused rather
 * than all evaluated. A refusal writes nothing.
 */
import { reserveAttempt, type ThrottlePolicy } from '../../domain/throttle.ts';
import type { Tx } from '../../store/db.ts';
import { lockThrottle, saveThrottle } from '../../store/repositories/throttles.ts';

/** Counts one attempt of `bucket` in the transaction; the seconds left to wait when the budget refuses it. */
export async function reserve(tx: Tx, bucket: string, policy: ThrottlePolicy, at: Date) {
  const outcome = reserveAttempt(policy, await lockThrottle(tx, bucket), at);
  if ('waitSeconds' in outcome) return outcome.waitSeconds;
  await saveThrottle(tx, bucket, outcome.state);
  return undefined;
}

/** Buckets quiet this long are deleted: longer than any policy remembers. */
export const throttleMemorySeconds = 24 * 3600;
