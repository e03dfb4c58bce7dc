import { Badge, Code, Group } from '@mantine/core';
import type { Campaign } from '../../../../contract/campaign.ts';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';
import { FactsList } from '../../../components/facts-list.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { describeValidity } from '../../../lib/validity-words.ts';
import { campaignModeLabels, campaignTypeLabels } from '../campaign-labels.ts';

/** The facts a marketer checks first; shared by the creation result and the detail page. */
export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  return (
    <FactsList
      facts={[
        ['Id', <Code key="id">{campaign.id}</Code>],
        [
          'Status',
          <Group key="status" gap="xs">
            <CampaignStatusBadge status={campaign.status} />
            <Badge variant="default">Creation {campaign.creation_status}</Badge>
            <Badge variant="default">Vouchers {campaign.vouchers_generation_status}</Badge>
          </Group>,
        ],
        ['Type', `${campaignTypeLabels[campaign.campaign_type]}, ${campaignModeLabels[campaign.type]}`],
        ['Description', campaign.description ?? '—'],
        ['Vouchers', formatNumber(campaign.vouchers_count)],
        ['Category', campaign.categories.map((category) => category.name).join(', ') || campaign.category || '—'],
        ['Validity', describeValidity(campaign)],
        ['Created', formatDateTime(campaign.created_at)],
        ['Updated', formatDateTime(campaign.updated_at)],
      ]}
    />
  );
}
