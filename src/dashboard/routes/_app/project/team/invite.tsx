import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../../../../lib/resources/projects.ts';
import { InviteScreen } from '../../../../features/team/invite-screen.tsx';
import { requirePermission } from '../../../../lib/permissions.tsx';

export const Route = createFileRoute('/_app/project/team/invite')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'team:manage'),
  loader: ({ context }) => context.queryClient.ensureQueryData(projectsQueryOptions()),
  component: InviteRoute,
});

function InviteRoute() {
  const { membership } = Route.useRouteContext();
  const { data: projects } = useSuspenseQuery(projectsQueryOptions());
  return <InviteScreen projects={projects.data} currentProjectId={membership.project.id} />;
}
