import { Alert, Anchor, Button, Card, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '../../../contract/access.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useCompletePasswordReset, useRequestPasswordReset } from '../../lib/resources/session.ts';
import { newPasswordFormSchema, type NewPasswordForm } from './new-password-form-schema.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

function RequestForm() {
  const request = useRequestPasswordReset();
  const form = useForm<z.infer<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  if (request.isSuccess)
    return (
      <Alert title="Check your mail" role="status">
        If {form.getValues('email')} has an account, a link to set a new password is on its way. It works once, for an
        hour.
      </Alert>
    );
  return (
    <form
      noValidate
      aria-label="Ask for a reset link"
      onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}
    >
      <Stack>
        {request.error && <ErrorAlert error={request.error} title="Could not send the link" />}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          {...form.register('email')}
          error={form.formState.errors.email && 'Enter your email address'}
        />
        <Button type="submit" loading={request.isPending}>
          Send me a reset link
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  return (
    <form
      noValidate
      aria-label="Set a new password"
      onSubmit={form.handleSubmit(({ password }) =>
        complete.mutate({ token, password }, { onSuccess: () => navigate({ to: '/' }) }),
      )}
    >
      <Stack>
        {complete.error && <ErrorAlert error={complete.error} title="The password was not changed" />}
        <NewPasswordFields form={form} label="New password" />
        <Button type="submit" loading={complete.isPending}>
          Set the password and sign in
        </Button>
      </Stack>
    </form>
  );
}

/** A forgotten password: ask for a link by mail, or, opened from that link, set a new password. */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={440} w="100%" p="lg" component="main">
        <Stack>
          <Title order={1}>{token ? 'Set a new password' : 'Forgot your password?'}</Title>
          <Text size="sm">
            {token
              ? 'Every other session of yours ends when the new password is set.'
              : 'Enter the email you sign in with.'}
          </Text>
          {token ? <NewPasswordForm token={token} /> : <RequestForm />}
          <Anchor component={Link} to="/sign-in" size="sm">
            Back to sign-in
          </Anchor>
        </Stack>
      </Card>
    </Center>
  );
}
