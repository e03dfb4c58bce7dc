import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  campaignsSearchDefaults,
  campaignsSearchRefusal,
  campaignsSearchSchema,
  toCampaignListQuery,
} from '../../../features/campaigns/campaign-search.ts';
import { CampaignsScreen } from '../../../features/campaigns/campaigns-screen.tsx';
import { campaignsQueryOptions } from '../../../lib/resources/campaigns.ts';

export const Route = createFileRoute('/_app/campaigns/')({
  validateSearch: campaignsSearchSchema,
  search: { middlewares: [stripSearchParams(campaignsSearchDefaults)] },
  loaderDeps: ({ search }) => toCampaignListQuery(search),
  loader: ({ context, deps }) =>
    campaignsSearchRefusal(deps) ? undefined : context.queryClient.ensureQueryData(campaignsQueryOptions(deps)),
  component: CampaignsRoute,
});

function CampaignsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CampaignsScreen
      search={search}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
