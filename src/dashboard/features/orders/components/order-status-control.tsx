import { Group, Loader, NativeSelect } from '@mantine/core';
import { orderStatuses, type OrderStatus } from '../../../../contract/order.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyFailed, notifyUndoable } from '../../../components/feedback.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useSetOrderStatus } from '../../../lib/resources/orders.ts';
import { orderStatusWords } from './order-status-badge.tsx';

const statusChoices = orderStatuses.map((status) => ({ value: status, label: orderStatusWords[status] }));
const isOrderStatus = (value: string): value is OrderStatus => orderStatuses.some((status) => status === value);

/**
 * Sets the order's status as the shop would (PUT /v1/orders/{id}) as soon as another is picked, like the team page's
 * role picker; the toast offers Undo. Shown to roles that may write orders (those who may redeem).
 */
export function OrderStatusControl({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const setStatus = useSetOrderStatus(orderId);
  if (!useCan('redemptions:redeem')) return null;

  const change = (next: OrderStatus) =>
    setStatus.mutate(next, {
      onSuccess: () =>
        notifyUndoable({
          title: 'Order status changed',
          message: `${orderStatusWords[status]} → ${orderStatusWords[next]}`,
          undo: () =>
            setStatus.mutate(status, { onError: (error) => notifyFailed('Could not undo the status change', error) }),
        }),
    });

  return (
    <Group gap="sm" align="end">
      <NativeSelect
        label="Status"
        data={statusChoices}
        value={status}
        disabled={setStatus.isPending}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isOrderStatus(value) && value !== status) change(value);
        }}
        rightSection={setStatus.isPending ? <Loader size="xs" /> : undefined}
        w={180}
      />
      {setStatus.error && <ErrorAlert error={setStatus.error} title="Could not change the status" />}
    </Group>
  );
}
