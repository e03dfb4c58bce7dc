import type { Campaign, CampaignVoucher } from '../../contract/campaign.ts';
import type { ValidationRuleRules } from '../../contract/validation-rule.ts';
import type { Tx } from '../store/db.ts';
import { earningRules } from '../store/schema/earning-rules.ts';
import { customers } from '../store/schema/activity.ts';
import {
  campaigns,
  categories,
  validationRuleAssignments,
  validationRules,
  vouchers,
} from '../store/schema/catalog.ts';
import type { SeededRandom } from './random.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { seedDemoHistory, type HistoryScale } from './demo-history.ts';
import { coffeeClubEarning } from './loyalty-history.ts';
import { demoCodes } from './demo-codes.ts';
import { seedPromotionLadder } from './promotion-ladder.ts';

/**
 * Campaigns of every type with vouchers, tiers, rules and customers, in windows of the demo's season, and then
 * their history (see demo-history.ts).
 */
export async function seedDemoPrograms(
  tx: Tx,
  random: SeededRandom,
  projectId: string,
  calendar: DemoCalendar,
  scale: HistoryScale,
) {
  const { at, since, until } = calendar;
  const ids = { joint: random.id('cat_'), exclusive: random.id('cat_') };
  const categoryRows = await tx
    .insert(categories)
    .values([
      {
        id: ids.joint,
        projectId,
        name: 'Everyday savings',
        hierarchy: 1,
        stackingRulesType: 'JOINT',
        createdAt: at(8),
      },
      {
        id: ids.exclusive,
        projectId,
        name: 'Exclusive deals',
        hierarchy: 2,
        stackingRulesType: 'EXCLUSIVE',
        createdAt: at(8),
      },
    ])
    .returning();
  const customerId = random.id('cust_');
  const [demoCustomer] = await tx
    .insert(customers)
    .values([
      {
        id: customerId,
        projectId,
        sourceId: demoCodes.customer,
        name: 'Dana Demo',
        email: 'dana@example.com',
        metadata: { tier: 'gold', country: 'US' },
        segments: ['seg_vip'],
        createdAt: at(9),
      },
      {
        id: random.id('cust_'),
        projectId,
        sourceId: 'new-customer',
        name: 'Noah New',
        email: 'noah@example.com',
        metadata: { tier: 'basic', country: 'DE' },
        createdAt: at(9),
      },
    ])
    .returning();

  const rule = (name: string, rules: ValidationRuleRules, message: string, hours: number) => ({
    id: random.id('val_'),
    projectId,
    name,
    rules,
    error: { message },
    createdAt: at(hours),
  });
  const orderOver100 = rule(
    'Orders from $100',
    { '1': { name: 'order.amount', conditions: { $more_than_or_equal: [10000] } }, logic: '1' },
    'Spend at least $100',
    10,
  );
  const goldOnly = rule(
    'Gold customers',
    { '1': { name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } }, logic: '1' },
    'Only for gold members',
    10,
  );
  await tx.insert(validationRules).values([orderOver100, goldOnly]);

  const ladder = await seedPromotionLadder(tx, random, { projectId, categoryId: ids.joint, calendar });

  const discountVoucher = (discount: CampaignVoucher['discount'], quantity: number | null): CampaignVoucher => ({
    type: 'DISCOUNT_VOUCHER',
    discount,
    redemption: { quantity },
    code_config: { length: 8, charset: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' },
    is_referral_code: false,
  });
  const campaign = (
    name: string,
    campaignType: Campaign['campaign_type'],
    voucher: CampaignVoucher,
    hours: number,
    extra: Omit<Partial<typeof campaigns.$inferInsert>, 'voucher'> = {},
  ) => ({
    id: random.id('camp_'),
    projectId,
    name,
    description: `${name} (demo)`,
    campaignType,
    type: 'AUTO_UPDATE' as const,
    voucher,
    validity: { start_date: since, expiration_date: until },
    createdAt: at(hours),
    ...extra,
  });
  const amountOff = campaign(
    'Ten off',
    'DISCOUNT_COUPONS',
    discountVoucher({ type: 'AMOUNT', amount_off: 1000, effect: 'APPLY_TO_ORDER' }, 10),
    20,
    { categoryId: ids.joint, vouchersCount: 6 },
  );
  const percentOff = campaign(
    'Fifteen percent',
    'DISCOUNT_COUPONS',
    discountVoucher({ type: 'PERCENT', percent_off: 15, amount_limit: 3000, effect: 'APPLY_TO_ORDER' }, 100),
    21,
    { categoryId: ids.joint, vouchersCount: 1 },
  );
  const exclusive = campaign(
    'Half price VIP',
    'DISCOUNT_COUPONS',
    discountVoucher({ type: 'PERCENT', percent_off: 50, amount_limit: 10000, effect: 'APPLY_TO_ORDER' }, 100),
    22,
    { categoryId: ids.exclusive, vouchersCount: 1 },
  );
  const gift = campaign(
    'Gift cards',
    'GIFT_VOUCHERS',
    {
      type: 'GIFT_VOUCHER',
      gift: { amount: 10000, balance: 10000, effect: 'APPLY_TO_ORDER' },
      redemption: { quantity: null },
      code_config: { pattern: 'GIFT-####-####', charset: '0123456789' },
      is_referral_code: false,
    },
    23,
    { vouchersCount: 3 },
  );
  const loyalty = campaign(
    'Coffee club',
    'LOYALTY_PROGRAM',
    {
      type: 'LOYALTY_CARD',
      loyalty_card: { points: 0 },
      redemption: { quantity: null },
      code_config: { pattern: 'LOYAL-#####' },
      is_referral_code: false,
    },
    24,
    {
      vouchersCount: 3,
      joinOnce: true,
      autoJoin: true,
    },
  );
  const referral = campaign(
    'Bring a friend',
    'REFERRAL_PROGRAM',
    { ...discountVoucher({ type: 'AMOUNT', amount_off: 500, effect: 'APPLY_TO_ORDER' }, null), is_referral_code: true },
    25,
    {
      vouchersCount: 1,
      referralProgram: {
        conversion_event_type: 'custom_event',
        custom_event: { name: 'signed_up' },
        referee_reward: {
          related_object_parent: { id: '', name: 'Coffee club', object: 'CAMPAIGN' },
          type: 'LOYALTY_CARD',
          amount: 100,
        },
      },
    },
  );
  (
    referral.referralProgram as { referee_reward: { related_object_parent: { id: string } } }
  ).referee_reward.related_object_parent.id = loyalty.id;
  // A two-week sale ending a few days after the first start: the overview's "ends this week" alert names it.
  const flashSale = campaign(
    'Flash sale',
    'DISCOUNT_COUPONS',
    discountVoucher({ type: 'PERCENT', percent_off: 20, amount_limit: 2000, effect: 'APPLY_TO_ORDER' }, 10),
    28,
    {
      vouchersCount: 1,
      validity: {
        start_date: calendar.dayAt(-14).toISOString(),
        expiration_date: calendar.dayAt(6, -1 / 3600).toISOString(),
      },
    },
  );
  const campaignRows = await tx
    .insert(campaigns)
    .values([amountOff, percentOff, exclusive, gift, loyalty, referral, flashSale])
    .returning();
  await tx.insert(earningRules).values(
    coffeeClubEarning.map(({ event, points }, i) => ({
      id: random.id('ern_'),
      projectId,
      campaignId: loyalty.id,
      event,
      definition: { loyalty: { type: 'FIXED' as const, points }, metadata: {} },
      automationId: random.id('auto_'),
      createdAt: new Date(at(24).getTime() + i),
    })),
  );
  const assignments = [
    {
      id: random.id('asgm_'),
      projectId,
      ruleId: orderOver100.id,
      relatedObjectType: 'promotion_tier' as const,
      relatedObjectId: ladder.tiers[0]!.id,
      createdAt: at(26),
    },
    {
      id: random.id('asgm_'),
      projectId,
      ruleId: goldOnly.id,
      relatedObjectType: 'campaign' as const,
      relatedObjectId: exclusive.id,
      createdAt: at(26),
    },
  ];
  await tx.insert(validationRuleAssignments).values(assignments);

  const voucher = (
    c: ReturnType<typeof campaign>,
    code: string,
    extra: Partial<typeof vouchers.$inferInsert> = {},
  ) => ({
    id: random.id('v_'),
    projectId,
    campaignId: c.id,
    code,
    type: c.voucher.type,
    discount: c.voucher.discount ?? null,
    redemptionQuantity: c.voucher.redemption.quantity,
    categoryId: c.categoryId ?? null,
    createdAt: at(27),
    ...extra,
  });
  const giftCard = (code: string) => voucher(gift, code, { giftAmount: 10000, giftBalance: 10000 });
  const card = (code: string, holderId: string | null) =>
    voucher(loyalty, code, { loyaltyPoints: 0, loyaltyBalance: 0, holderId });
  const codes = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
  const loyaltyCard = card(demoCodes.loyaltyCard, customerId);
  const voucherRows = await tx
    .insert(vouchers)
    .values([
      voucher(amountOff, demoCodes.amountOff),
      ...codes(5, () => voucher(amountOff, random.text(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'))),
      voucher(percentOff, demoCodes.percentOff),
      voucher(exclusive, demoCodes.exclusive),
      giftCard(demoCodes.giftCard),
      ...codes(2, () => giftCard(`GIFT-${random.text(4, '0123456789')}-${random.text(4, '0123456789')}`)),
      loyaltyCard,
      ...codes(2, () => card(`LOYAL-${random.text(5, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`, null)),
      voucher(referral, demoCodes.referral, { holderId: customerId }),
      voucher(flashSale, demoCodes.flashSale),
    ])
    .returning();
  const rules = [orderOver100, goldOnly];
  const rulesOf = (id: string) =>
    assignments
      .filter((a) => a.relatedObjectId === id)
      .map((a) => rules.find((r) => r.id === a.ruleId)!)
      .map(({ id, name, rules, error }) => ({ id, name, rules, error }));
  await seedDemoHistory(
    tx,
    random,
    calendar,
    demoCustomer!,
    {
      projectId,
      campaigns: [ladder.promotion, ...campaignRows],
      tiers: ladder.tiers,
      vouchers: voucherRows,
      categories: categoryRows,
      rulesOf,
    },
    scale,
  );
}
