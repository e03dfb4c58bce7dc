import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const options: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

/** Light, dark, or follow the system. The choice is a display preference, not a secret, so Mantine may persist it. */
export function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Color scheme"
      data={options}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
    />
  );
}
