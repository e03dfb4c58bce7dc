import { Table, Text } from '@mantine/core';
import type { Redemption } from '../../../../contract/redemption.ts';
import { RedemptionStatusBadge } from '../../../components/redemption-status-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { RollbackRowButton } from './rollback-row-button.tsx';

/** Stacked redemptions, each with its outcome, the order's figures and, while it stands, a rollback. */
export function RedemptionHistoryTable({ redemptions, currency }: { redemptions: Redemption[]; currency?: string }) {
  const canRollBack = useCan('redemptions:redeem');

  return (
    <ScrollTable minWidth={760} phoneMinWidth={280} label="Redemptions">
      <Table striped verticalSpacing="xs">
        <Table.Caption>Redemptions, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">Date</Table.Th>
            <Table.Th>Redemption</Table.Th>
            <Table.Th visibleFrom="sm">Customer</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th visibleFrom="sm">Discount</Table.Th>
            <Table.Th visibleFrom="sm">Order total</Table.Th>
            {canRollBack && <Table.Th>Rollback</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {redemptions.map((redemption) => (
            <Table.Tr key={redemption.id}>
              <Table.Td visibleFrom="sm">{formatDateTime(redemption.date)}</Table.Td>
              <Table.Td>
                <AnchorLink
                  to="/redemptions/$redemptionId"
                  params={{ redemptionId: redemption.id }}
                  ff="monospace"
                  // Ids are one long word: on a phone they break anywhere rather than widen the table.
                  style={{ wordBreak: 'break-all' }}
                >
                  {redemption.id}
                </AnchorLink>
              </Table.Td>
              <Table.Td visibleFrom="sm">{redemption.customer?.source_id ?? redemption.customer_id ?? '—'}</Table.Td>
              <Table.Td>
                <RedemptionStatusBadge status={redemption.status} />
                {redemption.failure_message && (
                  <Text size="xs" mt={4}>
                    {redemption.failure_message}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {redemption.order ? formatMoney(redemption.order.total_discount_amount ?? 0, currency) : '—'}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {redemption.order ? formatMoney(redemption.order.total_amount ?? 0, currency) : '—'}
              </Table.Td>
              {canRollBack && (
                <Table.Td>
                  <RollbackRowButton redemption={redemption} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
