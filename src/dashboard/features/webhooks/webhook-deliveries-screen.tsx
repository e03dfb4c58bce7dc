import { Badge, Button, Code, CopyButton, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { WebhookDeliveryQuery } from '../../../contract/webhook-delivery.ts';
import type { WebhookWithSecret } from '../../../contract/webhook.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList, type Fact } from '../../components/facts-list.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { cursorPaging } from '../../lib/paging.ts';
import { useCan } from '../../lib/permissions.tsx';
import { webhookDeliveriesQueryOptions } from '../../lib/resources/webhook-deliveries.ts';
import { webhookQueryOptions } from '../../lib/resources/webhooks.ts';
import { DeliveriesTable } from './components/deliveries-table.tsx';
import type { DeliverySearch } from './delivery-search.ts';

interface WebhookDeliveriesScreenProps {
  projectId: string;
  webhookId: string;
  search: DeliverySearch;
  /** The page query the route's loader fetched for this search. */
  query: WebhookDeliveryQuery;
  onSearchChange: (update: (search: DeliverySearch) => DeliverySearch) => void;
}

function configurationFacts(webhook: WebhookWithSecret): Fact[] {
  const facts: Fact[] = [
    ['Target URL', webhook.target_url],
    ['State', <ActiveBadge key="state" active={webhook.active} />],
    [
      'Events',
      <Group key="events" gap={6} wrap="wrap">
        {webhook.events.map((event) => (
          <Badge key={event} variant="default" tt="none">
            {event}
          </Badge>
        ))}
      </Group>,
    ],
  ];
  // Only people who may manage webhooks get the secret from the service.
  if (webhook.secret)
    facts.push([
      'Signing secret',
      <Group key="secret" gap="xs" wrap="nowrap" align="flex-start">
        <Code style={{ overflowWrap: 'anywhere' }}>{webhook.secret}</Code>
        <CopyButton value={webhook.secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy secret'}
            </Button>
          )}
        </CopyButton>
      </Group>,
    ]);
  return facts;
}

/** One webhook: where it delivers, the secret that signs its deliveries, and the log of what was sent. */
export function WebhookDeliveriesScreen({
  projectId,
  webhookId,
  search,
  query,
  onSearchChange,
}: WebhookDeliveriesScreenProps) {
  const { data: webhook } = useSuspenseQuery(webhookQueryOptions(projectId, webhookId));
  const { data: page } = useSuspenseQuery(webhookDeliveriesQueryOptions(projectId, { webhookId, ...query }));
  const canManage = useCan('webhooks:manage');

  return (
    <Stack gap="md">
      <AnchorLink to="/project/webhooks">Back to webhooks</AnchorLink>
      <Title order={1}>Webhook deliveries</Title>
      <DetailSection title="Configuration">
        <FactsList facts={configurationFacts(webhook)} />
        <Text size="sm" mt="sm">
          Each delivery carries X-Voucherify-Signature, the HMAC-SHA256 of its body with this secret, and
          Idempotency-Key, the event id, which stays the same when a delivery is retried or resent.
        </Text>
      </DetailSection>
      {page.data.length === 0 ? (
        <EmptyState title="Nothing delivered yet">
          <Text size="sm">Deliveries appear here once an event this webhook subscribes to happens.</Text>
        </EmptyState>
      ) : (
        <DeliveriesTable projectId={projectId} webhookId={webhookId} deliveries={page.data} canResend={canManage} />
      )}
      <ListPager
        label="Deliveries"
        {...cursorPaging({
          cursors: search.cursors,
          next: page.more_starting_after,
          onCursorsChange: (update) => onSearchChange((latest) => ({ ...latest, cursors: update(latest.cursors) })),
        })}
      />
    </Stack>
  );
}
