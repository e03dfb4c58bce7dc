import { describe, expect, it } from 'vitest';
import { emptySetupForm, setupFormSchema, type SetupFormValues } from './setup-form-schema.ts';

const form = (change: Partial<SetupFormValues>): SetupFormValues => ({ ...emptySetupForm, name: 'Autumn', ...change });

describe('setupFormSchema', () => {
  it('sends only what was set, so the template keeps the rest', () => {
    expect(setupFormSchema.parse(form({}))).toEqual({ name: 'Autumn' });
  });

  it('turns the form into the request the contract describes', () => {
    const request = setupFormSchema.parse(
      form({
        join_once: 'yes',
        auto_join: 'no',
        vouchers_count: '25',
        start_date: '2026-11-02T08:00',
        validity_timeframe: { interval: 'P1W', duration: '' },
        validity_hours: { daily: [{ start_time: '09:00', expiration_time: '17:00', days_of_week: [1, 2] }] },
        category_kind: 'name',
        category: 'Seasonal',
        category_id: 'cat_left_over',
        metadata: [{ key: 'channel', value: 'email' }],
        voucher: {
          code_config: { prefix: 'AUT-', postfix: '', length: '6', charset: '', pattern: '' },
          redemption: { quantity: '3', unlimited: true },
        },
      }),
    );
    expect(request).toEqual({
      name: 'Autumn',
      join_once: true,
      auto_join: false,
      vouchers_count: 25,
      start_date: new Date('2026-11-02T08:00').toISOString(),
      validity_timeframe: { interval: 'P1W' },
      validity_hours: { daily: [{ start_time: '09:00', expiration_time: '17:00', days_of_week: [1, 2] }] },
      category: 'Seasonal',
      metadata: { channel: 'email' },
      voucher: { code_config: { prefix: 'AUT-', length: 6 }, redemption: { quantity: null } },
    });
  });

  it("puts the contract's own checks on the form's fields", () => {
    const result = setupFormSchema.safeParse(
      form({
        start_date: '2026-12-02T08:00',
        expiration_date: '2026-11-02T08:00',
        voucher: {
          code_config: { prefix: '', postfix: '', length: '', charset: '', pattern: 'NO-HASHES' },
          redemption: { quantity: '', unlimited: false },
        },
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['voucher.code_config.pattern', 'expiration_date']));
  });

  it('needs a start date for a repeating timeframe, and unique metadata keys', () => {
    const timeframe = setupFormSchema.safeParse(form({ validity_timeframe: { interval: 'P1D', duration: '' } }));
    expect(timeframe.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['start_date']);
    const keys = setupFormSchema.safeParse(
      form({
        metadata: [
          { key: 'a', value: '1' },
          { key: 'a', value: '2' },
        ],
      }),
    );
    expect(keys.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['metadata.1.key', 'This key is already used'],
    ]);
  });
});
