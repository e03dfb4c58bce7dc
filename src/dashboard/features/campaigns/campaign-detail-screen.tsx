import { Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '../../../contract/campaign.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList } from '../../components/facts-list.tsx';
import { MetadataList } from '../../components/metadata-list.tsx';
import { RuleAssignments } from '../../components/rule-assignments.tsx';
import { formatNumber } from '../../lib/format.ts';
import { describeIsoDuration } from '../../lib/iso-duration.ts';
import { CampaignSummary } from './components/campaign-summary.tsx';
import { CampaignSwitch } from './components/campaign-switch.tsx';
import { VoucherSettings } from './components/voucher-settings.tsx';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One campaign, everything the service returns for it, with its on/off switch. */
export function CampaignDetailScreen({ campaign, currency }: { campaign: Campaign; currency: string }) {
  const referral = campaign.referral_program;
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <AnchorLink to="/campaigns" size="sm">
          ← All campaigns
        </AnchorLink>
        <Title order={1}>{campaign.name}</Title>
      </div>
      <CampaignSwitch campaign={campaign} />
      <DetailSection title="Summary">
        <CampaignSummary campaign={campaign} />
      </DetailSection>
      <DetailSection title="Customers and publishing">
        <FactsList
          facts={[
            ['Customers join only once', yesNo(campaign.join_once)],
            ['Customers join automatically', yesNo(campaign.auto_join)],
            ['Uses the voucher metadata schema', yesNo(campaign.use_voucher_metadata_schema)],
            [
              'Vouchers stay active after publishing for',
              campaign.activity_duration_after_publishing
                ? describeIsoDuration(campaign.activity_duration_after_publishing)
                : 'No limit',
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title="Vouchers">
        {campaign.voucher ? (
          <Stack gap="sm">
            <AnchorLink to="/campaigns/$campaignId/vouchers" params={{ campaignId: campaign.id }} fw={600}>
              See the {formatNumber(campaign.vouchers_count)} vouchers, search, import or export codes
            </AnchorLink>
            <VoucherSettings voucher={campaign.voucher} currency={currency} />
          </Stack>
        ) : (
          <Text size="sm">This campaign has no voucher settings.</Text>
        )}
      </DetailSection>
      {referral && (
        <DetailSection title="Referral program">
          <FactsList
            facts={[
              [
                'Converts on',
                referral.custom_event ? `the custom event ${referral.custom_event.name}` : 'a redemption',
              ],
              [
                'Referee reward',
                referral.referee_reward
                  ? `${referral.referee_reward.amount} on ${referral.referee_reward.related_object_parent.name}`
                  : '—',
              ],
            ]}
          />
        </DetailSection>
      )}
      <DetailSection title="Validation rules">
        <RuleAssignments assignments={campaign.validation_rules_assignments} currency={currency} />
      </DetailSection>
      <DetailSection title="Metadata">
        <MetadataList metadata={campaign.metadata} />
      </DetailSection>
    </Stack>
  );
}
