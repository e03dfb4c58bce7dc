import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Campaign } from '../../../contract/campaign.ts';
import type { OverviewQuery } from '../../../contract/overview.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList } from '../../components/facts-list.tsx';
import { MetadataList } from '../../components/metadata-list.tsx';
import { RuleAssignments } from '../../components/rule-assignments.tsx';
import { formatNumber } from '../../lib/format.ts';
import { describeIsoDuration } from '../../lib/iso-duration.ts';
import { CampaignSummary } from './components/campaign-summary.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.tsx';
import { CampaignActions } from './components/campaign-actions.tsx';
import { CampaignSwitch } from './components/campaign-switch.tsx';
import { VoucherSettings } from './components/voucher-settings.tsx';

// Charts are heavy: their chunk loads after the page.
const ResultsFigures = lazy(() =>
  import('../../components/results-figures.tsx').then((m) => ({ default: m.ResultsFigures })),
);

const CampaignBudgetSection = lazy(() =>
  import('./components/campaign-budget.tsx').then((m) => ({ default: m.CampaignBudgetSection })),
);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface CampaignDetailScreenProps {
  projectId: string;
  campaign: Campaign;
  currency: string;
  range: OverviewQuery;
  onRangeChange: (range: OverviewQuery) => void;
  onDuplicated: (copy: Campaign) => void;
  onDeleted: () => void;
}

/** One campaign: its results, everything the service returns for it, its switch and what can be done with it. */
export function CampaignDetailScreen(props: CampaignDetailScreenProps) {
  const { projectId, campaign, currency, range, onRangeChange, onDuplicated, onDeleted } = props;
  const canChange = useCan('campaigns:write');
  const referral = campaign.referral_program;
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <AnchorLink to="/campaigns" size="sm">
          ← All campaigns
        </AnchorLink>
        <Title order={1}>{campaign.name}</Title>
      </div>
      {campaign.deleted ? (
        <Alert color="red" title="This campaign is deleted">
          It is in the bin since {formatDateTime(campaign.deleted_at)}: listed nowhere, and none of its codes redeem.
        </Alert>
      ) : (
        <>
          <CampaignSwitch campaign={campaign} />
          {canChange && (
            <CampaignActions
              projectId={projectId}
              campaign={campaign}
              onDuplicated={onDuplicated}
              onDeleted={onDeleted}
            />
          )}
        </>
      )}
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
        <RuleAssignments
          assignments={campaign.validation_rules_assignments}
          currency={currency}
          target={{ related_object_type: 'campaign', related_object_id: campaign.id }}
        />
      </DetailSection>
      <Suspense fallback={<Loader role="status" aria-label="Loading the budget" />}>
        <CampaignBudgetSection projectId={projectId} campaignId={campaign.id} currency={currency} />
      </Suspense>
      <DetailSection title="Metadata">
        <MetadataList metadata={campaign.metadata} />
      </DetailSection>
      <Suspense fallback={<Loader role="status" aria-label="Loading the figures" />}>
        <ResultsFigures
          projectId={projectId}
          campaignId={campaign.id}
          currency={currency}
          range={range}
          onRangeChange={onRangeChange}
        />
      </Suspense>
    </Stack>
  );
}
