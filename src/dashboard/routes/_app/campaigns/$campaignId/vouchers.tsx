import { requirePermission } from '../../../../lib/permissions.tsx';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  toVoucherListQuery,
  vouchersSearchDefaults,
  vouchersSearchRefusal,
  vouchersSearchSchema,
} from '../../../../features/vouchers/voucher-search.ts';
import { VouchersScreen } from '../../../../features/vouchers/vouchers-screen.tsx';
import { orNotFound } from '../../../../lib/not-found.ts';
import { campaignQueryOptions } from '../../../../lib/resources/campaigns.ts';
import { vouchersQueryOptions } from '../../../../lib/resources/vouchers.ts';

export const Route = createFileRoute('/_app/campaigns/$campaignId/vouchers')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: vouchersSearchSchema,
  search: { middlewares: [stripSearchParams(vouchersSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    await orNotFound(context.queryClient.ensureQueryData(campaignQueryOptions(params.campaignId)));
    const query = toVoucherListQuery(params.campaignId, deps);
    if (!vouchersSearchRefusal(query)) await context.queryClient.ensureQueryData(vouchersQueryOptions(query));
  },
  component: VouchersRoute,
});

function VouchersRoute() {
  const { campaignId } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return (
    <VouchersScreen
      projectId={membership.project.id}
      campaignId={campaignId}
      search={search}
      query={toVoucherListQuery(campaignId, Route.useLoaderDeps())}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
