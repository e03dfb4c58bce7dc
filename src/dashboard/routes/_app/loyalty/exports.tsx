import { createFileRoute } from '@tanstack/react-router';
import { loyaltyProgramsQueryOptions } from '../../../lib/resources/campaigns.ts';
import { ExportsScreen } from '../../../features/exports/exports-screen.tsx';
import { exportsSearchSchema, followedExportIds, followExport } from '../../../features/exports/exports-search.ts';
import { requirePermission } from '../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/loyalty/exports')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'exports:create'),
  validateSearch: exportsSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(loyaltyProgramsQueryOptions()),
  component: ExportsRoute,
});

function ExportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExportsScreen
      exportIds={followedExportIds(search)}
      onExportScheduled={(exportId) => navigate({ search: followExport(search, exportId) })}
      historyPage={search.page}
      onHistoryPageChange={(page) => navigate({ search: { ...search, page } })}
    />
  );
}
