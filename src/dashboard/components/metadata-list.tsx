import { Text } from '@mantine/core';
import { FactsList } from './facts-list.tsx';

/** Free key/value pairs; values that are not text are shown as JSON so nothing is hidden. */
export function MetadataList({ metadata }: { metadata: Record<string, unknown> | null | undefined }) {
  const entries = Object.entries(metadata ?? {});
  if (entries.length === 0) return <Text size="sm">No metadata.</Text>;
  return (
    <FactsList
      facts={entries.map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])}
    />
  );
}
