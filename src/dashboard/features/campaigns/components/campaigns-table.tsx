import type { Campaign } from '../../../../contract/campaign.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { campaignTypeLabels } from '../campaign-labels.ts';
import { DataTable, type DataTableColumn, type DataTableSelection } from '../../../components/data-table.tsx';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';

const campaignColumns: DataTableColumn<Campaign>[] = [
  {
    header: 'Name',
    cell: (campaign) => (
      <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }} fw={600}>
        {campaign.name}
      </AnchorLink>
    ),
  },
  { header: 'Type', cell: (campaign) => campaignTypeLabels[campaign.campaign_type], visibleFrom: 'sm' },
  { header: 'Status', cell: (campaign) => <CampaignStatusBadge status={campaign.status} /> },
  { header: 'Vouchers', cell: (campaign) => formatNumber(campaign.vouchers_count) },
  { header: 'Created', cell: (campaign) => formatDateTime(campaign.created_at), visibleFrom: 'sm' },
  { header: 'Updated', cell: (campaign) => formatDateTime(campaign.updated_at), visibleFrom: 'sm' },
];

export function CampaignsTable({
  campaigns,
  selection,
}: {
  campaigns: Campaign[];
  /** Checkboxes per campaign, for the bulk actions. */
  selection?: Omit<DataTableSelection<Campaign>, 'rowLabel'>;
}) {
  return (
    <DataTable
      caption="Campaigns"
      columns={campaignColumns}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      minWidth={680}
      selection={selection && { ...selection, rowLabel: (campaign) => campaign.name }}
    />
  );
}
