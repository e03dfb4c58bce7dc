import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/router-links.tsx';
import { rolesQueryOptions, teamQueryOptions } from '../../lib/resources/team.ts';
import { InvitationsTable } from './components/invitations-table.tsx';
import { MembersTable } from './components/members-table.tsx';
import { ViewAsPicker } from './components/view-as-picker.tsx';

/** Who works on the project and who has been invited: roles, removals, accept links. */
export function TeamScreen({ projectId, selfId }: { projectId: string; selfId: string }) {
  const { data: team } = useSuspenseQuery(teamQueryOptions(projectId));
  const { data: roles } = useSuspenseQuery(rolesQueryOptions(projectId));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Team</Title>
        <Text>
          Change what each member may do, or invite someone. A role change applies to the member&apos;s next request.
        </Text>
      </div>
      <div>
        <ButtonLink to="/project/team/invite">Invite someone</ButtonLink>
      </div>
      <MembersTable projectId={projectId} members={team.members} roles={roles.data} selfId={selfId} />
      {team.invitations.length > 0 && <InvitationsTable projectId={projectId} invitations={team.invitations} />}
      <ViewAsPicker roles={roles.data} />
    </Stack>
  );
}
