import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductScreen } from '../../../features/products/product-screen.tsx';
import { orNotFound } from '../../../lib/not-found.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import { productQueryOptions } from '../../../lib/resources/products.ts';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/products/$productId')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(productQueryOptions(params.productId))),
  component: ProductRoute,
});

function ProductRoute() {
  const { productId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <ProductScreen productId={productId} currency={project.currency} onDeleted={() => navigate({ to: '/products' })} />
  );
}
