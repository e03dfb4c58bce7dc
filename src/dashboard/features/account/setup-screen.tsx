import { Button, Card, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { personNameSchema } from '../../../contract/common.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useSetUpFirstAccount } from '../../lib/resources/session.ts';
import { newPasswordFormSchema } from './new-password-form-schema.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const setupFormSchema = z.intersection(
  z.object({ email: z.email('Enter your email address'), name: personNameSchema.min(1, 'Enter your name') }),
  newPasswordFormSchema,
);
type SetupForm = z.infer<typeof setupFormSchema>;

/** The first account of a new installation, from the link the service printed at start. */
export function SetupScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const setUp = useSetUpFirstAccount();
  const form = useForm<SetupForm>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { email: '', name: '', password: '', repeat: '' },
  });
  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={440} w="100%" p="lg" component="main">
        <form
          noValidate
          aria-label="Set up the first account"
          onSubmit={form.handleSubmit(({ email, name, password }) =>
            setUp.mutate({ token, email, name, password }, { onSuccess: () => navigate({ to: '/' }) }),
          )}
        >
          <Stack>
            <Title order={1}>Set up Promodesk</Title>
            <Text size="sm">This account becomes ADMIN of every project; it invites everyone else.</Text>
            {setUp.error && <ErrorAlert error={setUp.error} title="The account was not created" />}
            <TextInput
              label="Email"
              type="email"
              {...form.register('email')}
              error={form.formState.errors.email?.message}
            />
            <TextInput label="Name" {...form.register('name')} error={form.formState.errors.name?.message} />
            <NewPasswordFields form={form} />
            <Button type="submit" loading={setUp.isPending}>
              Create the account and sign in
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
