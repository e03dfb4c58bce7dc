import { Group, Skeleton, Text } from '@mantine/core';
import type { Campaign } from '../../../../contract/campaign.ts';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { describeValidity } from '../../../lib/validity-words.ts';
import { AddTierButton } from './add-tier-button.tsx';
import { TiersTable } from './tiers-table.tsx';

interface PromotionCardProps {
  promotion: Campaign;
  currency: string;
  /** The promotion's tiers, read with the rest of the page's (none while that request is under way or failed). */
  tiers: PromotionTier[] | undefined;
  tiersPending: boolean;
}

/** One promotion campaign with its tiers, a way to add one, and a link to its stacks. */
export function PromotionCard({ promotion, currency, tiers, tiersPending }: PromotionCardProps) {
  const canChange = useCan('campaigns:write');
  return (
    <DetailSection title={promotion.name}>
      <Group gap="sm" mb="sm">
        <CampaignStatusBadge status={promotion.status} />
        <Text size="sm">{promotion.description}</Text>
        <Text size="sm">{describeValidity(promotion)}</Text>
        <Group gap="xs" ml="auto">
          <AnchorLink
            to="/promotions/$campaignId/stacks"
            params={{ campaignId: promotion.id }}
            size="sm"
            aria-label={`Stacks of ${promotion.name}`}
          >
            Stacks
          </AnchorLink>
          {canChange && <AddTierButton promotion={promotion} currency={currency} />}
        </Group>
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
