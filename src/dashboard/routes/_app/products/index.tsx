import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  productsSearchDefaults,
  productsSearchSchema,
  toProductListQuery,
} from '../../../features/products/product-search.ts';
import { ProductsScreen } from '../../../features/products/products-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { productsQueryOptions } from '../../../lib/resources/products.ts';

export const Route = createFileRoute('/_app/products/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  validateSearch: productsSearchSchema,
  search: { middlewares: [stripSearchParams(productsSearchDefaults)] },
  loaderDeps: ({ search }) => toProductListQuery(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productsQueryOptions(deps)),
  component: ProductsRoute,
});

function ProductsRoute() {
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  return (
    <ProductsScreen
      projectId={membership.project.id}
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
