import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CampaignNewScreen } from '../../../features/campaigns/campaign-new-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/campaigns/new')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: ({ context }) => context.queryClient.ensureQueryData(projectQueryOptions(context.membership.project.id)),
  component: CampaignNewRoute,
});

function CampaignNewRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <CampaignNewScreen
      currency={project.currency}
      onCreated={(campaign) => navigate({ to: '/campaigns/$campaignId', params: { campaignId: campaign.id } })}
    />
  );
}
