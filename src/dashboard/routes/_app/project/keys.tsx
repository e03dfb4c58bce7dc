import { createFileRoute } from '@tanstack/react-router';
import { KeysScreen } from '../../../features/api-keys/keys-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';
import { clientOriginsQueryOptions, keysQueryOptions } from '../../../lib/resources/api-keys.ts';

export const Route = createFileRoute('/_app/project/keys')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'api-keys:manage'),
  loader: ({ context: { queryClient, membership } }) =>
    Promise.all([
      queryClient.ensureQueryData(keysQueryOptions(membership.project.id)),
      queryClient.ensureQueryData(clientOriginsQueryOptions(membership.project.id)),
    ]),
  component: KeysRoute,
});

function KeysRoute() {
  const { membership } = Route.useRouteContext();
  return <KeysScreen projectId={membership.project.id} />;
}
