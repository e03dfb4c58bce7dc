import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorAlert } from './error-alert.tsx';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  consequence: string;
  confirmLabel: string;
  opened: boolean;
  onClose: () => void;
  /** The mutation that does it (the part of TanStack Query's result this uses). */
  doing: { isPending: boolean; error: Error | null };
  onConfirm: () => void;
}

/** Asks before something that cannot be taken back (deleting), and shows the service's refusal in place. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, consequence, confirmLabel, opened, onClose, doing, onConfirm } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {doing.error && <ErrorAlert error={doing.error} />}
        <Text size="sm">{consequence}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={doing.isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
