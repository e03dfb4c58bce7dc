import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../../../../lib/resources/projects.ts';
import { InviteScreen } from '../../../../features/team/invite-screen.tsx';
import { requirePermission } from '../../../../lib/permissions.tsx';
import { rolesQueryOptions } from '../../../../lib/resources/team.ts';

export const Route = createFileRoute('/_app/project/team/invite')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'team:manage'),
  loader: ({ context: { queryClient, membership } }) =>
    Promise.all([
      queryClient.ensureQueryData(projectsQueryOptions()),
      queryClient.ensureQueryData(rolesQueryOptions(membership.project.id)),
    ]),
  component: InviteRoute,
});

function InviteRoute() {
  const { membership } = Route.useRouteContext();
  const { data: projects } = useSuspenseQuery(projectsQueryOptions());
  const { data: roles } = useSuspenseQuery(rolesQueryOptions(membership.project.id));
  return (
    <InviteScreen
      projects={projects.data}
      currentProjectId={membership.project.id}
      customRoles={roles.data.filter((role) => !role.predefined)}
    />
  );
}
