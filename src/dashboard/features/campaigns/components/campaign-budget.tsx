import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Button, Group, NativeSelect, Progress, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { budgetMetrics, type CampaignBudget } from '../../../../contract/campaign-budget.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { parseMoneyText } from '../../../lib/money-text.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { campaignBudgetQueryOptions, useAddBudget } from '../../../lib/resources/campaign-budgets.ts';

type Metric = (typeof budgetMetrics)[number];
type Budget = CampaignBudget['budgets'][number];

const metricWords: Record<Metric, string> = {
  discount: 'Total discount given',
  orders: 'Total order value',
  redemptions: 'Redemptions',
};
/** The official condition each metric's budget is written as. */
const conditionOf: Record<
  Metric,
  'campaign.orders.amount_discounted' | 'campaign.orders.amount' | 'campaign.redemptions.count'
> = {
  discount: 'campaign.orders.amount_discounted',
  orders: 'campaign.orders.amount',
  redemptions: 'campaign.redemptions.count',
};

// Money in people's terms (`lib/money-text.ts`), a count as a whole number; either above zero.
const budgetFormSchema = z
  .object({ metric: z.enum(budgetMetrics), limit: z.string().trim().max(30) })
  .transform(({ metric, limit }, ctx) => {
    const value = metric === 'redemptions' ? (/^\d+$/.test(limit) ? Number(limit) : undefined) : parseMoneyText(limit);
    if (!value) {
      ctx.addIssue({
        code: 'custom',
        path: ['limit'],
        message: metric === 'redemptions' ? 'Enter a whole number above zero' : 'Enter an amount such as 500.00',
      });
      return z.NEVER;
    }
    return { metric, limit, value };
  });

function forecastWords(budget: Budget) {
  if (budget.left === 0) return 'The budget is spent.';
  if (!budget.run_out_date) return 'Nothing was spent in the last 7 days, so there is no run-out forecast.';
  return `At the last 7 days' rate it runs out on ${formatDate(budget.run_out_date)}.`;
}

/** A campaign's budgets: spent and left, the burn-down of the last 30 days, the forecast, and a form to add one. */
export function CampaignBudgetSection({
  projectId,
  campaignId,
  currency,
}: {
  projectId: string;
  campaignId: string;
  currency: string;
}) {
  const budget = useQuery(campaignBudgetQueryOptions(projectId, campaignId));
  const amount = (metric: Metric, value: number) =>
    metric === 'redemptions' ? formatNumber(value) : formatMoney(value, currency);
  return (
    <DetailSection title="Budget">
      <Stack gap="md">
        {budget.error && <ErrorAlert error={budget.error} title="The budget could not be loaded" />}
        {budget.data?.budgets.length === 0 && <Text size="sm">No budget: the campaign may spend without limit.</Text>}
        {budget.data?.budgets.map((b) => (
          <Stack key={b.metric} gap={6} role="group" aria-label={`${metricWords[b.metric]} budget`}>
            <Text size="sm" fw={600}>
              {metricWords[b.metric]} at most {amount(b.metric, b.limit)}
            </Text>
            <Progress
              value={b.percent_left}
              aria-label={`${metricWords[b.metric]} left`}
              color={b.percent_left < 5 ? 'red' : 'teal'}
            />
            <Text size="sm">
              {amount(b.metric, b.spent)} spent, {amount(b.metric, b.left)} left ({b.percent_left}%). {forecastWords(b)}
            </Text>
            <figure style={{ margin: 0 }} aria-label={`${metricWords[b.metric]} left per day`}>
              <AreaChart
                h={180}
                data={b.burn_down}
                dataKey="date"
                valueFormatter={(value) => amount(b.metric, value)}
                series={[{ name: 'left', label: 'Left', color: 'indigo.6' }]}
              />
            </figure>
          </Stack>
        ))}
        {useCan('campaigns:write') && <AddBudgetForm campaignId={campaignId} />}
      </Stack>
    </DetailSection>
  );
}

function AddBudgetForm({ campaignId }: { campaignId: string }) {
  const adding = useAddBudget(campaignId);
  const form = useForm<z.input<typeof budgetFormSchema>, unknown, z.output<typeof budgetFormSchema>>({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: { metric: 'discount', limit: '' },
  });
  const submit = form.handleSubmit(({ metric, limit, value }) => {
    adding.mutate(
      {
        name: `Budget: ${metricWords[metric]} at most ${limit}`,
        rules: { '1': { name: conditionOf[metric], conditions: { $less_than_or_equal: [value] } }, logic: '1' },
        error: { message: `The campaign's budget (${metricWords[metric].toLowerCase()}) is spent` },
      },
      { onSuccess: () => form.reset() },
    );
  });
  return (
    <form onSubmit={submit} aria-label="Add a budget">
      <Stack gap="xs">
        {adding.error && <ErrorAlert error={adding.error} title="The budget could not be added" />}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Budget"
            data={budgetMetrics.map((m) => ({ value: m, label: metricWords[m] }))}
            {...form.register('metric')}
          />
          <TextInput
            label="At most"
            inputMode="decimal"
            error={form.formState.errors.limit?.message}
            {...form.register('limit')}
          />
          <Button type="submit" loading={adding.isPending}>
            Add budget
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
