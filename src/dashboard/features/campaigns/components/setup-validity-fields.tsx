import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { SetupForm } from '../setup-form-schema.ts';
import { DayOfWeekChips } from './day-of-week-chips.tsx';
import { DurationInput } from './duration-input.tsx';
import { ValidityHoursFields } from './validity-hours-fields.tsx';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** When the campaign and its vouchers are valid: dates, repeating timeframe, days and daily hours. */
export function SetupValidityFields({ form }: { form: SetupForm }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const duration = (
    name: 'validity_timeframe.interval' | 'validity_timeframe.duration' | 'activity_duration_after_publishing',
    label: string,
    description: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DurationInput
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Starts"
          description={`Your time zone (${timeZone})`}
          {...register('start_date')}
          error={errors.start_date?.message}
        />
        <TextInput
          type="datetime-local"
          label="Expires"
          description={`Your time zone (${timeZone})`}
          {...register('expiration_date')}
          error={errors.expiration_date?.message}
        />
        {duration('validity_timeframe.interval', 'Repeat every', 'Needs a start date')}
        {duration('validity_timeframe.duration', 'Active for', 'Each time it repeats')}
        {duration(
          'activity_duration_after_publishing',
          'Vouchers stay active after publishing for',
          'Empty keeps the template setting',
        )}
      </SimpleGrid>
      <Controller
        control={control}
        name="validity_day_of_week"
        render={({ field, fieldState }) => (
          <DayOfWeekChips
            label="Valid on these days (none picked: every day)"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <ValidityHoursFields form={form} />
    </Stack>
  );
}
