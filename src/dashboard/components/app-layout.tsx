import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Burger, Button, Code, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import type { AccountSession, Membership } from '../../contract/access.ts';
import { PermissionsProvider } from '../lib/permissions.tsx';
import { sessionQueryOptions, useSignOut } from '../lib/resources/session.ts';
import { chooseProject } from '../lib/session.ts';
import { AppNavbar } from './app-navbar.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { SkipLink } from './skip-link.tsx';
import { PaletteLauncher } from './palette-launcher.tsx';
import { roleWords } from '../lib/role-words.ts';

// Only an admin viewing as a role sees it: not part of the first load.
const ViewAsBanner = lazy(() => import('./view-as-banner.tsx'));

interface AppLayoutProps {
  session: AccountSession;
  /** The project the page works in, with the person's role there. */
  membership: Membership;
  children: ReactNode;
}

/** The shell around every signed-in page: header with the project, the person and sign-out, navigation by area. */
export function AppLayout({ session, membership, children }: AppLayoutProps) {
  const [navbarOpened, navbar] = useDisclosure(false);
  // Below the `sm` breakpoint the closed navbar is only slid out of view; inert keeps its links out of the tab order.
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const navigate = useNavigate();
  const router = useRouter();
  const signOut = useSignOut();
  const projectId = membership.project.id;
  // The cached session, so a rename on the account page shows here at once.
  const person = useQuery(sessionQueryOptions()).data?.user ?? session.user;

  function switchProject(id: string) {
    chooseProject(id);
    // Keys carry the project, so nothing cached for the other one is shown; the overview is in every project.
    void navigate({ to: '/' }).then(() => router.invalidate());
  }

  return (
    <>
      <SkipLink targetId="main-content" />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={navbarOpened}
                onClick={navbar.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={navbarOpened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={navbarOpened}
              />
              {/* On a phone the project's name, not the brand, gets the room (the burger stays). */}
              <Title order={2} size="h4" visibleFrom="xs">
                Promodesk
              </Title>
              {/* The name above its id, each cut short with an ellipsis at worst; the title shows both whole. */}
              <Stack gap={2} miw={0} title={`${membership.project.name} (${projectId})`}>
                {session.memberships.length > 1 ? (
                  <NativeSelect
                    aria-label="Project"
                    size="xs"
                    value={projectId}
                    onChange={(event) => switchProject(event.currentTarget.value)}
                    data={session.memberships.map((m) => ({ value: m.project.id, label: m.project.name }))}
                  />
                ) : (
                  <Text size="sm" fw={700} truncate>
                    {membership.project.name}
                  </Text>
                )}
                <Text size="xs" truncate lh={1}>
                  <Code>{projectId}</Code>
                </Text>
              </Stack>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <PermissionsProvider permissions={membership.permissions}>
                <PaletteLauncher projectId={projectId} />
              </PermissionsProvider>
              <Group visibleFrom="xs">
                <ColorSchemeToggle />
              </Group>
              <Anchor component={Link} to="/account" size="sm" visibleFrom="sm" truncate title="Your account">
                {person.name} · {roleWords(membership.role_name)}
              </Anchor>
              <Button
                variant="default"
                size="xs"
                loading={signOut.isPending}
                onClick={() => signOut.mutate(false, { onSettled: () => void navigate({ to: '/sign-in' }) })}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar inert={isPhone && !navbarOpened}>
          <AppNavbar permissions={membership.permissions} onNavigate={navbar.close} />
          <Group hiddenFrom="xs" p="sm">
            <ColorSchemeToggle />
          </Group>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          {session.viewing_as?.project_id === projectId && (
            <Suspense fallback={null}>
              <ViewAsBanner roleName={session.viewing_as.role_name} />
            </Suspense>
          )}
          <PermissionsProvider permissions={membership.permissions}>{children}</PermissionsProvider>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
