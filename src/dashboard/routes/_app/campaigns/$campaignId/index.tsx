import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CampaignDetailScreen } from '../../../../features/campaigns/campaign-detail-screen.tsx';
import { campaignQueryOptions } from '../../../../lib/resources/campaigns.ts';
import { projectQueryOptions } from '../../../../lib/resources/projects.ts';
import { orNotFound } from '../../../../lib/not-found.ts';
import { dateRange, dateRangeSearchSchema } from '../../../../lib/date-range-search.ts';

export const Route = createFileRoute('/_app/campaigns/$campaignId/')({
  validateSearch: dateRangeSearchSchema,
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(campaignQueryOptions(params.campaignId))),
  component: CampaignDetailRoute,
});

function CampaignDetailRoute() {
  const { campaignId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const { data: campaign } = useSuspenseQuery(campaignQueryOptions(campaignId));
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  const navigate = Route.useNavigate();
  return (
    <CampaignDetailScreen
      projectId={project.id}
      campaign={campaign}
      currency={project.currency}
      range={dateRange(Route.useSearch())}
      onRangeChange={(range) => navigate({ search: range, replace: true })}
      onDuplicated={(copy) => navigate({ to: '/campaigns/$campaignId', params: { campaignId: copy.id } })}
      onDeleted={() => navigate({ to: '/campaigns' })}
    />
  );
}
