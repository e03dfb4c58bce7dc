import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  customerPageQueries,
  customerSearchDefaults,
  customerSearchSchema,
} from '../../../../features/customers/customer-search.ts';
import { CustomerScreen } from '../../../../features/customers/customer-screen.tsx';
import { orNotFound } from '../../../../lib/not-found.ts';
import { requirePermission } from '../../../../lib/permissions.tsx';
import {
  customerEligibilityQueryOptions,
  customerEventsQueryOptions,
  customerQueryOptions,
} from '../../../../lib/resources/customers.ts';
import { redemptionsQueryOptions } from '../../../../lib/resources/redemptions.ts';
import { vouchersQueryOptions } from '../../../../lib/resources/vouchers.ts';

export const Route = createFileRoute('/_app/customers/$customerId/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: customerSearchSchema,
  search: { middlewares: [stripSearchParams(customerSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { queryClient, membership } = context;
    const projectId = membership.project.id;
    const { customerId } = params;
    await orNotFound(queryClient.ensureQueryData(customerQueryOptions(customerId)));
    const queries = customerPageQueries(customerId, deps);
    await Promise.all([
      queryClient.ensureQueryData(customerEligibilityQueryOptions(projectId, customerId, queries.eligibility)),
      queryClient.ensureQueryData(vouchersQueryOptions(queries.cards)),
      queryClient.ensureQueryData(redemptionsQueryOptions(queries.redemptions)),
      queryClient.ensureQueryData(customerEventsQueryOptions(projectId, customerId, queries.events)),
    ]);
  },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { customerId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CustomerScreen
      projectId={membership.project.id}
      customerId={customerId}
      search={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
