import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';

interface NameDialogProps {
  title: string;
  label: string;
  initialName: string;
  submitLabel: string;
  opened: boolean;
  onClose: () => void;
  /** The mutation the name is given to (the part of TanStack Query's result this uses). */
  naming: { isPending: boolean; error: Error | null };
  onSubmit: (name: string) => void;
}

/** Asks for one name (a copy's, a template's) and shows the service's refusal in place. */
export function NameDialog(props: NameDialogProps) {
  const { title, label, initialName, submitLabel, opened, onClose, naming, onSubmit } = props;
  const [name, setName] = useState(initialName);
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) onSubmit(name.trim());
        }}
      >
        <Stack gap="sm">
          {naming.error && <ErrorAlert error={naming.error} />}
          <TextInput
            label={label}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={naming.isPending} disabled={!name.trim()}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
