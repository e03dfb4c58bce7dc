import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { permissionWords } from '../../contract/access.ts';
import { ApiError } from '../lib/api-error.ts';
import { LeftProject, NoProjects, NotProjectMember, PermissionDenied } from '../lib/permissions.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { LeftProjectView } from './left-project-view.tsx';

// Mantine's yellow alert title is below WCAG AA contrast on its light background; the text color is not.
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

/** A page the role does not open: which permission it needs, and who can grant it. Never an empty page or a 404. */
function ForbiddenView({ denied }: { denied: PermissionDenied }) {
  const { membership, permission } = denied;
  return (
    <Stack p="md" maw={720}>
      <Title order={1}>You cannot open this page</Title>
      <Alert color="yellow" title={`Your role ${membership.role_name} does not allow it`} styles={readableTitle}>
        <Text>
          This page needs the permission <strong>{permission}</strong>: to {permissionWords[permission]}.
        </Text>
        <Text mt="xs">
          An ADMIN of {membership.project.name} (or anyone who manages its team) can give you a role that includes it.
        </Text>
      </Alert>
      <OverviewLink />
    </Stack>
  );
}

/** A link to a page of a project the person is not in: say so, rather than "Not found". */
function NotProjectMemberView({ error }: { error: NotProjectMember }) {
  return (
    <Stack p="md" maw={720}>
      <Title order={1}>You are not a member of project {error.projectId}</Title>
      <Alert color="yellow" title="This link opens a page of another project" styles={readableTitle}>
        <Text>Ask one of its ADMINs to invite you if you need it.</Text>
      </Alert>
      <OverviewLink />
    </Stack>
  );
}

/** The router's default error boundary: what failed, and a way to retry or to sign in again when the session ended. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  if (error instanceof PermissionDenied) return <ForbiddenView denied={error} />;
  if (error instanceof LeftProject) return <LeftProjectView left={error} />;
  if (error instanceof NotProjectMember) return <NotProjectMemberView error={error} />;
  const signedOut = error instanceof ApiError && error.status === 401;

  async function retry() {
    queryReset.reset();
    await router.invalidate();
    reset();
  }

  return (
    <Stack p="md" maw={720}>
      {error instanceof NoProjects ? (
        <Alert color="yellow" title="You are not a member of any project" styles={readableTitle}>
          {error.email} can sign in, but no project has you as a member yet. Ask a project ADMIN to invite you.
        </Alert>
      ) : (
        <ErrorAlert error={error} title="Something went wrong" />
      )}
      <Group>
        <Button onClick={retry}>Try again</Button>
        {signedOut && (
          <Button component={Link} to="/sign-in" variant="default">
            Sign in again
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The way out of a page the person cannot use. */
function OverviewLink() {
  return (
    <Group>
      <Button component={Link} to="/">
        Go to the overview
      </Button>
    </Group>
  );
}
