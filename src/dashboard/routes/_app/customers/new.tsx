import { createFileRoute } from '@tanstack/react-router';
import { CustomerNewScreen } from '../../../features/customers/customer-new-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/customers/new')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  component: CustomerNewRoute,
});

function CustomerNewRoute() {
  const navigate = Route.useNavigate();
  return (
    <CustomerNewScreen
      onCreated={(customer) => navigate({ to: '/customers/$customerId', params: { customerId: customer.id } })}
    />
  );
}
