import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { durationUnits, parseIsoDuration, toIsoDuration, type DurationUnit } from '../../../lib/iso-duration.ts';

interface DurationInputProps {
  label: string;
  description?: string;
  /** An ISO 8601 duration such as `P2W`, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  error?: string;
}

/** A duration typed as people say it ("2" + "weeks") and handed to the form as ISO 8601 (`P2W`). */
export function DurationInput({ label, description, value, onChange, error }: DurationInputProps) {
  const parsed = parseIsoDuration(value);
  // The unit is remembered while the amount is empty, so clearing and retyping the amount keeps it.
  const [chosenUnit, setChosenUnit] = useState<DurationUnit>('days');
  const unit = parsed?.unit ?? chosenUnit;
  const amount = parsed ? String(parsed.amount) : '';

  function changeAmount(text: string) {
    const digits = text.replace(/\D/g, '');
    onChange(digits === '' ? '' : toIsoDuration({ amount: Number(digits), unit }));
  }

  function changeUnit(next: DurationUnit) {
    setChosenUnit(next);
    if (parsed) onChange(toIsoDuration({ amount: parsed.amount, unit: next }));
  }

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={label}
        description={description}
        inputMode="numeric"
        value={amount}
        onChange={(event) => changeAmount(event.currentTarget.value)}
        error={error}
        style={{ flex: 1 }}
      />
      <NativeSelect
        label="Unit"
        aria-label={`${label}: unit`}
        value={unit}
        onChange={(event) => changeUnit(event.currentTarget.value as DurationUnit)}
        data={durationUnits.map((item) => ({ value: item, label: item }))}
        // Keeps the unit level with the amount when the amount has a description line.
        mt={description ? 'calc(var(--mantine-font-size-xs) * 1.55 + 2px)' : undefined}
      />
    </Group>
  );
}
