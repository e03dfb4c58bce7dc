import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  collectionsSearchDefaults,
  collectionsSearchSchema,
  toCollectionListQuery,
} from '../../../features/product-collections/collection-search.ts';
import { CollectionsScreen } from '../../../features/product-collections/collections-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { productCollectionsQueryOptions } from '../../../lib/resources/product-collections.ts';

export const Route = createFileRoute('/_app/collections/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: collectionsSearchSchema,
  search: { middlewares: [stripSearchParams(collectionsSearchDefaults)] },
  loaderDeps: ({ search }) => toCollectionListQuery(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productCollectionsQueryOptions(deps)),
  component: CollectionsRoute,
});

function CollectionsRoute() {
  const navigate = Route.useNavigate();
  return (
    <CollectionsScreen
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
