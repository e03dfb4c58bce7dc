import type { Blueprint } from '../../contract/campaign-blueprint.ts';
import type { At } from './demo-calendar.ts';
import type { SeededRandom } from './random.ts';

const themes = [
  'Spring',
  'Summer',
  'Autumn',
  'Winter',
  'Weekend',
  'Welcome',
  'Loyal customer',
  'Holiday',
  'Back to school',
  'Flash',
  'VIP',
  'Student',
  'Birthday',
  'Clearance',
  'Launch',
  'Referral thanks',
];
const discountKinds = [
  '10% off',
  '$15 off',
  'Free shipping',
  '25% off basket',
  '$5 off coffee',
  'Buy more save more',
] as const;
const giftKinds = ['$25 gift card', '$50 gift card', '$100 gift card', 'Employee gift card'] as const;

function discountBlueprint(kind: (typeof discountKinds)[number], withRule: boolean): Blueprint {
  const discount =
    kind === '10% off'
      ? { type: 'PERCENT' as const, percent_off: 10, amount_limit: 5000, effect: 'APPLY_TO_ORDER' as const }
      : kind === '25% off basket'
        ? { type: 'PERCENT' as const, percent_off: 25, effect: 'APPLY_TO_ITEMS' as const }
        : kind === '$15 off'
          ? { type: 'AMOUNT' as const, amount_off: 1500, effect: 'APPLY_TO_ORDER' as const }
          : kind === '$5 off coffee'
            ? { type: 'AMOUNT' as const, amount_off: 500, effect: 'APPLY_TO_ITEMS' as const }
            : kind === 'Free shipping'
              ? { type: 'AMOUNT' as const, amount_off: 999, effect: 'APPLY_TO_ORDER' as const }
              : { type: 'AMOUNT' as const, amount_off: 2500, effect: 'APPLY_TO_ORDER' as const };
  return {
    campaign: {
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'AUTO_UPDATE',
      description: `${kind} for every customer`,
      voucher: {
        type: 'DISCOUNT_VOUCHER',
        discount,
        redemption: { quantity: 1 },
        code_config: { length: 8, charset: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', prefix: 'PD-' },
        is_referral_code: false,
      },
      metadata: { channel: 'web' },
    },
    validation_rules: withRule
      ? [
          {
            name: `${kind}: orders from $50`,
            rules: {
              '1': { name: 'order.amount', conditions: { $more_than_or_equal: [5000] } },
              logic: '1',
            },
            error: { message: 'Spend at least $50 to use this code' },
          },
        ]
      : [],
  };
}

function giftBlueprint(kind: (typeof giftKinds)[number]): Blueprint {
  const amount = kind === '$25 gift card' ? 2500 : kind === '$50 gift card' ? 5000 : 10000;
  return {
    campaign: {
      campaign_type: 'GIFT_VOUCHERS',
      type: 'AUTO_UPDATE',
      description: `${kind}, spendable in several orders`,
      voucher: {
        type: 'GIFT_VOUCHER',
        gift: { amount, balance: amount, effect: 'APPLY_TO_ORDER' },
        redemption: { quantity: null },
        code_config: { pattern: 'GIFT-####-####', charset: '0123456789' },
        is_referral_code: false,
      },
    },
    validation_rules: [],
  };
}

/** 48 templates of both types, six hours apart from when the demo account was made, each with its blueprint. */
export function demoTemplates(random: SeededRandom, projectId: string, at: At) {
  return Array.from({ length: 48 }, (_, i) => {
    const theme = themes[i % themes.length]!;
    const gift = i % 4 === 3;
    const kind = gift ? giftKinds[i % giftKinds.length]! : discountKinds[i % discountKinds.length]!;
    const createdAt = at(i * 6);
    return {
      id: random.id('camp_tpl_'),
      projectId,
      name: `${theme} ${kind}`,
      description: gift ? `Gift cards for the ${theme.toLowerCase()} season` : `${theme} campaign: ${kind}`,
      campaignType: gift ? ('GIFT_VOUCHERS' as const) : ('DISCOUNT_COUPONS' as const),
      blueprint: gift
        ? giftBlueprint(kind as (typeof giftKinds)[number])
        : discountBlueprint(kind as (typeof discountKinds)[number], i % 3 === 0),
      createdAt,
      updatedAt: i % 5 === 0 ? new Date(createdAt.getTime() + 3600_000) : null,
    };
  });
}
