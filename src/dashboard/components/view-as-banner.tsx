import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { roleWords } from '../lib/role-words.ts';
import { useSwitchViewAs } from '../lib/view-as-switch.ts';

/** On every page while an admin views the console as a role: what they see is that role's, and nothing changes. */
export default function ViewAsBanner({ roleName }: { roleName: string }) {
  const switchViewAs = useSwitchViewAs();
  const [stopping, setStopping] = useState(false);
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label="Viewing as a role">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={700}>Viewing as {roleWords(roleName)} — read-only</Text>
          <Text size="sm">Pages and controls are this role&apos;s; every change is refused until you stop.</Text>
        </div>
        <Button
          variant="default"
          loading={stopping}
          onClick={() => {
            setStopping(true);
            void switchViewAs(null).finally(() => setStopping(false));
          }}
        >
          Stop viewing
        </Button>
      </Group>
    </Paper>
  );
}
