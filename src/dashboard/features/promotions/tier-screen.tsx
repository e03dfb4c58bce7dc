import { Blockquote, Code, Group, Stack, Title } from '@mantine/core';
import type { Campaign } from '../../../contract/campaign.ts';
import type { PromotionTier } from '../../../contract/promotion-tier.ts';
import { CampaignStatusBadge } from '../../components/campaign-status-badge.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList } from '../../components/facts-list.tsx';
import { MetadataList } from '../../components/metadata-list.tsx';
import { RuleAssignments } from '../../components/rule-assignments.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { describeValidity } from '../../lib/validity-words.ts';
import { discountFacts } from './components/discount-facts.ts';
import { TierActions } from './components/tier-actions.tsx';
import { TierSwitch } from './components/tier-switch.tsx';
import { Timestamp } from './components/timestamp.tsx';

interface TierScreenProps {
  tier: PromotionTier;
  /** The tier's promotion campaign, read in full: the tier's own copy has neither its name nor its status. */
  campaign: Campaign;
  currency: string;
  onDeleted: () => void;
}

export function TierScreen({ tier, campaign, currency, onDeleted }: TierScreenProps) {
  const { summary } = tier;
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <AnchorLink to="/promotions" size="sm">
          ← Promotions
        </AnchorLink>
        <Title order={1}>{tier.name}</Title>
      </div>
      {tier.banner && <Blockquote p="sm">{tier.banner}</Blockquote>}
      <Group justify="space-between">
        <TierSwitch tier={tier} />
        <TierActions tier={tier} onDeleted={onDeleted} />
      </Group>
      <DetailSection title="Tier">
        <FactsList
          facts={[
            ...discountFacts(tier.action.discount, currency),
            ['Order among tiers', formatNumber(tier.hierarchy)],
            ['Validity', describeValidity(tier)],
            ['Category', tier.categories.map((category) => category.name).join(', ') || '—'],
            ['Id', <Code key="id">{tier.id}</Code>],
            ['Created', <Timestamp key="created" value={tier.created_at} />],
            ['Updated', <Timestamp key="updated" value={tier.updated_at} />],
          ]}
        />
      </DetailSection>
      <DetailSection title="Promotion campaign">
        <FactsList
          facts={[
            [
              'Campaign',
              <AnchorLink key="campaign" to="/campaigns/$campaignId" params={{ campaignId: campaign.id }}>
                {campaign.name}
              </AnchorLink>,
            ],
            ['Status', <CampaignStatusBadge key="status" status={campaign.status} />],
            ['Validity', describeValidity(campaign)],
          ]}
        />
      </DetailSection>
      <DetailSection title="Results">
        <FactsList
          facts={[
            ['Redemptions', formatNumber(summary.redemptions.total_redeemed)],
            ['Order value', formatMoney(summary.orders.total_amount, currency)],
            ['Discount given', formatMoney(summary.orders.total_discount_amount, currency)],
          ]}
        />
      </DetailSection>
      <DetailSection title="Validation rules">
        <RuleAssignments
          assignments={tier.validation_rule_assignments}
          currency={currency}
          target={{ related_object_type: 'promotion_tier', related_object_id: tier.id }}
        />
      </DetailSection>
      <DetailSection title="Metadata">
        <MetadataList metadata={tier.metadata} />
      </DetailSection>
    </Stack>
  );
}
