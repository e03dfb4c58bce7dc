import { Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailSection } from '../../../components/detail-section.tsx';
import { RedemptionStatusBadge } from '../../../components/redemption-status-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { redemptionsQueryOptions, type RedemptionListQuery } from '../../../lib/resources/redemptions.ts';

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
      {list.redemptions.length === 0 ? (
        <Text size="sm">No redemptions yet.</Text>
      ) : (
        <ScrollTable minWidth={520} label="Recent redemptions">
          <Table striped verticalSpacing="xs">
            <Table.Caption>Recent redemptions, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Order total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.redemptions.map((redemption) => (
                <Table.Tr key={redemption.id}>
                  <Table.Td>{formatDateTime(redemption.date)}</Table.Td>
                  <Table.Td>
                    <RedemptionStatusBadge status={redemption.status} />
                    {redemption.failure_message && (
                      <Text size="xs" mt={4}>
                        {redemption.failure_message}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {redemption.order ? formatMoney(redemption.order.total_discount_amount ?? 0, currency) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {redemption.order ? formatMoney(redemption.order.total_amount ?? 0, currency) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
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
