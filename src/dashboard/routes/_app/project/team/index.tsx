import { createFileRoute } from '@tanstack/react-router';
import { TeamScreen } from '../../../../features/team/team-screen.tsx';
import { requirePermission } from '../../../../lib/permissions.tsx';
import { rolesQueryOptions, teamQueryOptions } from '../../../../lib/resources/team.ts';

export const Route = createFileRoute('/_app/project/team/')({
  beforeLoad: ({ context }) => requirePermission(context.membership, 'team:manage'),
  loader: ({ context: { queryClient, membership } }) =>
    Promise.all([
      queryClient.ensureQueryData(teamQueryOptions(membership.project.id)),
      queryClient.ensureQueryData(rolesQueryOptions(membership.project.id)),
    ]),
  component: TeamRoute,
});

function TeamRoute() {
  const { membership, session } = Route.useRouteContext();
  return <TeamScreen projectId={membership.project.id} selfId={session.user.id} />;
}
