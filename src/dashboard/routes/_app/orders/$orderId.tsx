import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/orders/order-screen.tsx';
import { orNotFound } from '../../../lib/not-found.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import { orderQueryOptions } from '../../../lib/resources/orders.ts';

export const Route = createFileRoute('/_app/orders/$orderId')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(orderQueryOptions(params.orderId))),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  return <OrderScreen projectId={membership.project.id} orderId={orderId} />;
}
