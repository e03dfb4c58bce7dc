// @vitest-environment jsdom
import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DurationInput } from './duration-input.tsx';

/** Holds the ISO value the way the form does, and reports every change. */
function Harness({ initial, onChange }: { initial: string; onChange: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <DurationInput
        label="Repeat every"
        value={value}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
    </MantineProvider>
  );
}

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('DurationInput', () => {
  it('turns an amount and a unit into an ISO 8601 duration', async () => {
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Repeat every' }), '2');
    expect(onChange).toHaveBeenLastCalledWith('P2D');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeat every: unit' }), 'weeks');
    expect(onChange).toHaveBeenLastCalledWith('P2W');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeat every: unit' }), 'hours');
    expect(onChange).toHaveBeenLastCalledWith('PT2H');
  });

  it('shows an ISO duration in human units', () => {
    render(<Harness initial="PT36H" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Repeat every' })).toHaveValue('36');
    expect(screen.getByRole('combobox', { name: 'Repeat every: unit' })).toHaveValue('hours');
  });

  it('ignores anything but digits, keeps the unit while empty, and sends nothing when cleared', async () => {
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    const amount = screen.getByRole('textbox', { name: 'Repeat every' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeat every: unit' }), 'months');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(amount, '1x');
    expect(amount).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith('P1M');
    await userEvent.clear(amount);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('combobox', { name: 'Repeat every: unit' })).toHaveValue('months');
  });
});
