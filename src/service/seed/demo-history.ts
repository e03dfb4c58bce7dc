import { eq } from 'drizzle-orm';
import type { WebhookEvent } from '../../contract/webhook.ts';
import { presentSimpleCustomer } from '../operations/customers/present.ts';
import { insertMany, updateManyById } from '../store/bulk.ts';
import type { Tx } from '../store/db.ts';
import type { CustomerRow } from '../store/repositories/customers.ts';
import {
  customers,
  events,
  loyaltyTransactions,
  orders,
  redemptionRollbacks,
  redemptions,
  webhookEvents,
} from '../store/schema/activity.ts';
import { promotionTiers, vouchers, webhooks } from '../store/schema/catalog.ts';
import { webhookDeliveries } from '../store/schema/webhook-deliveries.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { seedExportHistory } from './export-history.ts';
import { loyaltySteps } from './loyalty-history.ts';
import type { SeededRandom } from './random.ts';
import { redemptionSteps } from './redemption-history.ts';
import { createTill, type DemoCatalog, type Till } from './till.ts';

/** A customer the history makes at their first visit, as a request naming them would. */
export type Shopper = Pick<CustomerRow, 'sourceId' | 'name' | 'email' | 'metadata'>;

/**
 * How much history: `full` for the demo's first start (a shop's quarter, seeded once), `compact` for QA mode's
 * per-worker projects (made in tens of milliseconds, for every test worker): fewer of each, the same kinds.
 */
export type HistoryScale = 'full' | 'compact';

/** Something that happened at `at`; the history runs its steps in time order. */
export type Step = { at: Date; run: () => void };

/** What the history's steps share: the till, the customers, and the records that are not redemptions. */
export interface History {
  scale: HistoryScale;
  random: SeededRandom;
  calendar: DemoCalendar;
  till: Till;
  /** The stored customer, made (with `customer.created`) the first time a request names them. */
  customer: (shopper: Shopper, at: Date) => CustomerRow;
  /** Records an operation's webhook event, with the deliveries the worker made of it. */
  emit: (type: WebhookEvent, payload: Record<string, unknown>, at: Date) => void;
  events: (typeof events.$inferInsert)[];
  transactions: (typeof loyaltyTransactions.$inferInsert)[];
}

/**
 * About 90 days of the demo shop before the first start, seeded with its programs: redemptions (most succeed; some
 * fail for the reasons a till meets, some are rolled back), custom events earning points with the free coffees they
 * paid for, a few transaction exports, and the webhook deliveries since the webhooks were set up. Each is decided as
 * the service's own request decides it, then written in a few statements, so counters, balances and ledgers match
 * the records and seeding stays fast (QA mode seeds every per-worker project this way).
 */
export async function seedDemoHistory(
  tx: Tx,
  random: SeededRandom,
  calendar: DemoCalendar,
  demoCustomer: CustomerRow,
  catalog: DemoCatalog,
  scale: HistoryScale,
) {
  const { projectId } = catalog;
  const hooks = await tx.select().from(webhooks).where(eq(webhooks.projectId, projectId));
  const made = new Map<string, CustomerRow>([[demoCustomer.sourceId!, demoCustomer]]);
  const outbox: (typeof webhookEvents.$inferInsert)[] = [];
  const deliveries: (typeof webhookDeliveries.$inferInsert)[] = [];
  const history: History = {
    scale,
    random,
    calendar,
    till: createTill(catalog, random),
    customer(shopper, at) {
      const known = made.get(shopper.sourceId!);
      if (known) return known;
      const customer: CustomerRow = {
        ...shopper,
        id: random.id('cust_'),
        projectId,
        phone: null,
        birthdate: null,
        address: null,
        description: null,
        segments: [],
        consents: [],
        createdAt: at,
        updatedAt: null,
        deletedAt: null,
      };
      made.set(shopper.sourceId!, customer);
      history.emit('customer.created', { customer: presentSimpleCustomer(customer) }, at);
      return customer;
    },
    emit(type, payload, at) {
      // The worker's fan-out: active webhooks listing the type that existed when it happened. Events before the
      // demo's webhooks were set up went to no one, and are left out.
      const to = hooks.filter((w) => w.active && w.events.includes(type) && w.createdAt <= at);
      if (to.length === 0) return;
      const event = { id: random.id('evt_'), projectId, type, payload, createdAt: at, dispatchedAt: later(at, 400) };
      outbox.push(event);
      for (const hook of to) {
        // The first delivery met a busy receiver once, and went through at the retry 30 s later.
        const retried = deliveries.length === 0;
        const deliveredAt = later(event.dispatchedAt, (retried ? 30_000 : 0) + 80 + random.int(400));
        deliveries.push({
          id: random.id('whd_'),
          projectId,
          webhookId: hook.id,
          eventId: event.id,
          status: 'SUCCEEDED',
          attempts: retried ? 2 : 1,
          nextAttemptAt: later(event.dispatchedAt, retried ? 30_000 : 0),
          lastResponseCode: 200,
          lastDurationMs: 40 + random.int(300),
          deliveredAt,
          createdAt: event.dispatchedAt,
        });
      }
    },
    events: [],
    transactions: [],
  };
  const card = catalog.vouchers.find((v) => v.type === 'LOYALTY_CARD' && v.holderId === demoCustomer.id)!;
  const steps = [
    ...redemptionSteps(history, catalog, demoCustomer),
    ...loyaltySteps(history, catalog, card, demoCustomer),
  ];
  for (const step of steps.sort((a, b) => a.at.getTime() - b.at.getTime())) step.run();

  const { written } = history.till;
  await insertMany(
    tx,
    customers,
    [...made.values()].filter((c) => c !== demoCustomer),
  );
  await insertMany(tx, orders, written.orders);
  await insertMany(tx, redemptions, written.redemptions);
  await insertMany(tx, redemptionRollbacks, written.rollbacks);
  await insertMany(tx, events, history.events);
  await insertMany(tx, loyaltyTransactions, history.transactions);
  // Counters end where the store's conditional updates would have left them.
  await updateManyById(
    tx,
    vouchers,
    [...written.vouchers, card].map((v) => ({
      id: v.id,
      redeemedQuantity: v.redeemedQuantity,
      giftBalance: v.giftBalance,
      loyaltyPoints: v.loyaltyPoints,
      loyaltyBalance: v.loyaltyBalance,
      updatedAt: v.updatedAt,
    })),
  );
  await updateManyById(
    tx,
    promotionTiers,
    [...written.tiers].map((t) => ({
      id: t.id,
      totalRedeemed: t.totalRedeemed,
      ordersTotalAmount: t.ordersTotalAmount,
      ordersTotalDiscountAmount: t.ordersTotalDiscountAmount,
    })),
  );
  await seedExportHistory(tx, history, card);
  await insertMany(tx, webhookEvents, outbox);
  await insertMany(tx, webhookDeliveries, deliveries);
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
