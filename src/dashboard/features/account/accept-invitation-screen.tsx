import { Button, Card, Center, List, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { formatDate } from '../../lib/format.ts';
import { invitationQueryOptions, useAcceptInvitation } from '../../lib/resources/session.ts';
import { newPasswordFormSchema, type NewPasswordForm } from './new-password-form-schema.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { roleWords } from '../../lib/role-words.ts';

/** An accept link: who invited whom to which projects as what; a password signs the person in. */
export function AcceptInvitationScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const invitation = useQuery(invitationQueryOptions(token));
  const accept = useAcceptInvitation();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });

  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={520} w="100%" p="lg" component="main">
        <Stack>
          <Title order={1}>Join Promodesk</Title>
          {invitation.isPending && <PageSkeleton />}
          {invitation.error && <ErrorAlert error={invitation.error} title="This invitation cannot be accepted" />}
          {invitation.data && (
            <>
              <Text>
                {invitation.data.invited_by} invited {invitation.data.first_name} {invitation.data.last_name} (
                {invitation.data.email}) to:
              </Text>
              <List aria-label="Projects and roles">
                {invitation.data.projects.map((p) => (
                  <List.Item key={p.id}>
                    {p.name} as {roleWords(p.role_name)}
                  </List.Item>
                ))}
              </List>
              <Text size="sm">The link works until {formatDate(invitation.data.expires_at)}.</Text>
              {accept.error && <ErrorAlert error={accept.error} title="Could not accept" />}
              <form
                noValidate
                aria-label="Accept the invitation"
                onSubmit={form.handleSubmit(({ password }) =>
                  accept.mutate({ token, password }, { onSuccess: () => navigate({ to: '/' }) }),
                )}
              >
                <Stack>
                  <NewPasswordFields form={form} label="Choose a password" />
                  <Button type="submit" loading={accept.isPending}>
                    Accept and sign in
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
