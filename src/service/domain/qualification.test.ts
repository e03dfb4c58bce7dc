import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderQualified, trackingId, type QualifiableCampaign } from './qualification.ts';

const category = (name: string) => ({
  id: `cat_${name}`,
  name,
  hierarchy: 1,
  object: 'category' as const,
  created_at: '2026-01-01T00:00:00.000Z',
});
const campaigns: QualifiableCampaign[] = [
  {
    id: 'camp_b',
    name: 'Spring',
    campaign_type: 'DISCOUNT_COUPONS',
    created_at: '2026-01-02T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    categories: [category('food')],
  },
  {
    id: 'camp_a',
    name: 'Autumn',
    campaign_type: 'GIFT_VOUCHERS',
    created_at: '2026-01-03T00:00:00.000Z',
    categories: [],
  },
  {
    id: 'camp_c',
    name: 'Winter',
    campaign_type: 'DISCOUNT_COUPONS',
    created_at: '2026-01-01T00:00:00.000Z',
    categories: [category('apparel')],
  },
];
const ids = (list: QualifiableCampaign[]) => list.map((c) => c.id);

describe('orderQualified', () => {
  it('defaults to newest first', () => {
    expect(ids(orderQualified(campaigns))).toEqual(['camp_a', 'camp_b', 'camp_c']);
  });

  it.each([
    ['created_at', ['camp_c', 'camp_b', 'camp_a']],
    ['updated_at', ['camp_c', 'camp_a', 'camp_b']],
    ['-updated_at', ['camp_b', 'camp_a', 'camp_c']],
    ['type', ['camp_b', 'camp_c', 'camp_a']],
    ['-type', ['camp_a', 'camp_b', 'camp_c']],
    ['code', ['camp_a', 'camp_b', 'camp_c']],
    ['-code', ['camp_c', 'camp_b', 'camp_a']],
    ['campaign', ['camp_a', 'camp_b', 'camp_c']],
    ['-campaign', ['camp_c', 'camp_b', 'camp_a']],
    ['category', ['camp_c', 'camp_b', 'camp_a']],
    ['-category', ['camp_b', 'camp_c', 'camp_a']],
  ] as const)('orders by %s', (order, expected) => {
    expect(ids(orderQualified(campaigns, order))).toEqual(expected);
  });

  it('keeps at most limit campaigns', () => {
    expect(ids(orderQualified(campaigns, 'code', 2))).toEqual(['camp_a', 'camp_b']);
  });

  it('gives a total order: the result does not depend on the input order', () => {
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.string(),
        name: fc.constantFrom('x', 'y'),
        campaign_type: fc.constantFrom('DISCOUNT_COUPONS' as const, 'PROMOTION' as const),
        created_at: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'),
        categories: fc.constant<QualifiableCampaign['categories']>([]),
      }),
      { selector: (c) => c.id, maxLength: 10 },
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom('type', '-campaign', 'created_at', '-category') as fc.Arbitrary<
          'type' | '-campaign' | 'created_at' | '-category'
        >,
        (list, order) => {
          expect(ids(orderQualified([...list].reverse(), order))).toEqual(ids(orderQualified(list, order)));
        },
      ),
    );
  });
});

describe('trackingId', () => {
  it('is stable and prefixed', () => {
    expect(trackingId('alice')).toBe(trackingId('alice'));
    expect(trackingId('alice')).toMatch(/^track_[0-9a-f]{16}$/);
    expect(trackingId('alice')).not.toBe(trackingId('bob'));
  });

  it('matches the FNV-1a 64-bit reference values', () => {
    expect(trackingId('')).toBe('track_cbf29ce484222325');
    expect(trackingId('a')).toBe('track_af63dc4c8601ec8c');
    expect(trackingId('foobar')).toBe('track_85944171f73967e8');
  });
});
