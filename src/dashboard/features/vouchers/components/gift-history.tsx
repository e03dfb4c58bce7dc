import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging } from '../../../lib/paging.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import type { LoyaltyTransaction } from '../../../../contract/loyalty-transaction.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { voucherTransactionsQueryOptions } from '../../../lib/resources/vouchers.ts';

const movementWords: Record<string, string> = {
  CREDITS_REDEMPTION: 'Spent in redemption',
  CREDITS_REFUND: 'Given back by the rollback of',
};

const columns = (currency: string | undefined): DataTableColumn<LoyaltyTransaction>[] => [
  { header: 'Date', cell: (movement) => formatDateTime(movement.created_at) },
  {
    header: 'What',
    cell: (movement) => {
      const redemptionId = (movement.details.redemption as { id?: string } | undefined)?.id;
      return (
        <>
          {movementWords[movement.type] ?? movement.type}{' '}
          {redemptionId && (
            <AnchorLink to="/redemptions/$redemptionId" params={{ redemptionId }} ff="monospace">
              {redemptionId}
            </AnchorLink>
          )}
        </>
      );
    },
  },
  {
    header: 'Amount',
    cell: ({ details: { balance } }) =>
      `${(balance.amount ?? 0) > 0 ? '+' : ''}${formatMoney(balance.amount ?? 0, currency)}`,
  },
  { header: 'Balance after', cell: (movement) => formatMoney(movement.details.balance.balance, currency) },
];

/** A gift card's balance over time: credits spent by each redemption and given back by rollbacks. */
export function GiftHistory({ code, currency }: { code: string; currency: string | undefined }) {
  const [page, setPage] = useState(1);
  const history = useQuery(voucherTransactionsQueryOptions(code, page));
  return (
    <DetailSection title="Balance history">
      <DataTable
        caption="Credit movements, newest first"
        label="Balance history"
        columns={columns(currency)}
        rows={history.data?.data}
        rowKey={(movement) => movement.id}
        minWidth={560}
        empty="No credits spent yet."
        error={history.error}
        errorTitle="The balance history could not be loaded"
        onRetry={() => void history.refetch()}
      />
      {history.data && (page > 1 || history.data.has_more) && (
        <ListPager
          label="Balance history"
          {...numberedPaging({
            page,
            hasNext: history.data.has_more,
            onPageChange: setPage,
          })}
        />
      )}
    </DetailSection>
  );
}
