import type { OrderCalculated } from '../../../contract/order.ts';

/** What the shop calls the order (its source id), else Promodesk's id. */
export const orderName = (order: Pick<OrderCalculated, 'id' | 'source_id'>) => order.source_id ?? order.id ?? '—';
