import { Code, DataList, Group, List, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ClientRedemptionResponse } from '../../../../contract/redemption.ts';
import { useState } from 'react';
import { RedemptionStatusBadge } from '../../../components/redemption-status-badge.tsx';
import { OrderTotalsList } from '../../../components/order-totals-list.tsx';
import { RedeemableOutcomes } from './redeemable-outcomes.tsx';
import { RollbackControl } from './rollback-control.tsx';

/** The service's answer to a redemption: ids, each redeemable's outcome and the order before and after. */
export function RedemptionResult({
  response,
  currency,
}: {
  response: ClientRedemptionResponse;
  currency?: string | undefined;
}) {
  const parent = response.parent_redemption;
  const order = response.order ?? parent.order;
  // The heading and badge follow what happened since: a rollback from this page changes the redemption's status.
  const [rolledBackId, setRolledBackId] = useState<string>();
  const status = rolledBackId === parent.id ? 'ROLLED_BACK' : parent.status;
  const headings = {
    SUCCEEDED: 'Redemption succeeded',
    FAILED: 'Redemption failed',
    ROLLED_BACK: 'Redemption rolled back',
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="redemption-result">
      <Group gap="sm">
        <Title order={2} size="h3" id="redemption-result">
          {headings[status]}
        </Title>
        <RedemptionStatusBadge status={status} />
      </Group>
      <DataList>
        <DataList.Item>
          <DataList.ItemLabel>Parent redemption</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code>{parent.id}</Code>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Child redemptions</DataList.ItemLabel>
          <DataList.ItemValue>
            <List size="sm" aria-label="Child redemption ids">
              {response.redemptions.map((child) => (
                <List.Item key={child.id}>
                  <Code>{child.id}</Code>
                </List.Item>
              ))}
            </List>
          </DataList.ItemValue>
        </DataList.Item>
        {parent.session && (
          <DataList.Item>
            <DataList.ItemLabel>Session key</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code>{parent.session.key}</Code>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList>
      {parent.result === 'SUCCESS' && (
        <RollbackControl key={parent.id} redemptionId={parent.id} onRolledBack={() => setRolledBackId(parent.id)} />
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RedeemableOutcomes response={response} currency={currency} />
        {order && <OrderTotalsList order={order} currency={currency} />}
      </SimpleGrid>
    </Stack>
  );
}
