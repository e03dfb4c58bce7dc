import type { LoyaltyTransaction } from '../../contract/loyalty-transaction.ts';

/** The points or credits a transaction moved, as its official `details.balance` says. */
export const movedBy = ({ details: { balance } }: LoyaltyTransaction) => balance.points ?? balance.amount ?? 0;

/** What a transaction moved and the card's balance after it. */
export const moved = (t: LoyaltyTransaction) => [movedBy(t), t.details.balance.balance] as const;
