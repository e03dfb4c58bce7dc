import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  orderCalculatedSchema,
  orderListSchema,
  type OrderUpdate,
  type orderListQuerySchema,
} from '../../../contract/order.ts';
import { apiRequest } from '../api-client.ts';
import { customerKeys } from './customers.ts';
import { queryKeysFactory } from './query-keys.ts';

// Redemptions create and change orders too: the redemption mutations invalidate `orderKeys.all()`.
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderKeys = queryKeysFactory<'orders', OrderListQuery>('orders');

const orderPath = (orderId: string) => `/v1/orders/${encodeURIComponent(orderId)}`;

/** A page of the project's orders (GET /v1/orders). */
export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/orders', query, schema: orderListSchema, signal }),
  });
}

/** An order by id or source id, with its lines and the redemptions made on it. */
export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiRequest({ path: orderPath(orderId), schema: orderCalculatedSchema, signal }),
  });
}

/**
 * Changes an order's status (PUT /v1/orders/{id}); the answer replaces the shown order, and the lists and the
 * customer's figures (which count paid orders) refetch.
 */
export function useSetOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: NonNullable<OrderUpdate['status']>) =>
      apiRequest({ method: 'PUT', path: orderPath(orderId), body: { status }, schema: orderCalculatedSchema }),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all() }),
      ]),
  });
}
