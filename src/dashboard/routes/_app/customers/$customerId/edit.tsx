import { createFileRoute } from '@tanstack/react-router';
import { CustomerEditScreen } from '../../../../features/customers/customer-edit-screen.tsx';
import { orNotFound } from '../../../../lib/not-found.ts';
import { requirePermission } from '../../../../lib/permissions.tsx';
import { customerQueryOptions } from '../../../../lib/resources/customers.ts';

export const Route = createFileRoute('/_app/customers/$customerId/edit')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(customerQueryOptions(params.customerId))),
  component: CustomerEditRoute,
});

function CustomerEditRoute() {
  const { customerId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CustomerEditScreen
      customerId={customerId}
      onSaved={() => navigate({ to: '/customers/$customerId', params: { customerId } })}
    />
  );
}
