import { LineChart } from '@mantine/charts';
import { Title } from '@mantine/core';
import { useId } from 'react';
import type { ProjectOverview } from '../../contract/overview.ts';
import { formatNumber } from '../lib/format.ts';

/** Loyalty points issued, redeemed and expired per day of the overview's range (drawn inside the lazy figures). */
export function LoyaltyPointsChart({ days }: { days: ProjectOverview['loyalty']['days'] }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} style={{ margin: 0 }}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        Loyalty points per day
      </Title>
      <LineChart
        h={240}
        data={days}
        dataKey="date"
        withLegend
        valueFormatter={formatNumber}
        series={[
          { name: 'issued', label: 'Issued', color: 'teal.7' },
          { name: 'redeemed', label: 'Redeemed', color: 'indigo.6' },
          { name: 'expired', label: 'Expired', color: 'orange.7' },
        ]}
      />
    </figure>
  );
}
