import { PasswordInput } from '@mantine/core';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import type { NewPasswordForm } from './new-password-form-schema.ts';

/** A new password and its repetition, as every form that sets one asks for them (its schema holds both fields). */
export function NewPasswordFields<Form extends NewPasswordForm>({
  form,
  label = 'Password',
  repeatLabel = 'Repeat the password',
}: {
  form: UseFormReturn<Form>;
  label?: string;
  repeatLabel?: string;
}) {
  // Form holds the two fields, which the generic types cannot show by themselves.
  const errors = form.formState.errors as FieldErrors<NewPasswordForm>;
  return (
    <>
      <PasswordInput
        label={label}
        description="At least 10 characters"
        autoComplete="new-password"
        {...form.register('password' as Path<Form>)}
        error={errors.password?.message}
      />
      <PasswordInput
        label={repeatLabel}
        autoComplete="new-password"
        {...form.register('repeat' as Path<Form>)}
        error={errors.repeat?.message}
      />
    </>
  );
}
