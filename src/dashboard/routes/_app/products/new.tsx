import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductNewScreen } from '../../../features/products/product-new-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/products/new')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:write'),
  component: ProductNewRoute,
});

function ProductNewRoute() {
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <ProductNewScreen
      currency={project.currency}
      onCreated={(product) => navigate({ to: '/products/$productId', params: { productId: product.id } })}
    />
  );
}
