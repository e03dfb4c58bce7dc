import { describe, expect, it } from 'vitest';
import { rulesSearchRefusal, rulesSearchSchema, toRuleListQuery } from './rules-search.ts';

describe('the rules search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the list is not loaded', () => {
    const query = toRuleListQuery(rulesSearchSchema.parse({ name: 'x'.repeat(201) }));
    expect(rulesSearchRefusal(query)).toBe('Use at most 200 characters');
    expect(rulesSearchRefusal(toRuleListQuery(rulesSearchSchema.parse({ name: 'VIP' })))).toBeUndefined();
  });
});
