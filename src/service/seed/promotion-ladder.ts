import type { Validity } from '../../contract/common.ts';
import type { Discount } from '../../contract/discount.ts';
import type { Tx } from '../store/db.ts';
import { campaigns, promotionTiers } from '../store/schema/catalog.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { SeededRandom } from './random.ts';

/**
 * The demo promotion "Black Friday ladder": four tiers, two of them switched off, with windows in the demo's season;
 * returns the promotion and its tiers as stored.
 */
export async function seedPromotionLadder(
  tx: Tx,
  random: SeededRandom,
  { projectId, categoryId, calendar }: { projectId: string; categoryId: string; calendar: DemoCalendar },
) {
  const { at, since, until } = calendar;
  const promotionId = random.id('camp_');
  const [promotion] = await tx
    .insert(campaigns)
    .values({
      id: promotionId,
      projectId,
      name: 'Black Friday ladder',
      description: 'Spend more, save more',
      campaignType: 'PROMOTION',
      type: 'AUTO_UPDATE',
      validity: { start_date: since, expiration_date: until },
      categoryId,
      createdAt: at(11),
    })
    .returning();
  const tier = (
    hierarchy: number,
    name: string,
    banner: string,
    discount: Discount,
    active: boolean,
    validity: Validity,
  ) => ({
    id: random.id('promo_'),
    projectId,
    campaignId: promotionId,
    name,
    banner,
    action: { discount },
    hierarchy,
    active,
    validity,
    metadata: { shelf: 'checkout' },
    categoryId,
    createdAt: at(11 + hierarchy),
  });
  const tiers = [
    tier(
      1,
      'Orders over $100',
      'Get $10 off orders over $100',
      { type: 'AMOUNT', amount_off: 1000, effect: 'APPLY_TO_ORDER' },
      true,
      {
        expiration_date: until,
        validity_day_of_week: [1, 2, 3, 4, 5],
        validity_hours: { daily: [{ start_time: '09:00', expiration_time: '17:00', days_of_week: [1, 2, 3, 4, 5] }] },
      },
    ),
    tier(
      2,
      'Orders over $200',
      '15% off orders over $200, up to $50',
      { type: 'PERCENT', percent_off: 15, amount_limit: 5000, effect: 'APPLY_TO_ORDER' },
      true,
      { expiration_date: until },
    ),
    tier(
      3,
      'Weekend treat',
      '$5 off at weekends',
      { type: 'AMOUNT', amount_off: 500, effect: 'APPLY_TO_ORDER' },
      false,
      { validity_day_of_week: [0, 6] },
    ),
    tier(
      4,
      'Happy hour',
      '20% off between 16:00 and 18:00',
      { type: 'PERCENT', percent_off: 20, effect: 'APPLY_TO_ORDER' },
      false,
      {
        validity_hours: {
          daily: [{ start_time: '16:00', expiration_time: '18:00', days_of_week: [0, 1, 2, 3, 4, 5, 6] }],
        },
      },
    ),
  ];
  return { promotion: promotion!, tiers: await tx.insert(promotionTiers).values(tiers).returning() };
}
