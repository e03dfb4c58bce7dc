import { Code, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import type { Campaign } from '../../../../contract/campaign.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

export function ProgramsTable({ programs }: { programs: Campaign[] }) {
  return (
    <DataTable
      caption="Loyalty programs"
      columns={[
        {
          header: 'Program',
          cell: (program) => (
            <>
              <AnchorLink to="/loyalty/programs/$campaignId" params={{ campaignId: program.id }}>
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
    />
  );
}
