import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CampaignEditScreen } from '../../../../features/campaigns/campaign-edit-screen.tsx';
import { campaignQueryOptions } from '../../../../lib/resources/campaigns.ts';
import { orNotFound } from '../../../../lib/not-found.ts';
import { requirePermission } from '../../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/campaigns/$campaignId/edit')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(campaignQueryOptions(params.campaignId))),
  component: CampaignEditRoute,
});

function CampaignEditRoute() {
  const { campaignId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: campaign } = useSuspenseQuery(campaignQueryOptions(campaignId));
  return (
    <CampaignEditScreen
      campaign={campaign}
      onSaved={() => navigate({ to: '/campaigns/$campaignId', params: { campaignId } })}
    />
  );
}
