import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listItems } from '../../../lib/api-client.ts';
import { campaignsQueryOptions } from '../../../lib/resources/campaigns.ts';
import { loyaltyMembersQueryOptions } from '../../../lib/resources/vouchers.ts';
import { LoyaltyScreen } from '../../../features/loyalty/loyalty-screen.tsx';
import { loyaltySearchDefaults, loyaltySearchSchema, programsQuery } from '../../../features/loyalty/loyalty-search.ts';

export const Route = createFileRoute('/_app/loyalty/')({
  validateSearch: loyaltySearchSchema,
  search: { middlewares: [stripSearchParams(loyaltySearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const programs = await queryClient.ensureQueryData(campaignsQueryOptions(programsQuery(deps)));
    // Without a program in the URL the first one is open, so its cards load with the page.
    const campaignId = deps.campaign ?? listItems(programs)[0]?.id;
    if (campaignId) {
      await queryClient.ensureQueryData(loyaltyMembersQueryOptions({ campaignId, page: deps.page, limit: deps.limit }));
    }
  },
  component: LoyaltyRoute,
});

function LoyaltyRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LoyaltyScreen search={search} onSearchChange={(next) => navigate({ search: next })} />;
}
