import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_REDEEMABLES } from '../../../../contract/redemption.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { tierChoicesQueryOptions } from '../../../lib/resources/promotion-tiers.ts';
import { emptyRedeemable, type DeskFormValues, type RedeemableKind } from '../desk-form-schema.ts';

type Row = DeskFormValues['redeemables'][number];
type Message = { message?: string } | undefined;
export interface RedeemablesErrors {
  [index: number]: { id?: Message; credits?: Message } | undefined;
  message?: string;
  root?: Message;
}

const kindOptions: { value: RedeemableKind; label: string }[] = [
  { value: 'voucher', label: 'Voucher code' },
  { value: 'gift', label: 'Gift card' },
  { value: 'promotion_tier', label: 'Promotion tier' },
];

interface RedeemablesEditorProps {
  value: Row[];
  onChange: (rows: Row[]) => void;
  errors?: RedeemablesErrors | undefined;
}

/** Codes, gift cards (with the credits to spend) and promotion tiers picked from the project's promotions. */
export function RedeemablesEditor({ value, onChange, errors }: RedeemablesEditorProps) {
  const tiers = useQuery(tierChoicesQueryOptions());
  const tierOptions = [
    { value: '', label: tiers.isPending ? 'Loading tiers…' : 'Pick a tier' },
    ...(tiers.data ?? []).map(({ promotion, tiers: items }) => ({
      group: promotion.name,
      items: items.map((tier) => ({ value: tier.id, label: `${tier.name}${tier.active ? '' : ' (switched off)'}` })),
    })),
  ];
  const update = (index: number, change: Partial<Row>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const groupError = errors?.message ?? errors?.root?.message;

  return (
    <Fieldset legend={`Redeemables (up to ${MAX_REDEEMABLES})`}>
      <Stack gap="sm">
        {tiers.isError && <ErrorAlert error={tiers.error} title="Could not load the promotion tiers" />}
        {value.map((row, index) => (
          <Fieldset key={index} legend={`Redeemable ${index + 1}`} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <NativeSelect
                label="Kind"
                data={kindOptions}
                value={row.kind}
                onChange={(event) => update(index, { kind: event.currentTarget.value as RedeemableKind, id: '' })}
              />
              {row.kind === 'promotion_tier' ? (
                <NativeSelect
                  label="Promotion tier"
                  data={tierOptions}
                  value={row.id}
                  onChange={(event) => update(index, { id: event.currentTarget.value })}
                  error={errors?.[index]?.id?.message}
                />
              ) : (
                <TextInput
                  label={row.kind === 'gift' ? 'Gift card code' : 'Voucher code'}
                  value={row.id}
                  onChange={(event) => update(index, { id: event.currentTarget.value })}
                  error={errors?.[index]?.id?.message}
                />
              )}
              {row.kind === 'gift' && (
                <TextInput
                  label="Credits to spend"
                  description="Empty: as much as the order needs"
                  inputMode="decimal"
                  value={row.credits}
                  onChange={(event) => update(index, { credits: event.currentTarget.value })}
                  error={errors?.[index]?.credits?.message}
                />
              )}
            </SimpleGrid>
            <Group mt="xs">
              <Button variant="default" size="xs" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                Remove redeemable {index + 1}
              </Button>
            </Group>
          </Fieldset>
        ))}
        {groupError && (
          <Text size="sm" c="var(--mantine-color-error)">
            {groupError}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={value.length >= MAX_REDEEMABLES}
            onClick={() => onChange([...value, emptyRedeemable])}
          >
            Add redeemable
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
