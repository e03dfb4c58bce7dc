import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  deliverySearchDefaults,
  deliverySearchSchema,
  toDeliveryQuery,
} from '../../../features/webhooks/delivery-search.ts';
import { WebhookDeliveriesScreen } from '../../../features/webhooks/webhook-deliveries-screen.tsx';
import { orNotFound } from '../../../lib/not-found.ts';
import { requirePermission } from '../../../lib/permissions.tsx';
import { webhookDeliveriesQueryOptions } from '../../../lib/resources/webhook-deliveries.ts';
import { webhookQueryOptions } from '../../../lib/resources/webhooks.ts';

export const Route = createFileRoute('/_app/project/webhooks_/$webhookId')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'webhooks:read'),
  validateSearch: deliverySearchSchema,
  search: { middlewares: [stripSearchParams(deliverySearchDefaults)] },
  loaderDeps: ({ search }) => toDeliveryQuery(search),
  loader: ({ context, params, deps }) => {
    const projectId = context.membership.project.id;
    return orNotFound(
      Promise.all([
        context.queryClient.ensureQueryData(webhookQueryOptions(projectId, params.webhookId)),
        context.queryClient.ensureQueryData(
          webhookDeliveriesQueryOptions(projectId, { webhookId: params.webhookId, ...deps }),
        ),
      ]),
    );
  },
  component: WebhookDeliveriesRoute,
});

function WebhookDeliveriesRoute() {
  const { membership } = Route.useRouteContext();
  const { webhookId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <WebhookDeliveriesScreen
      projectId={membership.project.id}
      webhookId={webhookId}
      search={Route.useSearch()}
      query={Route.useLoaderDeps()}
      onSearchChange={(update) => navigate({ search: update })}
    />
  );
}
