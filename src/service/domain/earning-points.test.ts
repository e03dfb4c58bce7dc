import { describe, expect, it } from 'vitest';
import type { EarningLoyalty } from '../../contract/earning-rule.ts';
import { earnedPoints, tierLoyalty, tierPrice } from './earning-points.ts';

const perSpend: EarningLoyalty = {
  type: 'PROPORTIONAL',
  calculation_type: 'CUSTOM_EVENT_METADATA',
  custom_event: { metadata: { every: 100, points: 3, property: 'spent' } },
};

describe('what a tier changes', () => {
  it('multiplies a proportional rule per step, rounded, and leaves the rule itself alone', () => {
    const gold = tierLoyalty(perSpend, { type: 'MULTIPLY', multiplier: 1.5 });
    // 3 points per 100 become 4.5, rounded to 5 per 100.
    expect(earnedPoints(gold, { eventMetadata: { spent: 1000 } })).toBe(50);
    expect(earnedPoints(perSpend, { eventMetadata: { spent: 1000 } })).toBe(30);
    expect(tierLoyalty(perSpend, undefined)).toBe(perSpend);
  });

  it('prices a reward by the tier: custom points, or the assignment price multiplied', () => {
    expect(tierPrice(40, { type: 'CUSTOM', points: 25 })).toBe(25);
    expect(tierPrice(40, { type: 'MULTIPLY', multiplier: 0.5 })).toBe(20);
    expect(tierPrice(null, { type: 'MULTIPLY', multiplier: 2 })).toBeNull();
    expect(tierPrice(40, undefined)).toBe(40);
  });
});
