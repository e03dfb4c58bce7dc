import { Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { CampaignPreview } from '../../../../contract/campaign-blueprint.ts';
import { FactsList } from '../../../components/facts-list.tsx';
import { describeVoucherValue } from '../../../lib/discount-words.ts';
import { formatNumber } from '../../../lib/format.ts';
import { describeRule } from '../../../lib/rule-words.ts';
import { describeValidity } from '../../../lib/validity-words.ts';

interface CampaignPreviewPanelProps {
  preview: CampaignPreview;
  /** The settings that differ from the template, in the form's words. */
  changed: string[];
  currency: string;
  creating: boolean;
  onCreate: () => void;
}

/** The campaign as the service would create it, before anything is created; focused when it appears. */
export function CampaignPreviewPanel({ preview, changed, currency, creating, onCreate }: CampaignPreviewPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [preview]);
  const { campaign, sample_codes: codes } = preview;
  const voucher = campaign.voucher;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="campaign-preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="campaign-preview-heading" ref={heading} tabIndex={-1}>
          Preview of {campaign.name}
        </Title>
        <FactsList
          facts={[
            ['Value', voucher ? describeVoucherValue(voucher, currency) : '—'],
            ['Vouchers', formatNumber(campaign.vouchers_count)],
            [
              'Redemptions per voucher',
              !voucher || voucher.redemption.quantity === null
                ? 'Unlimited'
                : formatNumber(voucher.redemption.quantity),
            ],
            ['Validity', describeValidity(campaign)],
            ['Category', campaign.category ?? '—'],
            [
              'Rules',
              preview.validation_rules.length
                ? preview.validation_rules.map((rule) => describeRule(rule.rules, currency)).join('; ')
                : 'None',
            ],
          ]}
        />
        <div>
          <Text fw={600} id="sample-codes-label">
            Codes will look like
          </Text>
          {codes.length ? (
            <List aria-labelledby="sample-codes-label">
              {codes.map((code) => (
                <List.Item key={code}>
                  <Code>{code}</Code>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">No vouchers are generated now.</Text>
          )}
          <Text size="xs" c="dimmed">
            Samples drawn the same way; the campaign&apos;s own codes are drawn when it is created.
          </Text>
        </div>
        <div>
          <Text fw={600} id="changed-settings-label">
            Changed from the template
          </Text>
          {changed.length ? (
            <List aria-labelledby="changed-settings-label">
              {changed.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">Nothing: the campaign is the template as it is.</Text>
          )}
        </div>
        <Group justify="flex-end">
          <Button onClick={onCreate} loading={creating}>
            Create campaign
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
