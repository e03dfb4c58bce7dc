/*
 * Attempt budgets: a few free attempts, then a wait after each further one that doubles up to a ceiling; the count
 * is forgotten after a quiet spell. Pure: the store keeps a bucket's state, and an operation reserves an attempt
 * (counting it as a failure) before doing the work the budget guards.
 */

export type ThrottlePolicy = {
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** Quiet time after the last attempt that forgets the count; at least `maxWaitSeconds`. */
  forgetAfterSeconds: number;
};

export type ThrottleState = { attempts: number; lastAt: Date };

/** The wait after `attempts` counted attempts: none within the free ones, then doubling up to the ceiling. */
export function waitAfter(policy: ThrottlePolicy, attempts: number): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** Math.min(attempts - policy.free, 30));
}

/** One more attempt at `at`: the bucket's next state, or the whole seconds left to wait. */
export function reserveAttempt(
  policy: ThrottlePolicy,
  state: ThrottleState | undefined,
  at: Date,
): { state: ThrottleState } | { waitSeconds: number } {
  // A clock behind the last attempt's (another instance's, slightly off) counts as no time passed, never as a reset.
  const elapsed = state ? Math.max(0, at.getTime() - state.lastAt.getTime()) / 1000 : Infinity;
  if (!state || elapsed >= policy.forgetAfterSeconds) return { state: { attempts: 1, lastAt: at } };
  const wait = waitAfter(policy, state.attempts) - elapsed;
  if (wait > 0) return { waitSeconds: Math.ceil(wait) };
  return { state: { attempts: state.attempts + 1, lastAt: at } };
}
