import type { OrderCalculated } from '../../../contract/order.ts';
import type { OrderRedemptionRow, OrderRow } from '../../store/repositories/orders.ts';
import { iso } from '../present-common.ts';

type RedemptionsEntry = NonNullable<OrderCalculated['redemptions']>[string];

/**
 * `order.redemptions` as the official schema keys it: one entry per parent redemption naming the order, with its
 * children (`stacked`) and, once rolled back, the rollbacks of both.
 */
export function presentOrderRedemptions(rows: OrderRedemptionRow[]): Record<string, RedemptionsEntry> | undefined {
  const parents = rows.filter((r) => r.parentId === null);
  if (!parents.length) return undefined;
  return Object.fromEntries(
    parents.map((parent) => {
      const children = rows.filter((r) => r.parentId === parent.id);
      const rolledBack = children.flatMap((c) => (c.rollbackId ? [c.rollbackId] : []));
      const entry: RedemptionsEntry = {
        date: iso(parent.createdAt),
        related_object_type: 'redemption',
        related_object_id: parent.id,
        stacked: children.map((c) => c.id),
        rollback_id: parent.rollbackId ?? undefined,
        rollback_date: parent.rollbackAt ? iso(parent.rollbackAt) : undefined,
        rollback_stacked: rolledBack.length ? rolledBack : undefined,
      };
      return [parent.id, entry];
    }),
  );
}

/** A stored order as GET, PUT and the list answer it: status and times from its columns, redemptions as they are. */
export function presentStoredOrder(row: OrderRow, redemptions: OrderRedemptionRow[]): OrderCalculated {
  const { redemptions: _atRedemption, ...stored } = row.data;
  return {
    ...stored,
    status: row.status,
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
    redemptions: presentOrderRedemptions(redemptions.filter((r) => r.orderId === row.id)),
  };
}
