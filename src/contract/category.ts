import { z } from 'zod';
import { categorySchema } from './common.ts';

/** A project's categories at most: the list answers them all, unpaged, as the official list does. */
export const maxCategories = 1000;

/** Create and update take the same body: the official API requires both fields on each. */
export const categoryWriteSchema = z.object({
  name: z.string().trim().min(1, 'A category needs a name').max(200),
  hierarchy: z.number().int().min(0).max(1_000_000),
});
export type CategoryWrite = z.infer<typeof categoryWriteSchema>;

export const categoryListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(categorySchema),
  total: z.number().int(),
  /** Always false: the list answers every category of the project at once. */
  has_more: z.boolean(),
});
