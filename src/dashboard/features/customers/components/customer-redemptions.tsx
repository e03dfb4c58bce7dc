import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Redemption } from '../../../../contract/redemption.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { RedemptionOutcome } from '../../../components/redemption-status-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { redemptionsQueryOptions, type RedemptionListQuery } from '../../../lib/resources/redemptions.ts';

const columns = (currency: string | undefined): DataTableColumn<Redemption>[] => [
  { header: 'Date', cell: (redemption) => formatDateTime(redemption.date) },
  {
    header: 'Outcome',
    cell: (redemption) => <RedemptionOutcome redemption={redemption} />,
  },
  {
    header: 'Discount',
    cell: (redemption) => (redemption.order ? formatMoney(redemption.order.total_discount_amount ?? 0, currency) : '—'),
  },
  {
    header: 'Order total',
    cell: (redemption) => (redemption.order ? formatMoney(redemption.order.total_amount ?? 0, currency) : '—'),
  },
];

interface CustomerRedemptionsProps {
  query: RedemptionListQuery;
  /** What the redemption history's customer filter is given to show them all. */
  historyFilter: string;
  currency: string | undefined;
}

/** The customer's latest stacked redemptions, with a link to all of them in the redemption history. */
export function CustomerRedemptions({ query, historyFilter, currency }: CustomerRedemptionsProps) {
  const { data: list } = useSuspenseQuery(redemptionsQueryOptions(query));
  return (
    <DetailSection title="Recent redemptions">
      <DataTable
        caption="Recent redemptions, newest first"
        label="Recent redemptions"
        columns={columns(currency)}
        rows={list.redemptions}
        rowKey={(redemption) => redemption.id}
        minWidth={520}
        empty="No redemptions yet."
      />
      {list.total > 0 && (
        <Text size="sm" mt="xs">
          <AnchorLink to="/redemptions" search={{ customer: historyFilter }}>
            All {formatNumber(list.total)} redemptions of this customer in the history
          </AnchorLink>
        </Text>
      )}
    </DetailSection>
  );
}
