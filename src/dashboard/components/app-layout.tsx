import type { ReactNode } from 'react';
import { AppShell, Burger, Button, Code, Group, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearConnection } from '../lib/connection.ts';
import { projectQueryOptions } from '../lib/resources/projects.ts';
import { AppNavbar } from './app-navbar.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';

interface AppLayoutProps {
  projectId: string;
  children: ReactNode;
}

/** The shell around every connected page: header with the project and sign-out, navigation grouped by area. */
export function AppLayout({ projectId, children }: AppLayoutProps) {
  const [navbarOpened, navbar] = useDisclosure(false);
  // Below the `sm` breakpoint the closed navbar is only slid out of view; inert keeps its links out of the tab order.
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const project = useQuery(projectQueryOptions(projectId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signOut() {
    clearConnection();
    await navigate({ to: '/connect' });
    // Cleared after leaving, so no mounted screen refetches with the keys that were just forgotten.
    queryClient.clear();
  }

  return (
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
            <Title order={2} size="h4">
              Promodesk
            </Title>
            <Text size="sm" truncate>
              {project.data && <strong>{project.data.name}</strong>} <Code>{projectId}</Code>
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="xs">
              <ColorSchemeToggle />
            </Group>
            <Button variant="default" size="xs" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar inert={isPhone && !navbarOpened}>
        <AppNavbar onNavigate={navbar.close} />
        <Group hiddenFrom="xs" p="sm">
          <ColorSchemeToggle />
        </Group>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
