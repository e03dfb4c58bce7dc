import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rewardsQueryOptions } from '../../../lib/resources/rewards.ts';
import { RewardsScreen } from '../../../features/loyalty/rewards-screen.tsx';
import { rewardsQuery, rewardsSearchDefaults, rewardsSearchSchema } from '../../../features/loyalty/reward-search.ts';

export const Route = createFileRoute('/_app/loyalty/rewards')({
  validateSearch: rewardsSearchSchema,
  search: { middlewares: [stripSearchParams(rewardsSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(rewardsQueryOptions(rewardsQuery(deps))),
  component: RewardsRoute,
});

function RewardsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RewardsScreen search={search} onSearchChange={(next) => navigate({ search: next })} />;
}
