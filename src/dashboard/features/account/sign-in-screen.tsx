import { Anchor, Button, Card, Center, Divider, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { signInRequestSchema, type SignInRequest } from '../../../contract/access.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { demoAccountQueryOptions, useDemoSignIn, useSignIn } from '../../lib/resources/session.ts';

/** Email and password, or, where the service offers it (demo mode on this computer), the demo account. */
export function SignInScreen({ redirectTo }: { redirectTo: string | undefined }) {
  const navigate = useNavigate();
  const demo = useQuery(demoAccountQueryOptions());
  const signIn = useSignIn();
  const demoSignIn = useDemoSignIn();
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const enter = () => navigate({ to: redirectTo ?? '/' });
  const error = signIn.error ?? demoSignIn.error;

  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={440} w="100%" p="lg" component="main">
        <Stack>
          <Title order={1}>Sign in to Promodesk</Title>
          {error && <ErrorAlert error={error} title="Could not sign in" />}
          <form
            noValidate
            aria-label="Sign in"
            onSubmit={form.handleSubmit((request) => signIn.mutate(request, { onSuccess: enter }))}
          >
            <Stack>
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                {...form.register('email')}
                error={form.formState.errors.email && 'Enter your email address'}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                {...form.register('password')}
                error={form.formState.errors.password && 'Enter your password'}
              />
              <Button type="submit" loading={signIn.isPending}>
                Sign in
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to="/reset-password" size="sm">
            Forgot your password?
          </Anchor>
          {demo.data && (
            <>
              <Divider label="or" />
              <Button
                variant="default"
                loading={demoSignIn.isPending}
                onClick={() => demoSignIn.mutate(undefined, { onSuccess: enter })}
              >
                Use the demo account
              </Button>
              <Text size="sm">Signs you in as {demo.data.email}, the demo project's owner.</Text>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
