import { describe, expect, it } from 'vitest';
import { emptyNewCampaignForm, newCampaignFormSchema, type NewCampaignFormValues } from './new-campaign-form-schema.ts';

const parse = (changes: Partial<NewCampaignFormValues>) =>
  newCampaignFormSchema.safeParse({ ...emptyNewCampaignForm, name: 'Autumn', ...changes });

describe('the new campaign form', () => {
  it('sends a discount campaign with its codes, unlimited when redemptions per code is empty', () => {
    const result = parse({
      reward: { kind: 'AMOUNT', value: '12.50' },
      voucher: { code_config: { prefix: 'AUT-', length: '6' }, redemption: { quantity: '' } },
    });
    expect(result.data).toMatchObject({
      campaign_type: 'DISCOUNT_COUPONS',
      vouchers_count: 10,
      voucher: {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'AMOUNT', amount_off: 1250 },
        code_config: { prefix: 'AUT-', length: 6 },
        redemption: { quantity: null },
      },
    });
  });

  it('sends a gift card campaign with its amount and refuses a zero amount at the field', () => {
    expect(
      parse({ campaign_type: 'GIFT_VOUCHERS', reward: { kind: 'GIFT', value: '25' } }).data?.voucher,
    ).toMatchObject({ type: 'GIFT_VOUCHER', gift: { amount: 2500 } });
    const zero = parse({ campaign_type: 'GIFT_VOUCHERS', reward: { kind: 'GIFT', value: '0' } });
    expect(zero.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reward.value']);
  });

  it('sends a loyalty program whose cards start with the points given', () => {
    const result = parse({ campaign_type: 'LOYALTY_PROGRAM', reward: { kind: 'OTHER', value: '' }, points: '150' });
    expect(result.data?.voucher).toMatchObject({ type: 'LOYALTY_CARD', loyalty_card: { points: 150 } });
  });

  it('sends a promotion with its first tier and no codes, and asks for the tier name at its field', () => {
    const result = parse({ campaign_type: 'PROMOTION', tier: { name: 'Ten off', banner: '' } });
    expect(result.data).toMatchObject({
      campaign_type: 'PROMOTION',
      promotion: { tiers: [{ name: 'Ten off', action: { discount: { type: 'PERCENT', percent_off: 10 } } }] },
    });
    expect(result.data?.voucher).toBeUndefined();
    const unnamed = parse({ campaign_type: 'PROMOTION' });
    expect(unnamed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tier.name', 'A tier needs a name'],
    ]);
  });

  it('refuses an expiry before the start at the expiry field', () => {
    const result = parse({ start_date: '2027-03-01T10:00', expiration_date: '2027-02-01T10:00' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('expiration_date');
  });
});
