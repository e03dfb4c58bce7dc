import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { TierEditScreen } from '../../../../../features/promotions/tier-edit-screen.tsx';
import { tierQueryOptions } from '../../../../../lib/resources/promotion-tiers.ts';
import { projectQueryOptions } from '../../../../../lib/resources/projects.ts';
import { orNotFound } from '../../../../../lib/not-found.ts';
import { requirePermission } from '../../../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/promotions/tiers/$tierId/edit')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(tierQueryOptions(params.tierId))),
  component: TierEditRoute,
});

function TierEditRoute() {
  const { tierId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: tier } = useSuspenseQuery(tierQueryOptions(tierId));
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <TierEditScreen
      tier={tier}
      currency={project.currency}
      onSaved={() => navigate({ to: '/promotions/tiers/$tierId', params: { tierId } })}
    />
  );
}
