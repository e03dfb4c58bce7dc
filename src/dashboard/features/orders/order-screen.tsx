import { Stack, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { DetailSection } from '../../components/detail-section.tsx';
import { OrderTotalsList } from '../../components/order-totals-list.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { orderQueryOptions } from '../../lib/resources/orders.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { OrderFacts } from './components/order-facts.tsx';
import { OrderLines } from './components/order-lines.tsx';
import { OrderRedemptions } from './components/order-redemptions.tsx';
import { OrderStatusControl } from './components/order-status-control.tsx';
import { orderName } from './order-name.ts';

/** One order: who it is for, its lines and amounts, the redemptions made on it, and its status to change. */
export function OrderScreen({ projectId, orderId }: { projectId: string; orderId: string }) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  return (
    <Stack gap="md" maw={1000}>
      <div>
        <AnchorLink to="/orders" size="sm">
          ← Orders
        </AnchorLink>
        <Title order={1}>Order {orderName(order)}</Title>
      </div>
      {order.status && <OrderStatusControl orderId={orderId} status={order.status} />}
      <OrderFacts order={order} />
      <OrderLines items={order.items ?? []} currency={currency} />
      <DetailSection title="Amounts">
        <OrderTotalsList order={order} currency={currency} />
      </DetailSection>
      <OrderRedemptions redemptions={order.redemptions} />
    </Stack>
  );
}
