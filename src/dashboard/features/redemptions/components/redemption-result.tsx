import { Code, DataList, Group, List, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ClientRedemptionResponse } from '../../../../contract/redemption.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { OrderTotalsList } from './order-totals-list.tsx';
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
  return (
    <Stack gap="md" component="section" aria-labelledby="redemption-result">
      <Group gap="sm">
        <Title order={2} size="h3" id="redemption-result">
          Redemption {parent.result === 'SUCCESS' ? 'succeeded' : 'failed'}
        </Title>
        <OutcomeBadge tone={parent.result === 'SUCCESS' ? 'good' : 'bad'}>{parent.status}</OutcomeBadge>
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
      {parent.result === 'SUCCESS' && <RollbackControl key={parent.id} redemptionId={parent.id} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RedeemableOutcomes response={response} currency={currency} />
        {order && <OrderTotalsList order={order} currency={currency} />}
      </SimpleGrid>
    </Stack>
  );
}
