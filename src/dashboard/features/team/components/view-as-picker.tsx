import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { AccessRole } from '../../../../contract/access.ts';
import { roleWords } from '../../../lib/role-words.ts';
import { useSwitchViewAs } from '../../../lib/view-as-switch.ts';

/** Lets a team manager see the console as a role would, read-only, before granting it to someone. */
export function ViewAsPicker({ roles }: { roles: AccessRole[] }) {
  const choices = roles.filter((role) => role.id !== 'ADMIN');
  const [roleId, setRoleId] = useState(choices[0]?.id ?? '');
  const [starting, setStarting] = useState(false);
  const switchViewAs = useSwitchViewAs();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="view-as-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="view-as-title">
            View as role
          </Title>
          <Text size="sm">
            See the pages and controls a role opens, read-only, with a banner to stop. Nothing you do while viewing
            changes anything.
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Role to view as"
            value={roleId}
            onChange={(event) => setRoleId(event.currentTarget.value)}
            data={choices.map((role) => ({ value: role.id, label: roleWords(role.name) }))}
          />
          <Button
            variant="default"
            loading={starting}
            disabled={!roleId}
            onClick={() => {
              setStarting(true);
              // To the overview first: this page itself is one the viewed role may not open.
              void navigate({ to: '/' })
                .then(() => switchViewAs(roleId))
                .finally(() => setStarting(false));
            }}
          >
            View as role
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
