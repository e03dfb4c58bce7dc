import { Alert, Button, Code, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { campaignsQueryOptions } from '../../../lib/resources/campaigns.ts';
import { usePublishCode } from '../../../lib/resources/publications.ts';

/** The campaigns a code can come from: every one but promotions, which have tiers instead of codes. */
const campaignChoices = campaignsQueryOptions({ limit: 100, order: '-created_at' });

/**
 * Hands the customer a free code of a campaign (a publication), as a shop's backend does after a sign-up; the
 * service picks the code, refuses a campaign without free codes, and honours "customers join only once".
 */
export function CustomerPublish({ customerId }: { customerId: string }) {
  const canPublish = useCan('campaigns:write');
  const campaigns = useQuery({ ...campaignChoices, enabled: canPublish });
  const publish = usePublishCode();
  const [campaign, setCampaign] = useState<string | null>(null);
  if (!canPublish) return null;

  const names = (campaigns.data?.campaigns ?? [])
    .filter((choice) => choice.campaign_type !== 'PROMOTION')
    .map((choice) => choice.name);
  const published = publish.data;
  const codes = published ? ('voucher' in published ? [published.voucher.code] : published.vouchers) : [];

  return (
    <DetailSection title="Hand out a code">
      <Stack gap="sm">
        <Text size="sm">The code becomes the customer's: it shows on their cards and only they can redeem it.</Text>
        <Group gap="sm" align="end">
          <Select
            label="Campaign"
            placeholder={campaigns.isPending ? 'Loading campaigns…' : 'Pick a campaign'}
            data={names}
            value={campaign}
            onChange={(value) => {
              setCampaign(value);
              publish.reset();
            }}
            searchable
            nothingFoundMessage="No campaign with that name"
            w={320}
          />
          <Button
            disabled={!campaign}
            loading={publish.isPending}
            onClick={() => campaign && publish.mutate({ campaign: { name: campaign }, customer: { id: customerId } })}
          >
            Hand out a code
          </Button>
        </Group>
        {campaigns.error && <ErrorAlert error={campaigns.error} title="Could not load the campaigns" />}
        {publish.error && <ErrorAlert error={publish.error} title="No code was handed out" />}
        {codes.length > 0 && (
          <Alert title="Code handed out" role="status">
            {codes.map((code) => (
              <Code key={code} mr="xs">
                {code}
              </Code>
            ))}
            is now this customer&apos;s.
          </Alert>
        )}
      </Stack>
    </DetailSection>
  );
}
