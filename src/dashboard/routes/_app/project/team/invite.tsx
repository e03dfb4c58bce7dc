import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../../../../lib/resources/projects.ts';
import { InviteScreen } from '../../../../features/team/invite-screen.tsx';

export const Route = createFileRoute('/_app/project/team/invite')({
  loader: ({ context }) => context.queryClient.ensureQueryData(projectsQueryOptions()),
  component: InviteRoute,
});

function InviteRoute() {
  const { connection } = Route.useRouteContext();
  const { data: projects } = useSuspenseQuery(projectsQueryOptions());
  return <InviteScreen projects={projects.data} currentProjectId={connection.projectId} />;
}
