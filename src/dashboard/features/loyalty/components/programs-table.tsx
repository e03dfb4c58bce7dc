import { Code, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import type { Campaign } from '../../../../contract/campaign.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import type { LoyaltySearch } from '../loyalty-search.ts';

interface ProgramsTableProps {
  programs: Campaign[];
  selectedId: string | undefined;
  search: LoyaltySearch;
}

export function ProgramsTable({ programs, selectedId, search }: ProgramsTableProps) {
  return (
    <ScrollTable minWidth={560} label="Loyalty programs">
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Caption>Loyalty programs</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Program</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Cards</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {programs.map((program) => (
            <Table.Tr key={program.id} aria-current={program.id === selectedId ? 'true' : undefined}>
              <Table.Td>
                <AnchorLink
                  to="/loyalty"
                  search={{ ...search, campaign: program.id, page: 1 }}
                  fw={program.id === selectedId ? 700 : undefined}
                  aria-label={`Show the cards of ${program.name}`}
                >
                  {program.name}
                </AnchorLink>
                <Text size="xs">
                  <Code fz="xs">{program.id}</Code>
                </Text>
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={program.active} />
              </Table.Td>
              <Table.Td>{formatNumber(program.vouchers_count)}</Table.Td>
              <Table.Td>{formatDateTime(program.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
