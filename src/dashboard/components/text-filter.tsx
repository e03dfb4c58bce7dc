import { Button, Group, TextInput } from '@mantine/core';

interface TextFilterProps {
  label: string;
  /** The filter's value in the URL; the field shows it again after a reload or a pasted link. */
  value: string | undefined;
  /** Takes the trimmed text, or undefined when the field is empty. */
  onApply: (value: string | undefined) => void;
  buttonLabel: string;
  /** Why the service would refuse the text (too long, say), shown at the field in place of a list. */
  error?: string | undefined;
}

/** A list's text filter, applied on Enter or with its button rather than on every keystroke. */
export function TextFilter({ label, value, onApply, buttonLabel, error }: TextFilterProps) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('text');
        onApply(typeof text === 'string' && text.trim() ? text.trim() : undefined);
      }}
    >
      <Group gap="xs" align={error ? 'center' : 'flex-end'}>
        <TextInput name="text" label={label} defaultValue={value ?? ''} key={value ?? ''} error={error} />
        <Button type="submit" variant="default">
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
