import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import type { SetupForm } from '../setup-form-schema.ts';
import { DayOfWeekChips } from './day-of-week-chips.tsx';

/** Daily windows: rows of start time, end time and the days they apply to. */
export function ValidityHoursFields({ form }: { form: SetupForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'validity_hours.daily' });
  const errors = form.formState.errors.validity_hours?.daily;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Daily hours
      </Text>
      {fields.length === 0 && <Text size="sm">Valid at any time of day.</Text>}
      {fields.map((field, index) => (
        <Fieldset key={field.id} legend={`Daily window ${index + 1}`} variant="filled">
          <Group align="flex-start" gap="sm">
            <TextInput
              type="time"
              label="Starts at"
              {...form.register(`validity_hours.daily.${index}.start_time`)}
              error={errors?.[index]?.start_time?.message}
            />
            <TextInput
              type="time"
              label="Ends at"
              {...form.register(`validity_hours.daily.${index}.expiration_time`)}
              error={errors?.[index]?.expiration_time?.message}
            />
            <Controller
              control={form.control}
              name={`validity_hours.daily.${index}.days_of_week`}
              render={({ field: days, fieldState }) => (
                <DayOfWeekChips
                  label="On"
                  value={days.value}
                  onChange={days.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <ActionIcon
              variant="default"
              size="lg"
              mt={24}
              onClick={() => remove(index)}
              aria-label={`Remove daily window ${index + 1}`}
            >
              ×
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => append({ start_time: '09:00', expiration_time: '17:00', days_of_week: [1, 2, 3, 4, 5] })}
        >
          Add daily window
        </Button>
      </Group>
    </Stack>
  );
}
