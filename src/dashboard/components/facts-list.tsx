import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';

export type Fact = [label: string, value: ReactNode];

/**
 * Label/value pairs of a read-only page, as a description list so screen readers announce each pair. Values may
 * break anywhere: ids and URLs are single long words that would otherwise push a phone's page sideways.
 */
export function FactsList({ facts }: { facts: Fact[] }) {
  return (
    <DataList labelWidth={140}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
