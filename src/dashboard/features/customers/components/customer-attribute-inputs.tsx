import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { customerFieldLimits } from '../../../../contract/customer.ts';

type AttributeName = 'name' | 'email' | 'phone' | 'description';

interface CustomerAttributeInputsProps {
  register: (name: AttributeName) => UseFormRegisterReturn;
  errors: Partial<Record<AttributeName, FieldError>>;
}

/** Name, email, phone and description: what both the new-customer and the edit form ask. */
export function CustomerAttributeInputs({ register, errors }: CustomerAttributeInputsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Name" maxLength={customerFieldLimits.text} {...register('name')} error={errors.name?.message} />
      <TextInput
        label="Email"
        type="email"
        maxLength={customerFieldLimits.text}
        {...register('email')}
        error={errors.email?.message}
      />
      <TextInput
        label="Phone"
        type="tel"
        maxLength={customerFieldLimits.text}
        {...register('phone')}
        error={errors.phone?.message}
      />
      <Textarea
        label="Description"
        autosize
        minRows={1}
        maxLength={customerFieldLimits.description}
        {...register('description')}
        error={errors.description?.message}
      />
    </SimpleGrid>
  );
}
