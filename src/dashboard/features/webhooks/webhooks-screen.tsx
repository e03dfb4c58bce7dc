import { Button, EmptyState, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listItems } from '../../lib/api-client.ts';
import { useCan } from '../../lib/permissions.tsx';
import { webhooksQueryOptions } from '../../lib/resources/webhooks.ts';
import { WebhookForm } from './components/webhook-form.tsx';
import { WebhooksTable } from './components/webhooks-table.tsx';
import { matchesFilters, webhookGroupLabels, webhookGroups, type WebhooksSearch } from './webhook-search.ts';

interface WebhooksScreenProps {
  projectId: string;
  search: WebhooksSearch;
  /** Takes an update of the latest search, so two quick changes cannot undo each other. */
  onSearchChange: (update: (search: WebhooksSearch) => WebhooksSearch) => void;
}

export function WebhooksScreen({ projectId, search, onSearchChange }: WebhooksScreenProps) {
  const { data: list } = useSuspenseQuery(webhooksQueryOptions(projectId));
  const canManage = useCan('webhooks:manage');
  const [creating, setCreating] = useState(false);
  const shown = listItems(list).filter((webhook) => matchesFilters(webhook, search));
  const filtered = Boolean(search.kind || search.state);
  const change = (next: Partial<WebhooksSearch>) => onSearchChange((latest) => ({ ...latest, ...next }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Webhooks</Title>
          <Text>Where the service delivers events of this project. Only active configurations receive deliveries.</Text>
        </div>
        {canManage && <Button onClick={() => setCreating(true)}>New webhook</Button>}
      </Group>
      {creating && <WebhookForm projectId={projectId} opened onClose={() => setCreating(false)} />}
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Event kind"
          value={search.kind ?? ''}
          onChange={(event) => change({ kind: (event.currentTarget.value || undefined) as WebhooksSearch['kind'] })}
          data={[
            { value: '', label: 'Any kind' },
            ...webhookGroups.map((group) => ({ value: group, label: webhookGroupLabels[group] })),
          ]}
        />
        <NativeSelect
          label="State"
          value={search.state ?? ''}
          onChange={(event) => change({ state: (event.currentTarget.value || undefined) as WebhooksSearch['state'] })}
          data={[
            { value: '', label: 'Active and inactive' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Group>
      <Text size="sm" role="status">
        {filtered ? `Showing ${shown.length} of ${list.total} configurations` : `${list.total} configurations`}
      </Text>
      {shown.length === 0 ? (
        <EmptyState title={filtered ? 'No configuration matches these filters' : 'No webhooks are configured'}>
          {filtered && (
            <Button variant="default" onClick={() => onSearchChange(() => ({}))}>
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <WebhooksTable webhooks={shown} managedIn={canManage ? projectId : undefined} />
      )}
    </Stack>
  );
}
