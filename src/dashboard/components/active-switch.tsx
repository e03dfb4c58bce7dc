import { Button, Group, Text } from '@mantine/core';
import { ActiveBadge } from './active-badge.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { isApprovalRequest } from '../lib/approval-answer.ts';
import { notifyDone, notifyFailed, notifyUndoable } from './feedback.tsx';

interface ActiveSwitchProps {
  /** What is switched, in words: "tier", "campaign". */
  noun: string;
  active: boolean;
  /** Whether the signed-in role may switch it; others see the state only. */
  canSwitch: boolean;
  /** The mutation that asks the service (the part of TanStack Query's result this uses), taking the state asked for. */
  switching: {
    mutate: (
      active: boolean,
      callbacks: { onSuccess: (answer: unknown) => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
    error: Error | null;
  };
  /** The notification's sentence once the service has switched it on (true) or off. */
  switchedMessage: (active: boolean) => string;
}

/** The on/off switch of something the service keeps active or not: its state badge, Enable and Disable. */
export function ActiveSwitch({ noun, active, canSwitch, switching, switchedMessage }: ActiveSwitchProps) {
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);

  /** Switching is reversible, so it is not asked first: the toast offers to switch it back. */
  function switchTo(on: boolean, undoable = true) {
    switching.mutate(on, {
      onSuccess: (answer) => {
        if (isApprovalRequest(answer))
          return notifyDone('Sent for approval', `An approver must approve this before the ${noun} changes.`);
        const title = `${Noun} ${on ? 'enabled' : 'disabled'}`;
        if (undoable) notifyUndoable({ title, message: switchedMessage(on), undo: () => switchTo(!on, false) });
        else notifyDone(title, switchedMessage(on));
      },
      onError: (error) => notifyFailed(`Could not ${on ? 'enable' : 'disable'} the ${noun}`, error),
    });
  }

  if (!canSwitch)
    return (
      <Group gap="sm">
        <ActiveBadge active={active} />
        <Text size="sm">Your role cannot switch {noun}s.</Text>
      </Group>
    );

  return (
    <>
      <Group gap="sm" role="group" aria-label={`${Noun} switch`}>
        <ActiveBadge active={active} />
        <Button onClick={() => switchTo(true)} disabled={active || switching.isPending}>
          Enable
        </Button>
        <Button variant="default" onClick={() => switchTo(false)} disabled={!active || switching.isPending}>
          Disable
        </Button>
      </Group>
      {switching.error && <ErrorAlert error={switching.error} title="The switch was undone" />}
    </>
  );
}
