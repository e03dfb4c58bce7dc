import type { ResolvedRedemptionRequest } from '../../contract/redemption.ts';
import type { CustomerRow } from '../store/repositories/customers.ts';
import type { History, Shopper, Step } from './demo-history.ts';
import { demoCodes } from './demo-codes.ts';
import type { DemoCatalog, Redeemed } from './till.ts';

/** The shop's regular customers, made at their first redemption; the gold ones are welcome at the VIP campaign. */
const shoppers = (
  [
    ['Ava Brooks', 'gold', 'US'],
    ['Liam Chen', 'basic', 'CA'],
    ['Mia Patel', 'basic', 'GB'],
    ['Noel Garcia', 'gold', 'ES'],
    ['Zoe Keller', 'basic', 'DE'],
    ['Omar Haddad', 'basic', 'FR'],
    ['Ivy Nakamura', 'gold', 'JP'],
    ['Leo Rossi', 'basic', 'IT'],
    ['Sara Lind', 'basic', 'SE'],
    ['Theo Martin', 'basic', 'FR'],
    ['Nina Kowalski', 'basic', 'PL'],
    ['Ezra Cohen', 'gold', 'US'],
  ] as const
).map(([name, tier, country]) => {
  const [first, last] = name.toLowerCase().split(' ');
  const shopper: Shopper = {
    sourceId: `shopper-${first}`,
    name,
    email: `${first}.${last}@example.com`,
    metadata: { tier, country },
  };
  return { shopper, gold: tier === 'gold' };
});

/** Codes shoppers type that the shop never issued. */
const unknownCodes = ['SUMMER10', 'WELCOME5', 'FREESHIP'];
const rollbackReasons = ['Order returned', 'Order canceled by the shopper', 'Payment declined'];

type Sale = {
  redeemables: ResolvedRedemptionRequest['redeemables'];
  /** The order amount's range, in minor units. */
  amount: readonly [number, number];
  /** Asked mostly by gold customers (the campaign's rule refuses the others). */
  vip?: boolean;
  /** The order comes back a day or three later, and its redemption is rolled back. */
  returned?: boolean;
  /** How many days before the first start it may fall: 1..days. */
  days?: number;
};

/**
 * Redemption requests over the 90 days before the first start (about 70 at the full scale, 25 at the compact one),
 * and the rollbacks of some: the generated "Ten off" codes (at the full scale one is used up and then refused),
 * PERCENT15, both ladder tiers (refused below the weekday tier's $100 rule or outside its hours), the generated gift
 * cards alone and after a tier (refused once a card runs low), the VIP campaign (refused to customers who are not
 * gold), codes that do not exist, and FLASH20 in the flash sale's two weeks. The other named codes stay unused.
 */
export function redemptionSteps(history: History, catalog: DemoCatalog, demoCustomer: CustomerRow): Step[] {
  const { random, calendar, till, scale } = history;
  const campaignId = (name: string) => catalog.campaigns.find((c) => c.name === name)!.id;
  const generated = (campaign: string, named: string) =>
    catalog.vouchers.filter((v) => v.campaignId === campaignId(campaign) && v.code !== named).map((v) => v.code);
  const tenOff = generated('Ten off', demoCodes.amountOff);
  const giftCards = generated('Gift cards', demoCodes.giftCard);
  const [weekdayTier, bigOrderTier] = catalog.tiers.map((t) => t.id);
  const voucher = (id: string, credits?: number) =>
    ({ object: 'voucher', id, ...(credits && { gift: { credits } }) }) as const;
  const tier = (id: string) => ({ object: 'promotion_tier', id }) as const;
  const times = (n: number, sale: () => Sale) => Array.from({ length: n }, sale);
  const credits = () => 1000 + random.int(20) * 100;

  // How many of each sale the history makes, at the full and at the compact scale.
  const n = (full: number, compact: number) => (scale === 'full' ? full : compact);
  const sales: Sale[] = [
    // At the full scale the first code is used up, and then refused.
    ...(scale === 'full' ? [11, 3, 2, 1] : [2, 1]).flatMap((count, i) =>
      times(count, () => ({ redeemables: [voucher(tenOff[i]!)], amount: [2500, 12000] })),
    ),
    ...times(n(12, 3), () => ({ redeemables: [voucher(demoCodes.percentOff)], amount: [3000, 20000] })),
    // Orders that came back in the last month, so the overview's default range shows rollbacks.
    ...times(n(2, 1), () => ({
      redeemables: [voucher(demoCodes.percentOff)],
      amount: [3000, 20000],
      returned: true,
      days: 27,
    })),
    ...times(n(10, 3), () => ({ redeemables: [tier(weekdayTier!)], amount: [6000, 25000] })),
    ...times(n(7, 2), () => ({ redeemables: [tier(bigOrderTier!)], amount: [15000, 40000] })),
    ...times(n(1, 0), () => ({ redeemables: [tier(bigOrderTier!)], amount: [15000, 40000], returned: true })),
    ...times(n(3, 1), () => ({ redeemables: [voucher(random.pick(giftCards), credits())], amount: [3000, 9000] })),
    ...times(n(2, 1), () => ({
      redeemables: [tier(bigOrderTier!), voucher(random.pick(giftCards), credits())],
      amount: [18000, 35000],
    })),
    ...times(n(6, 2), () => ({ redeemables: [voucher(demoCodes.exclusive)], amount: [8000, 30000], vip: true })),
    // Codes that do not exist, typed in the last weeks: the overview's default range shows failures.
    ...times(n(2, 1), () => ({ redeemables: [voucher(random.pick(unknownCodes))], amount: [2000, 8000], days: 20 })),
    // Eight of FLASH20's ten uses in the sale's two weeks: the overview's alerts say it ends this week and is nearly
    // used up.
    ...times(8, () => ({ redeemables: [voucher(demoCodes.flashSale)], amount: [3000, 15000], days: 14 })),
  ];
  const gold = [demoCustomer, ...shoppers.filter((s) => s.gold).map((s) => s.shopper)];
  let orderNumber = 10_000;
  return sales.flatMap((sale) => {
    // Shop hours, 08:00 to 21:00 UTC.
    const at = calendar.dayAt(-1 - random.int(sale.days ?? 90), 8 + random.int(13) + random.int(3600) / 3600);
    const shopper = sale.vip && random.int(3) > 0 ? random.pick(gold) : random.pick(shoppers).shopper;
    const amount = sale.amount[0] + random.int((sale.amount[1] - sale.amount[0]) / 100) * 100;
    let redeemed: Redeemed | undefined;
    const steps: Step[] = [
      {
        at,
        run: () => {
          // Order numbers follow time: steps run in time order.
          const request: ResolvedRedemptionRequest = {
            customer: { source_id: shopper.sourceId! },
            order: { source_id: `shop-${++orderNumber}`, amount },
            redeemables: sale.redeemables,
          };
          const outcome = till.redeem(at, history.customer(shopper, at), request);
          redeemed = outcome.redeemed;
          history.emit(redeemed ? 'redemption.succeeded' : 'redemption.failed', outcome.payload, at);
        },
      },
    ];
    if (sale.returned) {
      // Before the first start's day in any case.
      const delay = (1 + random.int(3)) * 86_400_000 + random.int(8) * 3_600_000;
      const returned = new Date(Math.min(at.getTime() + delay, calendar.day.getTime() - 3_600_000));
      const reason = random.pick(rollbackReasons);
      steps.push({
        at: returned,
        run: () => {
          if (!redeemed) return;
          history.emit('redemption.rollback.succeeded', till.rollBack(redeemed, returned, reason), returned);
        },
      });
    }
    return steps;
  });
}
