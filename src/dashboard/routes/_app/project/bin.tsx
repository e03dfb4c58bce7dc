import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BinScreen } from '../../../features/trash-bin/bin-screen.tsx';
import { binSearchDefaults, binSearchSchema, toBinQuery } from '../../../features/trash-bin/bin-search.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import { binQueryOptions } from '../../../lib/resources/trash-bin.ts';

export const Route = createFileRoute('/_app/project/bin')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: binSearchSchema,
  search: { middlewares: [stripSearchParams(binSearchDefaults)] },
  loaderDeps: ({ search }) => toBinQuery(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(binQueryOptions(deps)),
  component: BinRoute,
});

function BinRoute() {
  const navigate = Route.useNavigate();
  return (
    <BinScreen
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
