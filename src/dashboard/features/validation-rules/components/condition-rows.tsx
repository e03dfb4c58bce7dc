import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { conditionKinds, emptyCondition, type RuleFormValues, type RuleRequest } from '../rule-form-schema.ts';

type RuleForm = UseFormReturn<RuleFormValues, unknown, RuleRequest>;

const valueHints = {
  money: (currency: string) => `In ${currency}, e.g. 100.00`,
  count: () => 'A whole number',
  list: () => 'Separate several with commas',
  text: () => 'For "one of", separate several with commas',
};

/** The rule's conditions, one row each: what is compared, how, and with what. */
export function ConditionRows({ form, currency }: { form: RuleForm; currency: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'conditions' });
  const errors = form.formState.errors.conditions;
  return (
    <Stack gap="sm">
      {fields.map((field, index) => {
        const name = form.watch(`conditions.${index}.name`);
        const kind = conditionKinds[name];
        const rowErrors = errors?.[index];
        return (
          <Paper key={field.id} withBorder p="sm" role="group" aria-label={`Condition ${index + 1}`}>
            <SimpleGrid cols={{ base: 1, sm: name === 'customer.metadata' ? 4 : 3 }} spacing="sm">
              <NativeSelect
                label="Compare"
                {...form.register(`conditions.${index}.name`, {
                  // Another kind of condition has other operators: start from its first.
                  onChange: (event: { target: { value: keyof typeof conditionKinds } }) =>
                    form.setValue(
                      `conditions.${index}.operator`,
                      Object.keys(conditionKinds[event.target.value].operators)[0]!,
                    ),
                })}
                data={Object.entries(conditionKinds).map(([value, { label }]) => ({ value, label }))}
              />
              {name === 'customer.metadata' && (
                <TextInput
                  label="Metadata key"
                  {...form.register(`conditions.${index}.property`)}
                  error={rowErrors?.property?.message}
                />
              )}
              <NativeSelect
                label="How"
                {...form.register(`conditions.${index}.operator`)}
                error={rowErrors?.operator?.message}
                data={Object.entries(kind.operators).map(([value, label]) => ({ value, label }))}
              />
              <TextInput
                label="Value"
                description={valueHints[kind.value](currency)}
                {...form.register(`conditions.${index}.value`)}
                error={rowErrors?.value?.message}
              />
            </SimpleGrid>
            {fields.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove condition ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Paper>
        );
      })}
      {errors?.root?.message && (
        <Text c="red" size="sm">
          {errors.root.message}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={() => append({ ...emptyCondition })}>
          Add condition
        </Button>
      </Group>
    </Stack>
  );
}
