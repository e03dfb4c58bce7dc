import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';

export type Fact = [label: string, value: ReactNode];

/** Label/value pairs of a read-only page, as a description list so screen readers announce each pair. */
export function FactsList({ facts }: { facts: Fact[] }) {
  return (
    <DataList labelWidth={200}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
