import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { LeftProject } from '../lib/permissions.tsx';
import { useSignOut } from '../lib/resources/session.ts';
import { chooseProject } from '../lib/session.ts';

// Mantine's yellow alert title is below WCAG AA contrast on its light background; the text color is not.
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

/** The person was removed from the project they were working in: say so, and offer the projects they still have. */
export function LeftProjectView({ left }: { left: LeftProject }) {
  const router = useRouter();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const project = left.projectName ?? left.projectId;

  async function open(projectId: string) {
    chooseProject(projectId);
    await navigate({ to: '/' });
    await router.invalidate();
  }

  return (
    <Stack p="md" maw={720}>
      <Title order={1}>You no longer have access to {project}</Title>
      <Alert color="yellow" title="Your membership of this project ended" styles={readableTitle}>
        <Text>
          Someone who manages the team of {project} removed you from it while you were working. Ask one of its ADMINs to
          invite you again if you still need it.
        </Text>
      </Alert>
      {left.memberships.length > 0 ? (
        <Stack gap="xs">
          <Text>Open a project you are still a member of:</Text>
          <Group>
            {left.memberships.map((membership) => (
              <Button key={membership.project.id} variant="default" onClick={() => void open(membership.project.id)}>
                Open {membership.project.name}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text>You are not a member of any other project.</Text>
      )}
      <Group>
        <Button
          loading={signOut.isPending}
          onClick={() => signOut.mutate(false, { onSettled: () => void navigate({ to: '/sign-in' }) })}
        >
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
