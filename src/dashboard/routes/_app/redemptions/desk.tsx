import { createFileRoute } from '@tanstack/react-router';
import { RedemptionDeskScreen } from '../../../features/redemptions/redemption-desk-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/redemptions/desk')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'redemptions:redeem'),
  component: RedemptionDeskRoute,
});

function RedemptionDeskRoute() {
  const { membership } = Route.useRouteContext();
  return <RedemptionDeskScreen projectId={membership.project.id} />;
}
