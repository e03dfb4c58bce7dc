import { Table } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import type { Voucher } from '../../../../contract/voucher.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

export function CardsTable({ cards, programName }: { cards: Voucher[]; programName: string }) {
  return (
    <ScrollTable minWidth={560} label="Loyalty cards">
      <Table verticalSpacing="xs" striped>
        <Table.Caption>Cards of {programName}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>Holder</Table.Th>
            <Table.Th>Points</Table.Th>
            <Table.Th>Balance</Table.Th>
            <Table.Th>Issued</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.id}>
              <Table.Td>
                <AnchorLink to="/loyalty/cards/$code" params={{ code: card.code }}>
                  {card.code}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{card.holder?.name ?? card.holder?.source_id ?? card.holder_id ?? '—'}</Table.Td>
              <Table.Td>{formatNumber(card.loyalty_card?.points)}</Table.Td>
              <Table.Td>{formatNumber(card.loyalty_card?.balance)}</Table.Td>
              <Table.Td>{formatDateTime(card.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
