import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RewardsScreen } from '../../../features/loyalty/rewards-screen.tsx';
import { rewardsSearchDefaults, rewardsSearchSchema } from '../../../features/loyalty/reward-search.ts';

// No loader: the screen reads the page itself, so the reward contract stays out of the initial bundle.
export const Route = createFileRoute('/_app/loyalty/rewards')({
  validateSearch: rewardsSearchSchema,
  search: { middlewares: [stripSearchParams(rewardsSearchDefaults)] },
  component: RewardsRoute,
});

function RewardsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RewardsScreen search={search} onSearchChange={(next) => navigate({ search: next })} />;
}
