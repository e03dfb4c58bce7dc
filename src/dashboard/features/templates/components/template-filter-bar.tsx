import { useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { templateOrders, templatePageSizes, type TemplatesSearch } from '../template-search.ts';

interface TemplateFilterBarProps {
  search: TemplatesSearch;
  /** Called with the changed settings; the screen resets paging. */
  onChange: (change: Partial<TemplatesSearch>) => void;
  /** Why the service would refuse the name (too long, say), shown at the field in place of a list. */
  nameRefusal: string | undefined;
}

const typeOptions = [
  { value: '', label: 'Any type' },
  { value: 'DISCOUNT_COUPONS', label: 'Discount coupons' },
  { value: 'GIFT_VOUCHERS', label: 'Gift vouchers' },
];

/** Name filter (applied on submit, so typing does not fetch per key), type, page size, order and the total. */
export function TemplateFilterBar({ search, onChange, nameRefusal }: TemplateFilterBarProps) {
  // Local text until submitted; re-seeded when the URL's name changes (back/forward, "Clear filters").
  const [name, setName] = useState(search.name);
  const [seenName, setSeenName] = useState(search.name);
  if (seenName !== search.name) {
    setSeenName(search.name);
    setName(search.name);
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <form
        role="search"
        aria-label="Filter templates by name"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ name: name.trim() });
        }}
      >
        <Group gap="xs" align={nameRefusal ? 'center' : 'flex-end'} wrap="nowrap">
          <TextInput
            label="Name"
            placeholder="e.g. Summer"
            error={nameRefusal}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <NativeSelect
        label="Name match"
        value={search.match}
        onChange={(event) => onChange({ match: event.currentTarget.value as TemplatesSearch['match'] })}
        data={[
          { value: 'contains', label: 'Contains' },
          { value: 'starts_with', label: 'Starts with' },
        ]}
      />
      <NativeSelect
        label="Campaign type"
        value={search.type ?? ''}
        onChange={(event) => onChange({ type: (event.currentTarget.value || undefined) as TemplatesSearch['type'] })}
        data={typeOptions}
      />
      <NativeSelect
        label="Page size"
        value={String(search.limit)}
        onChange={(event) => onChange({ limit: Number(event.currentTarget.value) })}
        data={templatePageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
      />
      <NativeSelect
        label="Order"
        value={search.order}
        onChange={(event) => onChange({ order: event.currentTarget.value as TemplatesSearch['order'] })}
        data={Object.entries(templateOrders).map(([value, label]) => ({ value, label }))}
      />
      <Checkbox
        label="Show the total"
        checked={search.total}
        onChange={(event) => onChange({ total: event.currentTarget.checked })}
        style={{ alignSelf: 'flex-end' }}
        mb={8}
      />
    </SimpleGrid>
  );
}
