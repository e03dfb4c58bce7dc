import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * The toasts' container (and its transition library) loads after the first paint, which keeps it out of the initial
 * JavaScript's budget; `notifications.show` only writes to a small store, so a toast raised before it arrives still
 * shows once it does.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme (light, dark or following the system), notifications and the query cache shared with the router. */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Suspense>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
