import type { TierQualification } from '../../contract/loyalty-tier.ts';

/** A tier's range as stored: `to` included, null for no upper bound. */
export type TierRange = { id: string; name: string; from: number; to: number | null };

const upper = (t: TierRange) => t.to ?? Number.POSITIVE_INFINITY;

/** The first tier (by `from`) whose range meets another's, so a program's tiers never leave a member two tiers. */
export function overlappingTier(tiers: readonly Omit<TierRange, 'id'>[]) {
  const sorted = [...tiers].sort((a, b) => a.from - b.from);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.from <= upper(sorted[i - 1] as TierRange)) return { tier: sorted[i]!, with: sorted[i - 1]! };
  }
  return undefined;
}

/** The tier whose range holds `points`; none below the lowest tier or in a gap between tiers. */
export const tierFor = <T extends TierRange>(tiers: readonly T[], points: number) =>
  tiers.find((t) => points >= t.from && points <= upper(t));

const periodMonths = { MONTH: 1, QUARTER: 3, HALF_YEAR: 6, YEAR: 12 } as const;

/** The calendar period (UTC) holding `at`: its first instant and the first instant of the next one. */
export function periodAround(period: keyof typeof periodMonths, at: Date) {
  const months = periodMonths[period];
  const startMonth = Math.floor(at.getUTCMonth() / months) * months;
  const start = new Date(Date.UTC(at.getUTCFullYear(), startMonth, 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), startMonth + months, 1));
  return { start, end };
}

/** A program without the setting qualifies by balance, as the hosted service's default program does. */
const balanceQualification: TierQualification = { qualification_type: 'BALANCE' };

/**
 * What decides a member's tier: under BALANCE the current balance, with no end; under POINTS_IN_PERIOD the points
 * earned in the current calendar period (`earnedSince(start)` sums them), ending with the period, when the member is
 * evaluated again.
 */
export async function qualifyingPoints(
  setting: TierQualification | null | undefined,
  at: Date,
  balance: number,
  earnedSince: (start: Date) => Promise<number>,
): Promise<{ points: number; until: Date | null }> {
  const { qualification_type, qualification_period } = setting ?? balanceQualification;
  if (qualification_type === 'BALANCE') return { points: balance, until: null };
  const { start, end } = periodAround(qualification_period ?? 'YEAR', at);
  return { points: await earnedSince(start), until: end };
}

export type TierMove = 'joined' | 'upgraded' | 'downgraded' | 'left';

/** How a member moved between tiers (the official webhook event names), or undefined when they stayed. */
export function tierMove(previous: TierRange | undefined, next: TierRange | undefined): TierMove | undefined {
  if (previous?.id === next?.id) return undefined;
  if (!previous) return 'joined';
  if (!next) return 'left';
  return next.from > previous.from ? 'upgraded' : 'downgraded';
}
