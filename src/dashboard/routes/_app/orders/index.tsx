import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ordersSearchDefaults, ordersSearchSchema, toOrderListQuery } from '../../../features/orders/order-search.ts';
import { OrdersScreen } from '../../../features/orders/orders-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { ordersQueryOptions } from '../../../lib/resources/orders.ts';

export const Route = createFileRoute('/_app/orders/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: ordersSearchSchema,
  search: { middlewares: [stripSearchParams(ordersSearchDefaults)] },
  loaderDeps: ({ search }) => toOrderListQuery(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQueryOptions(deps)),
  component: OrdersRoute,
});

function OrdersRoute() {
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  return (
    <OrdersScreen
      projectId={membership.project.id}
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
