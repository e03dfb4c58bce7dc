import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout.tsx';
import { getConnection } from '../lib/connection.ts';
import { projectQueryOptions } from '../lib/resources/projects.ts';

/** Every page behind this layout needs a connection; without one the user is sent to Connect and brought back. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const connection = getConnection();
    if (!connection) throw redirect({ to: '/connect', search: { redirect: location.href } });
    return { connection };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(projectQueryOptions(context.connection.projectId)),
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  const { connection } = Route.useRouteContext();
  return (
    <AppLayout projectId={connection.projectId}>
      <Outlet />
    </AppLayout>
  );
}
