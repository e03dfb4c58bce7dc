import { describe, expect, it } from 'vitest';
import { toVoucherListQuery, vouchersSearchRefusal, vouchersSearchSchema } from './voucher-search.ts';

describe('the vouchers search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the list is not loaded', () => {
    const query = toVoucherListQuery('camp_1', vouchersSearchSchema.parse({ code: 'x'.repeat(101) }));
    expect(query.code).toHaveLength(101);
    expect(vouchersSearchRefusal(query)).toBe('Use at most 100 characters');
    const atLimit = toVoucherListQuery('camp_1', vouchersSearchSchema.parse({ code: 'x'.repeat(100) }));
    expect(vouchersSearchRefusal(atLimit)).toBeUndefined();
  });
});
