import { Fieldset, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Connection, connectionSchema } from '../../../lib/connection.ts';

type ConnectForm = UseFormReturn<z.input<typeof connectionSchema>, unknown, Connection>;

/** The Connect form's inputs, grouped by key pair as the service's settings page groups them. */
export function ConnectFields({ form }: { form: ConnectForm }) {
  const { register, formState } = form;
  const error = (name: keyof Connection) => formState.errors[name]?.message;
  // Mantine's PasswordInput shows the error but does not mark its input invalid, so assistive tech would miss it.
  const secret = (name: keyof Connection) => ({
    ...register(name),
    error: error(name),
    'aria-invalid': error(name) ? true : undefined,
  });
  return (
    <>
      <Fieldset legend="Service">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Service address" required {...register('baseUrl')} error={error('baseUrl')} />
          <TextInput label="Project id" required {...register('projectId')} error={error('projectId')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Application keys (server-side API)">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Application id" required {...register('appId')} error={error('appId')} />
          <PasswordInput label="Application token" required {...secret('appToken')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Management keys">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Management id" required {...register('managementId')} error={error('managementId')} />
          <PasswordInput label="Management token" required {...secret('managementToken')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Client-side keys (optional)">
        <Text size="sm" mb="sm">
          Needed only by the redemption desk, which calls the client-side API from this browser.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Client application id" {...register('clientAppId')} error={error('clientAppId')} />
          <PasswordInput label="Client token" {...secret('clientToken')} />
          <TextInput label="Client origin" {...register('clientOrigin')} error={error('clientOrigin')} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
