import { requirePermission } from '../../../lib/permissions.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RedemptionScreen } from '../../../features/redemptions/redemption-screen.tsx';
import { orNotFound } from '../../../lib/not-found.ts';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';
import { redemptionQueryOptions } from '../../../lib/resources/redemptions.ts';

export const Route = createFileRoute('/_app/redemptions/$redemptionId')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(redemptionQueryOptions(params.redemptionId))),
  component: RedemptionRoute,
});

function RedemptionRoute() {
  const { redemptionId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const { data: redemption } = useSuspenseQuery(redemptionQueryOptions(redemptionId));
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return <RedemptionScreen redemption={redemption} currency={project.currency} />;
}
