import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging } from '../../../lib/paging.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import type { LoyaltyTransaction } from '../../../../contract/loyalty-transaction.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { cardTransactionsQueryOptions } from '../../../lib/resources/vouchers.ts';

const signed = (points: number) => (points > 0 ? `+${formatNumber(points)}` : formatNumber(points));

/** Where the change came from: the console, or the channel an integration named (an SDK names itself). */
const sourceWords = ({ source }: LoyaltyTransaction) =>
  source === 'voucherify-web-ui' ? 'Console' : (source ?? 'API');

const transactionColumns: DataTableColumn<LoyaltyTransaction>[] = [
  { header: 'Date', cell: (transaction) => formatDateTime(transaction.created_at) },
  { header: 'Type', cell: (transaction) => transaction.type.replace(/_/g, ' ').toLowerCase() },
  { header: 'Reason', cell: (transaction) => transaction.reason ?? '—' },
  { header: 'Source', cell: sourceWords },
  { header: 'Points', cell: (transaction) => signed(transaction.details.balance.points ?? 0) },
  { header: 'Balance after', cell: (transaction) => formatNumber(transaction.details.balance.balance) },
];

/** The card's points history, newest first: what changed, why, and the balance after each change. */
export function CardTransactions({
  campaignId,
  code,
  page,
  onPageChange,
}: {
  campaignId: string;
  code: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const transactions = useQuery(cardTransactionsQueryOptions(campaignId, code, page));
  return (
    <Stack gap="sm" component="section" aria-labelledby="card-transactions">
      <Title order={2} size="h3" id="card-transactions">
        Transactions
      </Title>
      <DataTable
        caption="Transactions, newest first"
        label="Card transactions"
        columns={transactionColumns}
        rows={transactions.data?.data}
        rowKey={(transaction) => transaction.id}
        minWidth={640}
        empty="No transactions on this page."
        error={transactions.error}
        errorTitle="The transactions could not be loaded"
        onRetry={() => void transactions.refetch()}
      />
      <ListPager
        label="Transactions"
        {...numberedPaging({
          page,
          hasNext: transactions.data?.has_more ?? false,
          onPageChange,
        })}
      />
    </Stack>
  );
}
