import { describe, expect, it } from 'vitest';
import { historySearchRefusal, historySearchSchema, toRedemptionListQuery } from './history-search.ts';

describe('the redemption history customer search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the list is not loaded', () => {
    const query = toRedemptionListQuery(historySearchSchema.parse({ customer: 'x'.repeat(201) }));
    expect(historySearchRefusal(query)).toBe('Use at most 200 characters');
    expect(
      historySearchRefusal(toRedemptionListQuery(historySearchSchema.parse({ customer: 'cust_1' }))),
    ).toBeUndefined();
  });
});
