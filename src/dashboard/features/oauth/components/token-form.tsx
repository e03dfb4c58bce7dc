import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { tokenFormSchema, type TokenFormValues, type TokenRequest } from '../token-form-schema.ts';
import { ScopePicker } from './scope-picker.tsx';

type TokenForm = ReturnType<typeof useForm<TokenFormValues, unknown, TokenRequest>>;

/** The service refuses a bad scope list as a whole (`invalid_scope`), so the refusal goes on the picker. */
export function markTokenRefusal(error: unknown, form: TokenForm) {
  if (error instanceof ApiError && error.key === 'invalid_scope') form.setError('scopes', { message: error.message });
}

export function TokenForm({
  onIssue,
  issuing,
}: {
  onIssue: (request: TokenRequest, form: TokenForm) => void;
  issuing: boolean;
}) {
  const form = useForm<TokenFormValues, unknown, TokenRequest>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { scopes: [] },
  });
  return (
    <form noValidate aria-label="Issue a token" onSubmit={form.handleSubmit((request) => onIssue(request, form))}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <ScopePicker value={field.value} onChange={field.onChange} error={form.formState.errors.scopes?.message} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={issuing}>
            Issue token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
