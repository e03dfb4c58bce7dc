import type { OrderStatus } from '../../../../contract/order.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';

/** An order's status as the console names it. */
export const orderStatusWords: Record<OrderStatus, string> = {
  CREATED: 'Created',
  PAID: 'Paid',
  FULFILLED: 'Fulfilled',
  CANCELED: 'Canceled',
};

const tone = { CREATED: 'neutral', PAID: 'good', FULFILLED: 'good', CANCELED: 'bad' } as const;

/** The status the shop (or a rollback, which cancels) gave the order. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <OutcomeBadge tone={tone[status]}>{orderStatusWords[status]}</OutcomeBadge>;
}
