import { Group, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../../contract/campaign.ts';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { listItems } from '../../../lib/api-client.ts';
import { describeValidity } from '../../../lib/validity-words.ts';
import { promotionTiersQueryOptions } from '../../../lib/resources/promotion-tiers.ts';
import { TiersTable } from './tiers-table.tsx';

/** One promotion campaign with its tiers. */
export function PromotionCard({ promotion, currency }: { promotion: Campaign; currency: string }) {
  const { data: tiers } = useSuspenseQuery(promotionTiersQueryOptions(promotion.id));
  return (
    <DetailSection title={promotion.name}>
      <Group gap="sm" mb="sm">
        <CampaignStatusBadge status={promotion.status} />
        <Text size="sm">{promotion.description}</Text>
        <Text size="sm">{describeValidity(promotion)}</Text>
      </Group>
      <TiersTable promotionName={promotion.name} tiers={listItems(tiers)} currency={currency} />
    </DetailSection>
  );
}
