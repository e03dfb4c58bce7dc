import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging } from '../../../lib/paging.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { voucherTransactionsQueryOptions } from '../../../lib/resources/vouchers.ts';

const movementWords: Record<string, string> = {
  CREDITS_REDEMPTION: 'Spent in redemption',
  CREDITS_REFUND: 'Given back by the rollback of',
};

/** A gift card's balance over time: credits spent by each redemption and given back by rollbacks. */
export function GiftHistory({ code, currency }: { code: string; currency: string | undefined }) {
  const [page, setPage] = useState(1);
  const history = useQuery(voucherTransactionsQueryOptions(code, page));
  return (
    <DetailSection title="Balance history">
      {history.error && <ErrorAlert error={history.error} title="The balance history could not be loaded" />}
      {history.data &&
        (history.data.data.length === 0 ? (
          <Text size="sm">No credits spent yet.</Text>
        ) : (
          <ScrollTable minWidth={560} label="Balance history">
            <Table striped verticalSpacing="xs">
              <Table.Caption>Credit movements, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Balance after</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.data.map((movement) => {
                  const redemptionId = (movement.details.redemption as { id?: string } | undefined)?.id;
                  return (
                    <Table.Tr key={movement.id}>
                      <Table.Td>{formatDateTime(movement.created_at)}</Table.Td>
                      <Table.Td>
                        {movementWords[movement.type] ?? movement.type}{' '}
                        {redemptionId && (
                          <AnchorLink to="/redemptions/$redemptionId" params={{ redemptionId }} ff="monospace">
                            {redemptionId}
                          </AnchorLink>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {movement.amount > 0 ? '+' : ''}
                        {formatMoney(movement.amount, currency)}
                      </Table.Td>
                      <Table.Td>{formatMoney(movement.balance, currency)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ))}
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
