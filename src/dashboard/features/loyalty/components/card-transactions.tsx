import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging } from '../../../lib/paging.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { cardTransactionsQueryOptions } from '../../../lib/resources/vouchers.ts';

const signed = (points: number) => (points > 0 ? `+${formatNumber(points)}` : formatNumber(points));

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
  const rows = transactions.data?.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="card-transactions">
      <Title order={2} size="h3" id="card-transactions">
        Transactions
      </Title>
      {transactions.error && <ErrorAlert error={transactions.error} title="The transactions could not be loaded" />}
      {transactions.data && rows.length === 0 && <Text size="sm">No transactions on this page.</Text>}
      {rows.length > 0 && (
        <ScrollTable minWidth={640} label="Card transactions">
          <Table striped verticalSpacing="xs">
            <Table.Caption>Transactions, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Points</Table.Th>
                <Table.Th>Balance after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((transaction) => (
                <Table.Tr key={transaction.id}>
                  <Table.Td>{formatDateTime(transaction.created_at)}</Table.Td>
                  <Table.Td>{transaction.type.replace(/_/g, ' ').toLowerCase()}</Table.Td>
                  <Table.Td>{transaction.reason ?? '—'}</Table.Td>
                  <Table.Td>{transaction.source ?? '—'}</Table.Td>
                  <Table.Td>{signed(transaction.amount)}</Table.Td>
                  <Table.Td>{formatNumber(transaction.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
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
