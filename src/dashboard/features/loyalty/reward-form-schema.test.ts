import { describe, expect, it } from 'vitest';
import {
  emptyRewardForm,
  priceFormSchema,
  rewardEditFormSchema,
  rewardFormSchema,
  type RewardFormValues,
} from './reward-form-schema.ts';

type Parameters = Partial<RewardFormValues['parameters']>;
const parse = (changes: Partial<Omit<RewardFormValues, 'parameters'>>, parameters: Parameters = {}) =>
  rewardFormSchema.safeParse({
    ...emptyRewardForm,
    name: 'Free mug',
    ...changes,
    parameters: { ...emptyRewardForm.parameters, ...parameters },
  });
const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('the new reward form', () => {
  it('sends only the parameters of the chosen type, a stock only for a material reward', () => {
    const campaign = parse({ stock: '4' }, { campaign: { id: 'camp_1', balance: '500' }, product: { id: 'prod_1' } });
    expect(campaign.data).toEqual({ name: 'Free mug', parameters: { campaign: { id: 'camp_1', balance: 500 } } });
    const discount = parse({}, { campaign: { id: 'camp_2', balance: '' } });
    expect(discount.data).toEqual({ name: 'Free mug', parameters: { campaign: { id: 'camp_2' } } });
    const coin = parse({ type: 'COIN' }, { coin: { exchange_ratio: '0.5', points_ratio: '10' } });
    expect(coin.data).toEqual({ name: 'Free mug', parameters: { coin: { exchange_ratio: 0.5, points_ratio: 10 } } });
    const material = parse({ type: 'MATERIAL', stock: '' }, { product: { id: 'prod_1' } });
    expect(material.data).toEqual({
      name: 'Free mug',
      stock: null,
      parameters: { product: { id: 'prod_1', sku_id: undefined } },
    });
  });

  it('names the input that is missing or not a number', () => {
    expect(issuePaths(parse({}))).toEqual(['parameters.campaign.id']);
    expect(issuePaths(parse({ type: 'MATERIAL' }))).toEqual(['parameters.product.id']);
    expect(issuePaths(parse({}, { campaign: { id: 'camp_1', balance: 'lots' } }))).toEqual([
      'parameters.campaign.balance',
    ]);
    const coin = parse({ type: 'COIN' }, { coin: { exchange_ratio: '0', points_ratio: '1.5' } });
    expect(issuePaths(coin)).toEqual(['parameters.coin.points_ratio', 'parameters.coin.exchange_ratio']);
    expect(issuePaths(parse({ name: ' ' }, { campaign: { id: 'camp_1', balance: '' } }))).toEqual(['name']);
  });
});

describe('editing a reward and its price', () => {
  it('sends the stock only when the form has it, empty as unlimited', () => {
    expect(rewardEditFormSchema.parse({ name: 'Mug' })).toEqual({ name: 'Mug' });
    expect(rewardEditFormSchema.parse({ name: 'Mug', stock: '' })).toEqual({ name: 'Mug', stock: null });
    expect(rewardEditFormSchema.parse({ name: 'Mug', stock: '7' })).toEqual({ name: 'Mug', stock: 7 });
    expect(rewardEditFormSchema.safeParse({ name: 'Mug', stock: '-1' }).success).toBe(false);
  });

  it('takes a price of whole points above zero', () => {
    expect(priceFormSchema.parse({ points: ' 25 ' })).toEqual({ points: 25 });
    for (const points of ['', '0', '2.5', 'ten']) expect(priceFormSchema.safeParse({ points }).success).toBe(false);
  });
});
