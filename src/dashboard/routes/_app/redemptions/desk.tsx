import { createFileRoute } from '@tanstack/react-router';
import { RedemptionDeskScreen } from '../../../features/redemptions/redemption-desk-screen.tsx';

export const Route = createFileRoute('/_app/redemptions/desk')({
  component: RedemptionDeskRoute,
});

function RedemptionDeskRoute() {
  const { connection } = Route.useRouteContext();
  return <RedemptionDeskScreen connection={connection} />;
}
