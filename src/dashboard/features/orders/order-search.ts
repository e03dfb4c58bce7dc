import { z } from 'zod';
import type { OrderListQuery } from '../../lib/resources/orders.ts';

/** The orders list: the page, in the URL so a link shows the same list. */
export const ordersSearchSchema = z.object({ page: z.number().int().min(1).max(100).default(1).catch(1) });
export type OrdersSearch = z.output<typeof ordersSearchSchema>;

export const ordersSearchDefaults = { page: 1 } satisfies Partial<OrdersSearch>;

/** Orders a page. */
export const ordersPageSize = 20;

/** Newest first: the console's reader looks for the order a customer just placed. */
export const toOrderListQuery = (search: OrdersSearch): OrderListQuery => ({
  page: search.page,
  limit: ordersPageSize,
  order: '-created_at',
});
