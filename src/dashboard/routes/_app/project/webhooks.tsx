import { createFileRoute } from '@tanstack/react-router';
import { webhooksQueryOptions } from '../../../lib/resources/webhooks.ts';
import { webhooksSearchSchema } from '../../../features/webhooks/webhook-search.ts';
import { WebhooksScreen } from '../../../features/webhooks/webhooks-screen.tsx';
import { requirePermission } from '../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/project/webhooks')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'webhooks:read'),
  validateSearch: webhooksSearchSchema,
  // The filters apply to the one full list the service returns, so they are not loader dependencies.
  loader: ({ context }) => context.queryClient.ensureQueryData(webhooksQueryOptions(context.membership.project.id)),
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const { membership } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WebhooksScreen
      projectId={membership.project.id}
      search={search}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
