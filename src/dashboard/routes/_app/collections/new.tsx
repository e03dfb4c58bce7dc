import { createFileRoute } from '@tanstack/react-router';
import { CollectionNewScreen } from '../../../features/product-collections/collection-new-screen.tsx';
import { pickableProductsQuery } from '../../../features/product-collections/collection-search.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import { productsQueryOptions } from '../../../lib/resources/products.ts';

export const Route = createFileRoute('/_app/collections/new')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  loader: ({ context }) => context.queryClient.ensureQueryData(productsQueryOptions(pickableProductsQuery)),
  component: CollectionNewRoute,
});

function CollectionNewRoute() {
  const navigate = Route.useNavigate();
  return (
    <CollectionNewScreen
      onCreated={(collection) =>
        navigate({ to: '/collections/$collectionId', params: { collectionId: collection.id } })
      }
    />
  );
}
