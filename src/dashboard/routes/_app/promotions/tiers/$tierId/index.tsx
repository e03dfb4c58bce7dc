import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { tierQueryOptions } from '../../../../../lib/resources/promotion-tiers.ts';
import { TierScreen } from '../../../../../features/promotions/tier-screen.tsx';
import { campaignQueryOptions } from '../../../../../lib/resources/campaigns.ts';
import { projectQueryOptions } from '../../../../../lib/resources/projects.ts';
import { orNotFound } from '../../../../../lib/not-found.ts';

export const Route = createFileRoute('/_app/promotions/tiers/$tierId/')({
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient
        .ensureQueryData(tierQueryOptions(params.tierId))
        .then((tier) => context.queryClient.ensureQueryData(campaignQueryOptions(tier.campaign_id))),
    ),
  component: TierRoute,
});

function TierRoute() {
  const { tierId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: tier } = useSuspenseQuery(tierQueryOptions(tierId));
  const { data: campaign } = useSuspenseQuery(campaignQueryOptions(tier.campaign_id));
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <TierScreen
      tier={tier}
      campaign={campaign}
      currency={project.currency}
      onDeleted={() => navigate({ to: '/promotions' })}
    />
  );
}
