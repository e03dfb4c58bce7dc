import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorInWords } from '../lib/api-error.ts';

/*
 * The toasts every change ends with: done, failed, or done with a way back. A change that the service can reverse
 * offers Undo for a few seconds instead of asking first; one it cannot reverse is confirmed before (ConfirmDialog).
 */

/** How long a toast offers Undo; hovering it keeps it open (Mantine pauses the timer). */
export const undoWindowMs = 6000;

export function notifyDone(title: string, message: string): void {
  notifications.show({ color: 'green', title, message });
}

export function notifyFailed(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorInWords(error) });
}

/** A change that is done, with an Undo button that reverses it while the toast shows. */
export function notifyUndoable({ title, message, undo }: { title: string; message: string; undo: () => void }): void {
  const id = notifications.show({
    color: 'green',
    title,
    autoClose: undoWindowMs,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
