import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Card, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { OverviewQuery } from '../../contract/overview.ts';
import { ErrorAlert } from './error-alert.tsx';
import { AnchorLink } from './router-links.tsx';
import { DataTable } from './data-table.tsx';
import { LoyaltyPointsChart } from './loyalty-points-chart.tsx';
import { ApiError } from '../lib/api-error.ts';
import { formatDate, formatMoney, formatNumber } from '../lib/format.ts';
import { overviewQueryOptions } from '../lib/resources/overview.ts';

interface ResultsFiguresProps {
  projectId: string;
  /** Narrows the figures to one campaign: its redeemables, points and alerts. */
  campaignId?: string;
  currency: string;
  range: OverviewQuery;
  onRangeChange: (range: OverviewQuery) => void;
}

/**
 * The project's or one campaign's figures over the range in the URL, with charts. Pages load it lazily: the charts'
 * library is heavy and the first load has a budget.
 */
export function ResultsFigures({ projectId, campaignId, currency, range, onRangeChange }: ResultsFiguresProps) {
  const overview = useQuery(overviewQueryOptions(projectId, { ...range, campaign_id: campaignId }));
  const ids = useId();
  const money = (minor: number) => formatMoney(minor, currency);
  // A range the service refuses (a year past 9999, more than 366 days) is said at the field it names.
  const issues =
    overview.error instanceof ApiError && overview.error.status === 400 ? (overview.error.errors ?? []) : [];
  const rangeError = (field: 'from' | 'to') => issues.find((issue) => issue.path === field)?.message;
  const onlyRangeErrors = issues.length > 0 && issues.every((issue) => issue.path === 'from' || issue.path === 'to');

  return (
    <Stack gap="md" component="section" aria-labelledby={`${ids}-figures`}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} id={`${ids}-figures`}>
          Results
        </Title>
        <Group gap="sm">
          <TextInput
            type="date"
            label="From"
            value={range.from}
            error={rangeError('from')}
            max={range.to}
            onChange={(event) =>
              event.currentTarget.value && onRangeChange({ ...range, from: event.currentTarget.value })
            }
          />
          <TextInput
            type="date"
            label="To"
            value={range.to}
            error={rangeError('to')}
            min={range.from}
            onChange={(event) =>
              event.currentTarget.value && onRangeChange({ ...range, to: event.currentTarget.value })
            }
          />
        </Group>
      </Group>
      {overview.error && !onlyRangeErrors && (
        <ErrorAlert error={overview.error} title="The figures could not be loaded" />
      )}
      {overview.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
            {(
              [
                ['Redemptions succeeded', formatNumber(overview.data.totals.succeeded)],
                ['Failed', formatNumber(overview.data.totals.failed)],
                ['Rolled back', formatNumber(overview.data.totals.rolled_back)],
                ['Discount given', money(overview.data.totals.discount)],
                ['Points issued', formatNumber(overview.data.loyalty.points_issued)],
                ['Points redeemed', formatNumber(overview.data.loyalty.points_redeemed)],
                ['Points expired', formatNumber(overview.data.loyalty.points_expired)],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} withBorder padding="sm" role="group" aria-label={label}>
                <Text size="sm">{label}</Text>
                <Text fw={700} size="xl">
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <figure aria-labelledby={`${ids}-redemptions`} style={{ margin: 0 }}>
              <Title order={3} size="h4" id={`${ids}-redemptions`} mb="xs">
                Redemptions per day
              </Title>
              <BarChart
                h={240}
                data={overview.data.days}
                dataKey="date"
                type="stacked"
                withLegend
                series={[
                  { name: 'succeeded', label: 'Succeeded', color: 'teal.7' },
                  { name: 'failed', label: 'Failed', color: 'red.7' },
                  { name: 'rolled_back', label: 'Rolled back', color: 'gray.6' },
                ]}
              />
            </figure>
            <figure aria-labelledby={`${ids}-discount`} style={{ margin: 0 }}>
              <Title order={3} size="h4" id={`${ids}-discount`} mb="xs">
                Discount given per day
              </Title>
              <AreaChart
                h={240}
                data={overview.data.days}
                dataKey="date"
                valueFormatter={money}
                series={[{ name: 'discount', label: 'Discount', color: 'indigo.6' }]}
              />
            </figure>
          </SimpleGrid>
          <LoyaltyPointsChart days={overview.data.loyalty.days} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {!campaignId && (
              <div>
                <Title order={3} size="h4" mb="xs">
                  Top campaigns
                </Title>
                <DataTable
                  caption="Campaigns with the most redemptions in the range"
                  label="Top campaigns"
                  columns={[
                    { header: 'Campaign', cell: (campaign) => campaign.name },
                    { header: 'Redemptions', cell: (campaign) => formatNumber(campaign.redemptions) },
                    { header: 'Discount', cell: (campaign) => money(campaign.discount) },
                  ]}
                  rows={overview.data.top_campaigns}
                  rowKey={(campaign) => campaign.campaign_id}
                  minWidth={360}
                  striped={false}
                  empty="No successful redemptions in this range."
                />
              </div>
            )}
            <div>
              <Title order={3} size="h4" mb="xs">
                Needs attention
              </Title>
              <List size="sm" spacing="xs" aria-label="Alerts">
                {overview.data.alerts.expiring_campaigns.map((campaign) => (
                  <List.Item key={campaign.id}>
                    {campaign.name} ends on {formatDate(campaign.expiration_date)}.
                  </List.Item>
                ))}
                {overview.data.alerts.nearly_used_up.map((code) => (
                  <List.Item key={code.code}>
                    Code {code.code}
                    {code.campaign_name ? ` (${code.campaign_name})` : ''} has {code.quantity - code.redeemed} of{' '}
                    {code.quantity} uses left.
                  </List.Item>
                ))}
                {overview.data.alerts.low_on_budget.map((low) => (
                  <List.Item key={low.campaign_id}>
                    <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: low.campaign_id }}>
                      {low.name}
                    </AnchorLink>{' '}
                    is low on budget: {low.percent_left}% left.
                  </List.Item>
                ))}
                {overview.data.alerts.expiring_campaigns.length +
                  overview.data.alerts.nearly_used_up.length +
                  overview.data.alerts.low_on_budget.length ===
                  0 && <List.Item>Nothing ends this week and no code is nearly used up.</List.Item>}
              </List>
            </div>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
