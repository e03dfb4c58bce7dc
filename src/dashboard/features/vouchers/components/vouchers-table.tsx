import { Table } from '@mantine/core';
import type { Voucher } from '../../../../contract/voucher.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { balanceWords, redemptionWords } from '../voucher-words.ts';

/** A campaign's vouchers: code (to the voucher's page), the service's status, uses and balance. */
export function VouchersTable({ vouchers, currency }: { vouchers: Voucher[]; currency: string | undefined }) {
  return (
    <ScrollTable minWidth={560} phoneMinWidth={320} label="Vouchers">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>Vouchers</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Redeemed</Table.Th>
            <Table.Th>Balance</Table.Th>
            <Table.Th visibleFrom="sm">Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vouchers.map((voucher) => (
            <Table.Tr key={voucher.id}>
              <Table.Td>
                <AnchorLink to="/vouchers/$code" params={{ code: voucher.code }} fw={600} ff="monospace">
                  {voucher.code}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{voucher.active === null ? '—' : <ActiveBadge active={voucher.active} />}</Table.Td>
              <Table.Td>{redemptionWords(voucher)}</Table.Td>
              <Table.Td>{balanceWords(voucher, currency)}</Table.Td>
              <Table.Td visibleFrom="sm">{formatDateTime(voucher.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
