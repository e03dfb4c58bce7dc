import { describe, expect, it } from 'vitest';
import type { CampaignTemplateDefaults } from '../../../contract/campaign-blueprint.ts';
import {
  changedSettings,
  changesFromTemplate,
  setupFormSchema,
  templateForm,
  templateRequest,
  type SetupFormValues,
} from './setup-form-schema.ts';

const template: CampaignTemplateDefaults = {
  id: 'camp_tpl_spring',
  name: 'Spring 10% off',
  description: 'Spring campaign: 10% off',
  campaign_type: 'DISCOUNT_COUPONS',
  created_at: '2026-01-05T09:00:00.000Z',
  object: 'campaign_template',
  blueprint: {
    campaign: {
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'AUTO_UPDATE',
      description: '10% off for every customer',
      start_date: '2026-03-01T00:00:00.000Z',
      voucher: {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'PERCENT', percent_off: 10, amount_limit: 5000, effect: 'APPLY_TO_ORDER' },
        redemption: { quantity: 1 },
        code_config: { length: 8, charset: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', prefix: 'PD-' },
        is_referral_code: false,
      },
      metadata: { channel: 'web' },
    },
    validation_rules: [],
  },
};

const filled = templateForm(template);
const form = (change: Partial<SetupFormValues>): SetupFormValues => ({
  ...filled,
  name: 'Autumn',
  vouchers_count: '0',
  ...change,
});
const send = (values: SetupFormValues) => changesFromTemplate(templateRequest(template), setupFormSchema.parse(values));

describe('the setup form', () => {
  it("starts with every value of the template, in the form's words", () => {
    expect(filled).toMatchObject({
      description: '10% off for every customer',
      type: 'AUTO_UPDATE',
      join_once: 'no',
      reward: { kind: 'PERCENT', value: '10' },
      metadata: [{ key: 'channel', value: 'web' }],
      voucher: {
        code_config: { prefix: 'PD-', length: '8', pattern: '' },
        redemption: { quantity: '1', unlimited: false },
      },
    });
    expect(filled.start_date).toMatch(/^2026-0[23]-\d\dT\d\d:\d\d$/);
    // The template sets no number: the form asks for one instead of silently creating an empty campaign.
    expect(setupFormSchema.safeParse({ ...filled, name: 'Autumn' }).error?.issues.map((i) => i.path.join('.'))).toEqual(
      ['vouchers_count'],
    );
  });

  it('sends the name and only what differs from the template', () => {
    expect(send(form({}))).toEqual({ name: 'Autumn', vouchers_count: 0 });
    const changes = send(
      form({
        vouchers_count: '25',
        join_once: 'yes',
        reward: { kind: 'PERCENT', value: '15' },
        start_date: '',
        category_kind: 'name',
        category: 'Seasonal',
        metadata: [],
        voucher: {
          code_config: { ...filled.voucher.code_config, prefix: '', length: '6' },
          redemption: { quantity: '', unlimited: true },
        },
      }),
    );
    expect(changes).toEqual({
      name: 'Autumn',
      vouchers_count: 25,
      join_once: true,
      // Emptied: no start date, whatever the template says; no metadata; no prefix.
      start_date: null,
      category: 'Seasonal',
      metadata: {},
      voucher: {
        discount: { type: 'PERCENT', percent_off: 15 },
        redemption: { quantity: null },
        code_config: { prefix: '', length: 6 },
      },
    });
    expect(changedSettings(changes)).toEqual([
      'Customers join only once',
      'Number of vouchers',
      'Starts',
      'Category',
      'Metadata',
      'Redemptions per voucher',
      'Discount',
      'Code length',
      'Code prefix',
    ]);
  });

  it('takes money as text in major units and refuses amounts it cannot read', () => {
    const gift: CampaignTemplateDefaults = {
      ...template,
      campaign_type: 'GIFT_VOUCHERS',
      blueprint: {
        ...template.blueprint,
        campaign: {
          ...template.blueprint.campaign,
          campaign_type: 'GIFT_VOUCHERS',
          voucher: {
            ...template.blueprint.campaign.voucher,
            type: 'GIFT_VOUCHER',
            discount: undefined,
            gift: { amount: 2500, balance: 2500 },
          },
        },
      },
    };
    const giftForm = { ...templateForm(gift), name: 'Gifts', vouchers_count: '1' };
    expect(giftForm.reward).toEqual({ kind: 'GIFT', value: '25.00' });
    expect(
      changesFromTemplate(
        templateRequest(gift),
        setupFormSchema.parse({ ...giftForm, reward: { kind: 'GIFT', value: '40.5' } }),
      ),
    ).toEqual({ name: 'Gifts', vouchers_count: 1, voucher: { gift: { amount: 4050 } } });
    for (const [value, message] of [
      ['forty', 'Enter an amount such as 12.50 or 1,000.00'],
      ['0', 'A gift card needs an amount above zero'],
    ])
      expect(
        setupFormSchema.safeParse({ ...giftForm, reward: { kind: 'GIFT', value } }).error?.issues.map((i) => i.message),
      ).toEqual([message]);
    expect(
      setupFormSchema.safeParse(form({ reward: { kind: 'PERCENT', value: '120' } })).error?.issues[0]?.message,
    ).toBe('Enter a percentage from 0 to 100');
  });

  it("puts the contract's own checks on the form's fields", () => {
    const result = setupFormSchema.safeParse(
      form({
        start_date: '2026-12-02T08:00',
        expiration_date: '2026-11-02T08:00',
        voucher: { ...filled.voucher, code_config: { ...filled.voucher.code_config, pattern: 'NO-HASHES' } },
      }),
    );
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['voucher.code_config.pattern', 'expiration_date']));
  });

  it('needs a start date for a repeating timeframe, and unique metadata keys', () => {
    const timeframe = setupFormSchema.safeParse(
      form({ start_date: '', validity_timeframe: { interval: 'P1D', duration: '' } }),
    );
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
