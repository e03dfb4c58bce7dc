import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CollectionScreen } from '../../../features/product-collections/collection-screen.tsx';
import { collectionMembersQuery } from '../../../features/product-collections/collection-search.ts';
import { orNotFound } from '../../../lib/not-found.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import {
  collectionProductsQueryOptions,
  productCollectionQueryOptions,
} from '../../../lib/resources/product-collections.ts';
import { projectQueryOptions } from '../../../lib/resources/projects.ts';

export const Route = createFileRoute('/_app/collections/$collectionId')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'campaigns:read'),
  loader: async ({ context, params }) => {
    const { queryClient } = context;
    await orNotFound(queryClient.ensureQueryData(productCollectionQueryOptions(params.collectionId)));
    await queryClient.ensureQueryData(collectionProductsQueryOptions(params.collectionId, collectionMembersQuery));
  },
  component: CollectionRoute,
});

function CollectionRoute() {
  const { collectionId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { membership } = Route.useRouteContext();
  const { data: project } = useSuspenseQuery(projectQueryOptions(membership.project.id));
  return (
    <CollectionScreen
      collectionId={collectionId}
      currency={project.currency}
      onDeleted={() => navigate({ to: '/collections' })}
    />
  );
}
