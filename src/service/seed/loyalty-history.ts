import { eq } from 'drizzle-orm';
import type { Tx } from '../store/db.ts';
import { loyaltyTransactions } from '../store/schema/activity.ts';
import { vouchers } from '../store/schema/catalog.ts';
import type { At } from './demo-calendar.ts';
import type { SeededRandom } from './random.ts';

/** Three hundred earning and spending transactions, about one a day, on the demo loyalty card; the card's balance is their sum. */
export async function seedLoyaltyHistory(
  tx: Tx,
  random: SeededRandom,
  projectId: string,
  cardId: string,
  campaignId: string,
  at: At,
) {
  let balance = 0;
  const rows = Array.from({ length: 300 }, (_, i) => {
    const spend = i % 5 === 4 && balance >= 100;
    const amount = spend ? -100 : 20 + random.int(40);
    balance += amount;
    return {
      id: random.id('vtx_'),
      projectId,
      voucherId: cardId,
      campaignId,
      type: spend ? 'POINTS_REDEEMED' : 'POINTS_ADDED',
      sourceId: `demo-${i + 1}`,
      source: 'API',
      reason: spend ? 'Reward: free coffee' : 'Purchase',
      amount,
      balance,
      details: spend ? { reward: { name: 'Free coffee' } } : { order: { source_id: `order-${i + 1}` } },
      createdAt: at(30 + i * 24),
    };
  });
  await tx.insert(loyaltyTransactions).values(rows);
  await tx.update(vouchers).set({ loyaltyPoints: balance, loyaltyBalance: balance }).where(eq(vouchers.id, cardId));
}
