import { presentSimpleCustomer } from '../operations/customers/present.ts';
import type { CustomerRow } from '../store/repositories/customers.ts';
import type { VoucherRow } from '../store/repositories/vouchers.ts';
import type { History, Step } from './demo-history.ts';
import type { DemoCatalog } from './till.ts';

/** The Coffee club's custom-event earning rules (FIXED points), which the seeded history earns by too. */
export const coffeeClubEarning = [
  { event: 'purchase_review', points: 50 },
  { event: 'store_visit', points: 10 },
];

const stores = ['Berlin', 'Hamburg', 'Munich'];
const reviewed = ['Espresso beans', 'Oat latte', 'Ceramic cup', 'Cold brew'];
/** What a free coffee costs in points. */
const coffeePoints = 100;

/**
 * The demo customer's custom events over the 90 days before the first start, store visits and reviews, each earning on their card LOYAL-DEMO1 what the Coffee club's earning rules give (as
 * `POST /v1/events` does: the event, the transaction, the card's points and balance, the webhook events), and a free
 * coffee paid with points whenever the balance allows one after a visit.
 */
export function loyaltySteps(history: History, catalog: DemoCatalog, card: VoucherRow, holder: CustomerRow): Step[] {
  const { random, calendar, scale } = history;
  // A visit every third day and a review every eighth; every fourth and twelfth at the compact scale.
  const [visitEvery, reviewEvery] = scale === 'full' ? [3, 8] : [4, 12];
  const program = catalog.campaigns.find((c) => c.id === card.campaignId)!;
  const pointsFor = (event: string) =>
    coffeeClubEarning.filter((r) => r.event === event).reduce((sum, r) => sum + r.points, 0);
  const transaction = (
    amount: number,
    at: Date,
    fields: { type: string; reason: string; details: Record<string, unknown> },
  ) => {
    card.loyaltyBalance = (card.loyaltyBalance ?? 0) + amount;
    if (amount > 0) card.loyaltyPoints = (card.loyaltyPoints ?? 0) + amount;
    card.updatedAt = at;
    history.transactions.push({
      id: random.id('vtx_'),
      projectId: card.projectId,
      voucherId: card.id,
      campaignId: program.id,
      sourceId: null,
      source: 'API',
      amount,
      balance: card.loyaltyBalance,
      ...fields,
      createdAt: at,
    });
  };
  const event = (type: string, at: Date, metadata: Record<string, unknown>) => {
    const customer = holder;
    const points = pointsFor(type);
    transaction(points, at, {
      type: 'POINTS_ACCRUAL',
      reason: `Custom event ${type}`,
      details: { event: { type, customer_id: customer.id } },
    });
    history.emit('voucher.loyalty_card.points_added', { voucher: { code: card.code }, points }, at);
    history.emit('customer.rewarded.loyalty_points', { customer: { id: customer.id }, points }, at);
    history.events.push({
      id: random.id('evt_'),
      projectId: card.projectId,
      type,
      customerId: customer.id,
      data: {
        object: 'event',
        type,
        customer: presentSimpleCustomer(customer),
        referral: null,
        loyalty: {
          points_added: points,
          cards: [{ code: card.code, points_added: points, balance: card.loyaltyBalance! }],
        },
        metadata,
      },
      createdAt: at,
    });
  };

  return Array.from({ length: 90 }, (_, i) => 90 - i).flatMap((daysBack) => {
    const steps: Step[] = [];
    if (daysBack % visitEvery === 0) {
      const at = calendar.dayAt(-daysBack, 8 + random.int(10) + random.int(60) / 60);
      const store = random.pick(stores);
      steps.push({
        at,
        run: () => {
          event('store_visit', at, { store });
          if ((card.loyaltyBalance ?? 0) < coffeePoints + 50) return;
          transaction(-coffeePoints, new Date(at.getTime() + 600_000), {
            type: 'POINTS_REDEMPTION',
            reason: 'Reward: free coffee',
            details: { reward: { name: 'Free coffee', store } },
          });
        },
      });
    }
    if (daysBack % reviewEvery === 5) {
      const at = calendar.dayAt(-daysBack, 19 + random.int(120) / 60);
      const review = { product: random.pick(reviewed), rating: 4 + random.int(2) };
      steps.push({ at, run: () => event('purchase_review', at, review) });
    }
    return steps;
  });
}
