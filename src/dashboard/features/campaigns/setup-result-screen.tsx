import { Alert, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '../../../contract/campaign.ts';
import type { CampaignSetup } from '../../../contract/campaign-setup.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { CampaignSummary } from './components/campaign-summary.tsx';

const resourceLabels: Record<CampaignSetup['created_resources'][number]['object'], string> = {
  validation_rules: 'Validation rule',
  product: 'Product',
  sku: 'SKU',
  products_collection: 'Product collection',
  segments: 'Customer segment',
  location: 'Location',
};

interface SetupResultScreenProps {
  campaign: Campaign;
  createdResources: CampaignSetup['created_resources'];
}

/** What a campaign setup produced: the campaign and every resource the template defined. */
export function SetupResultScreen({ campaign, createdResources }: SetupResultScreenProps) {
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1}>Campaign created</Title>
      <Alert
        color="green"
        variant="outline"
        title={`${campaign.name} was created`}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        The service finished with creation status <Code>{campaign.creation_status}</Code>.
      </Alert>
      <DetailSection title="Campaign">
        <CampaignSummary campaign={campaign} />
      </DetailSection>
      <DetailSection title="Created resources">
        {createdResources.length === 0 ? (
          <Text size="sm">The template defined no other resources.</Text>
        ) : (
          <List aria-label="Created resources">
            {createdResources.map((resource) => (
              <List.Item key={resource.id}>
                {resourceLabels[resource.object]} <Code>{resource.id}</Code>
              </List.Item>
            ))}
          </List>
        )}
      </DetailSection>
      <Group>
        <ButtonLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }}>
          Open the campaign
        </ButtonLink>
        <ButtonLink to="/templates" variant="default">
          Back to templates
        </ButtonLink>
      </Group>
    </Stack>
  );
}
