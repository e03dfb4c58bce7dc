import { Badge, Code, DataList, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data-table.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import type { QualificationResponse } from '../../../../contract/qualification.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { describeValidity } from '../../../lib/validity-words.ts';
import { campaignTypeWords, describeBenefit } from '../campaign-benefit.ts';

interface QualifiedCampaignsProps {
  result: UseQueryResult<QualificationResponse>;
  currency?: string | undefined;
}

/** The service's answer for one context: the campaigns, its total, and the qualification and tracking ids. */
export function QualifiedCampaigns({ result, currency }: QualifiedCampaignsProps) {
  if (result.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" role="status" aria-label="Running the qualification">
        {Array.from({ length: 4 }, (_, row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  }
  if (result.isError) return <ErrorAlert error={result.error} title="The qualification could not run" />;

  const { data: answer } = result;
  return (
    <Stack gap="sm" component="section" aria-labelledby="qualification-result">
      <Title order={2} size="h3" id="qualification-result">
        {formatNumber(answer.total)} qualifying {answer.total === 1 ? 'campaign' : 'campaigns'}
      </Title>
      <DataList>
        <DataList.Item>
          <DataList.ItemLabel>Qualification id</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code>{answer.id}</Code>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Tracking id</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code>{answer.tracking_id}</Code>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Asked at</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(answer.created_at)}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      {result.isFetching && <Text size="sm">Running again…</Text>}
      {answer.data.length === 0 ? (
        <EmptyState title="No campaign qualifies" description="Change the customer or the cart and run it again." />
      ) : (
        <DataTable
          caption={
            answer.data.length < answer.total
              ? `The first ${answer.data.length} of ${answer.total} qualifying campaigns`
              : 'Qualifying campaigns'
          }
          label="Qualifying campaigns"
          columns={[
            {
              header: 'Campaign',
              cell: (campaign) => (
                <>
                  <Text size="sm" fw={600}>
                    {campaign.name}
                  </Text>
                  <Code fz="xs">{campaign.id}</Code>
                </>
              ),
            },
            {
              header: 'Type',
              cell: (campaign) => (
                <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                  {campaignTypeWords[campaign.campaign_type]}
                </Badge>
              ),
            },
            { header: 'What the customer gets', cell: (campaign) => describeBenefit(campaign, currency) },
            { header: 'Validity', cell: describeValidity },
          ]}
          rows={answer.data}
          rowKey={(campaign) => campaign.id}
          minWidth={720}
        />
      )}
    </Stack>
  );
}
