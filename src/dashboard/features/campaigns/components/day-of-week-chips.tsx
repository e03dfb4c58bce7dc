import { Chip, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { dayNames } from '../../../lib/validity-words.ts';

interface DayOfWeekChipsProps {
  label: string;
  /** 0 = Sunday … 6 = Saturday, as the interface numbers them. */
  value: number[];
  onChange: (days: number[]) => void;
  error?: string;
}

// Shown from Monday, as people read a week; the values keep the interface's numbering.
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

export function DayOfWeekChips({ label, value, onChange, error }: DayOfWeekChipsProps) {
  const labelId = useId();
  return (
    <Input.Wrapper error={error}>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
      >
        <Group gap={6} role="group" aria-labelledby={labelId}>
          {weekOrder.map((day) => (
            <Chip key={day} value={String(day)} size="sm" aria-label={dayNames[day]}>
              {dayNames[day]!.slice(0, 3)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
