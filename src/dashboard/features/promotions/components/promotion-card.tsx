import { Group, Skeleton, Text } from '@mantine/core';
import type { Campaign } from '../../../../contract/campaign.ts';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { describeValidity } from '../../../lib/validity-words.ts';
import { TiersTable } from './tiers-table.tsx';

interface PromotionCardProps {
  promotion: Campaign;
  currency: string;
  /** The promotion's tiers, read with the rest of the page's (none while that request is under way or failed). */
  tiers: PromotionTier[] | undefined;
  tiersPending: boolean;
}

/** One promotion campaign with its tiers. */
export function PromotionCard({ promotion, currency, tiers, tiersPending }: PromotionCardProps) {
  return (
    <DetailSection title={promotion.name}>
      <Group gap="sm" mb="sm">
        <CampaignStatusBadge status={promotion.status} />
        <Text size="sm">{promotion.description}</Text>
        <Text size="sm">{describeValidity(promotion)}</Text>
      </Group>
      {tiers ? (
        <TiersTable promotionName={promotion.name} tiers={tiers} currency={currency} />
      ) : tiersPending ? (
        <Skeleton height={96} aria-label={`Loading the tiers of ${promotion.name}`} />
      ) : (
        <Text size="sm">The tiers of {promotion.name} could not be loaded.</Text>
      )}
    </DetailSection>
  );
}
