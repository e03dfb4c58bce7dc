import { describe, expect, it } from 'vitest';
import { campaignsSearchRefusal, campaignsSearchSchema, toCampaignListQuery } from './campaign-search.ts';

describe('the campaigns search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the list is not loaded', () => {
    const query = toCampaignListQuery(campaignsSearchSchema.parse({ name: 'x'.repeat(201) }));
    expect(query.name).toHaveLength(201);
    expect(campaignsSearchRefusal(query)).toBe('Use at most 200 characters');
    const atLimit = toCampaignListQuery(campaignsSearchSchema.parse({ name: 'x'.repeat(200) }));
    expect(campaignsSearchRefusal(atLimit)).toBeUndefined();
  });
});
