import { Code, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table.tsx';
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
    <DataTable
      caption="Loyalty programs"
      columns={[
        {
          header: 'Program',
          cell: (program) => (
            <>
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
            </>
          ),
        },
        { header: 'Status', cell: (program) => <ActiveBadge active={program.active} /> },
        { header: 'Cards', cell: (program) => formatNumber(program.vouchers_count) },
        { header: 'Created', cell: (program) => formatDateTime(program.created_at) },
      ]}
      rows={programs}
      rowKey={(program) => program.id}
      minWidth={560}
      striped={false}
      currentKey={selectedId}
    />
  );
}
