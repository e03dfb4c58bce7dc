import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  historySearchDefaults,
  historySearchRefusal,
  historySearchSchema,
  toRedemptionListQuery,
} from '../../../features/redemptions/history-search.ts';
import { RedemptionHistoryScreen } from '../../../features/redemptions/redemption-history-screen.tsx';
import { redemptionsQueryOptions } from '../../../lib/resources/redemptions.ts';

export const Route = createFileRoute('/_app/redemptions/')({
  validateSearch: historySearchSchema,
  search: { middlewares: [stripSearchParams(historySearchDefaults)] },
  loaderDeps: ({ search }) => toRedemptionListQuery(search),
  loader: ({ context, deps }) =>
    historySearchRefusal(deps) ? undefined : context.queryClient.ensureQueryData(redemptionsQueryOptions(deps)),
  component: RedemptionHistoryRoute,
});

function RedemptionHistoryRoute() {
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <RedemptionHistoryScreen
      projectId={membership.project.id}
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
