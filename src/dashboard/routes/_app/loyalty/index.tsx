import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { campaignsQueryOptions } from '../../../lib/resources/campaigns.ts';
import { LoyaltyScreen } from '../../../features/loyalty/loyalty-screen.tsx';
import { loyaltySearchDefaults, loyaltySearchSchema, programsQuery } from '../../../features/loyalty/loyalty-search.ts';

export const Route = createFileRoute('/_app/loyalty/')({
  validateSearch: loyaltySearchSchema,
  search: { middlewares: [stripSearchParams(loyaltySearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(campaignsQueryOptions(programsQuery(deps))),
  component: LoyaltyRoute,
});

function LoyaltyRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoyaltyScreen
      search={search}
      onSearchChange={(next) => navigate({ search: next })}
      onProgramCreated={(program) =>
        navigate({ to: '/loyalty/programs/$campaignId', params: { campaignId: program.id } })
      }
    />
  );
}
