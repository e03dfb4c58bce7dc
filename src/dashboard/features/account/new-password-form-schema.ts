import { z } from 'zod';
import { passwordSchema } from '../../../contract/access.ts';

/** A new password typed twice, so a slip of the finger does not lock the person out. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((form) => form.password === form.repeat, { message: 'The two passwords differ', path: ['repeat'] });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
