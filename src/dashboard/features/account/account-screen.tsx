import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AccountSession } from '../../../contract/access.ts';
import { personNameSchema } from '../../../contract/common.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { useSignOut, useUpdateProfile } from '../../lib/resources/session.ts';
import { newPasswordFormSchema, type NewPasswordForm } from './new-password-form-schema.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const nameFormSchema = z.object({ name: personNameSchema.min(1, 'Enter your name') });
const passwordFormSchema = z.intersection(
  z.object({ current_password: z.string().min(1, 'Enter your current password') }),
  newPasswordFormSchema,
);
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** The signed-in person's own name and password: no admin right needed. */
export function AccountScreen({ session }: { session: AccountSession }) {
  const rename = useUpdateProfile();
  const changePassword = useUpdateProfile();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const nameForm = useForm<z.infer<typeof nameFormSchema>>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: session.user.name },
  });
  const passwordForm = useForm<PasswordForm & NewPasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { current_password: '', password: '', repeat: '' },
  });

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1}>Your account</Title>
        <Text>Signed in as {session.user.email}.</Text>
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="name-title">
        <form
          noValidate
          aria-label="Your name"
          onSubmit={nameForm.handleSubmit(({ name }) =>
            rename.mutate(
              { name },
              { onSuccess: () => notifications.show({ color: 'green', title: 'Name saved', message: name }) },
            ),
          )}
        >
          <Stack>
            <Title order={2} size="h4" id="name-title">
              Name
            </Title>
            {rename.error && <ErrorAlert error={rename.error} title="The name was not saved" />}
            <TextInput label="Name" {...nameForm.register('name')} error={nameForm.formState.errors.name?.message} />
            <Button type="submit" loading={rename.isPending} style={{ alignSelf: 'flex-start' }}>
              Save the name
            </Button>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="password-title">
        <form
          noValidate
          aria-label="Change the password"
          onSubmit={passwordForm.handleSubmit(({ current_password, password }) =>
            changePassword.mutate(
              { current_password, new_password: password },
              {
                onSuccess: () => {
                  passwordForm.reset();
                  notifications.show({
                    color: 'green',
                    title: 'Password changed',
                    message: 'Your other sessions ended.',
                  });
                },
                onError: (error) => setServerFieldErrors(error, passwordForm),
              },
            ),
          )}
        >
          <Stack>
            <Title order={2} size="h4" id="password-title">
              Password
            </Title>
            <Text size="sm">Changing it ends every other session of yours; this one stays.</Text>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...passwordForm.register('current_password')}
              error={passwordForm.formState.errors.current_password?.message}
            />
            <NewPasswordFields form={passwordForm} label="New password" repeatLabel="Repeat the new password" />
            <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
              Change the password
            </Button>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="sessions-title">
        <Stack>
          <Title order={2} size="h4" id="sessions-title">
            Sessions
          </Title>
          <Text size="sm">Signed in on a shared or lost device? End every session of yours, this one too.</Text>
          <Button
            variant="outline"
            color="red"
            loading={signOut.isPending}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => signOut.mutate(true, { onSettled: () => void navigate({ to: '/sign-in' }) })}
          >
            Sign out everywhere
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
