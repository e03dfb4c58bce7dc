import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { pointsExpirationQueryOptions } from '../../../lib/resources/points-buckets.ts';

/** The card's points that will expire: what is left of each bucket and its last day, soonest first. */
export function CardPointsExpiration({ campaignId, code }: { campaignId: string; code: string }) {
  const buckets = useQuery(pointsExpirationQueryOptions(campaignId, code));
  return (
    <Stack gap="sm" component="section" aria-labelledby="points-expiring">
      <Title order={2} size="h3" id="points-expiring">
        Points expiring
      </Title>
      <DataTable
        caption="The card's points by the day they expire, soonest first"
        label="Points expiring"
        columns={[
          { header: 'Points left', cell: (bucket) => formatNumber(bucket.bucket.total_points), align: 'end' },
          { header: 'Expires on', cell: (bucket) => formatDate(bucket.expires_at) },
        ]}
        rows={buckets.data?.data}
        rowKey={(bucket) => bucket.id}
        minWidth={320}
        empty="No points of this card expire."
        error={buckets.error}
        errorTitle="The expiring points could not be loaded"
        onRetry={() => void buckets.refetch()}
      />
    </Stack>
  );
}
