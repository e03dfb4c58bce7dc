import { Table } from '@mantine/core';
import type { Campaign } from '../../../../contract/campaign.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { campaignTypeLabels } from '../campaign-labels.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';

export function CampaignsTable({ campaigns }: { campaigns: Campaign[] }) {
  return (
    <ScrollTable minWidth={680} phoneMinWidth={320} label={'Campaigns'}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>Campaigns</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Vouchers</Table.Th>
            <Table.Th visibleFrom="sm">Created</Table.Th>
            <Table.Th visibleFrom="sm">Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }} fw={600}>
                  {campaign.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td visibleFrom="sm">{campaignTypeLabels[campaign.campaign_type]}</Table.Td>
              <Table.Td>
                <CampaignStatusBadge status={campaign.status} />
              </Table.Td>
              <Table.Td>{formatNumber(campaign.vouchers_count)}</Table.Td>
              <Table.Td visibleFrom="sm">{formatDateTime(campaign.created_at)}</Table.Td>
              <Table.Td visibleFrom="sm">{formatDateTime(campaign.updated_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
