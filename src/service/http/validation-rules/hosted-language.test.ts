import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
// The answer lacks applicable_to, type and context_type (outside this slice): only the rules part is checked here.
import { officialNullErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const sdk = () =>
  VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey: testKeys.app_token, apiUrl: service.url });

describe('validation rules in the hosted language, through the official SDK v2', () => {
  it('creates the rule the SDK integration suite sends, and answers it in the official shape', async () => {
    const created = await sdk().validationRules.create({
      name: 'Customer must be in segment',
      rules: {
        1: { name: 'customer_segment', rules: {}, property: null, conditions: { $is: ['seg_suite'] } },
        logic: '1',
      },
      error: { message: 'CUSTOMER NOT IN SEGMENT' },
    } as never);
    expect(created.rules).toMatchObject({ '1': { name: 'customer.segment' }, logic: '1' });
    expect(officialNullErrors('post', '/v1/validation-rules', 200, created)).toEqual([]);
    const read = await sdk().validationRules.get(created.id);
    expect(officialNullErrors('get', '/v1/validation-rules/{validationRuleId}', 200, read)).toEqual([]);
  });

  it('keeps numbered, nested rules and their logic, and refuses bad logic naming the position', async () => {
    const rules = {
      '1': {
        name: 'product.id',
        conditions: { $is: [{ id: 'prod_cup' }] },
        rules: { '1': { name: 'product.quantity', conditions: { $more_than_or_equal: [2] } }, logic: '1' },
      },
      '2': { name: 'order.amount', conditions: { $more_than: [5000] } },
      '3': { name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } },
      logic: '(1 and 2) or 3',
    };
    const created = await sdk().validationRules.create({ name: 'Two cups or gold', rules } as never);
    expect(created.rules).toEqual(rules);
    expect(officialNullErrors('post', '/v1/validation-rules', 200, created)).toEqual([]);
    await expect(
      sdk().validationRules.create({ name: 'Broken', rules: { ...rules, logic: '(1 and 2 or 4' } } as never),
    ).rejects.toMatchObject({ code: 400, details: expect.stringContaining('rules.logic: Rule 4 at position 13') });
    await expect(
      sdk().validationRules.create({
        name: 'Gift',
        rules: { '1': { name: 'redemption.gift.amout', conditions: { $is: [1] } }, logic: '1' },
      } as never),
    ).rejects.toMatchObject({ code: 400, details: expect.stringContaining('Unknown condition') });
  });
});
