import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  customersSearchDefaults,
  customersSearchSchema,
  customersSearchRefusal,
  toCustomerListQuery,
} from '../../../features/customers/customer-search.ts';
import { CustomersScreen } from '../../../features/customers/customers-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { customersQueryOptions } from '../../../lib/resources/customers.ts';

export const Route = createFileRoute('/_app/customers/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: customersSearchSchema,
  search: { middlewares: [stripSearchParams(customersSearchDefaults)] },
  loaderDeps: ({ search }) => toCustomerListQuery(search),
  loader: ({ context, deps }) =>
    customersSearchRefusal(deps) ? undefined : context.queryClient.ensureQueryData(customersQueryOptions(deps)),
  component: CustomersRoute,
});

function CustomersRoute() {
  const navigate = Route.useNavigate();
  return (
    <CustomersScreen
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
