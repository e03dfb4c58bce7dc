import { requirePermission } from '../../../lib/permissions.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { VoucherScreen } from '../../../features/vouchers/voucher-screen.tsx';
import { orNotFound } from '../../../lib/not-found.ts';
import { voucherQueryOptions } from '../../../lib/resources/vouchers.ts';

export const Route = createFileRoute('/_app/vouchers/$code')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(voucherQueryOptions(params.code))),
  component: VoucherRoute,
});

function VoucherRoute() {
  const { code } = Route.useParams();
  const { membership } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <VoucherScreen
      projectId={membership.project.id}
      code={code}
      onDeleted={(voucher) =>
        voucher.campaign_id
          ? navigate({ to: '/campaigns/$campaignId/vouchers', params: { campaignId: voucher.campaign_id } })
          : navigate({ to: '/project/bin' })
      }
    />
  );
}
