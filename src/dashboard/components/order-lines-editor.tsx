import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '../lib/format.ts';
import { emptyOrderLine, previewOrderAmount, type OrderLineFormValues } from '../lib/order-context.ts';
import { KeyValueEditor, type KeyValueErrors } from './key-value-editor.tsx';

type Message = { message?: string } | undefined;
export interface OrderLinesErrors {
  [index: number]: { product_id?: Message; quantity?: Message; price?: Message; metadata?: KeyValueErrors } | undefined;
  message?: string;
}

interface OrderLinesEditorProps {
  value: OrderLineFormValues[];
  onChange: (lines: OrderLineFormValues[]) => void;
  errors?: OrderLinesErrors | undefined;
  currency?: string | undefined;
}

/** The cart: one fieldset per line, and the amount the lines add up to while they are typed. */
export function OrderLinesEditor({ value, onChange, errors, currency }: OrderLinesEditorProps) {
  const update = (index: number, change: Partial<OrderLineFormValues>) =>
    onChange(value.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <Fieldset legend="Order">
      <Stack gap="sm">
        {value.length === 0 && <Text size="sm">No order lines: the context has no order.</Text>}
        {value.map((line, index) => {
          const lineErrors = errors?.[index];
          return (
            <Fieldset key={index} legend={`Line ${index + 1}`} variant="filled">
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput
                    label="Product id"
                    value={line.product_id}
                    onChange={(event) => update(index, { product_id: event.currentTarget.value })}
                    error={lineErrors?.product_id?.message}
                  />
                  <TextInput
                    label="Quantity"
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => update(index, { quantity: event.currentTarget.value })}
                    error={lineErrors?.quantity?.message}
                  />
                  <TextInput
                    label="Unit price"
                    inputMode="decimal"
                    placeholder="12.50"
                    value={line.price}
                    onChange={(event) => update(index, { price: event.currentTarget.value })}
                    error={lineErrors?.price?.message}
                  />
                </SimpleGrid>
                <KeyValueEditor
                  label={`Line ${index + 1} product metadata`}
                  value={line.metadata}
                  onChange={(metadata) => update(index, { metadata })}
                  errors={lineErrors?.metadata}
                />
                <Group>
                  <Button variant="default" size="xs" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    Remove line {index + 1}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={() => onChange([...value, emptyOrderLine])}>
            Add order line
          </Button>
          {/* Input preview only: what the service evaluates is the amount it computes from these lines. */}
          <Text size="sm" aria-live="polite">
            Order amount (preview): <strong>{formatMoney(previewOrderAmount(value), currency)}</strong>
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}
