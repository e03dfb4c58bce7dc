import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** The lists whose state lives in URL search params, each a page a view can open. */
export const viewLists = [
  'campaigns',
  'vouchers',
  'customers',
  'orders',
  'redemptions',
  'products',
  'promotions',
  'templates',
  'rules',
  'collections',
  'loyalty',
  'events',
  'audit',
] as const;
export const viewListSchema = z.enum(viewLists);
export type ViewList = z.infer<typeof viewListSchema>;

/** A person's own views plus the project's shared ones, per list, at most. */
export const maxViewsPerOwnerAndList = 50;

/** Keys a plain object would treat as its own machinery: never a search param worth keeping. */
const machineryKeys = new Set(['__proto__', 'constructor', 'prototype']);
const stateKeySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'A search param name is a letter, then letters, digits, _ . or -')
  .refine((key) => !machineryKeys.has(key), 'This name is not a search param');
const stateScalarSchema = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

/**
 * A list's URL search params as they were: a flat object of strings, numbers, booleans and short arrays of them
 * (filters, columns, order, page size). Bounded so a view never grows past what a URL would carry.
 */
export const viewStateSchema = z
  .record(stateKeySchema, z.union([stateScalarSchema, z.array(stateScalarSchema).max(50)]))
  .refine((state) => Object.keys(state).length <= 30, 'A view keeps at most 30 search params');
export type ViewState = z.infer<typeof viewStateSchema>;

const viewNameSchema = z.string().trim().min(1, 'A view needs a name').max(80, 'Use at most 80 characters');

export const savedViewCreateSchema = z.object({
  name: viewNameSchema,
  list: viewListSchema,
  shared: z.boolean().default(false),
  state: viewStateSchema,
});
export type SavedViewCreate = z.input<typeof savedViewCreateSchema>;

/** Rename, share or unshare, or keep the list's current state: what is left out stays as it was. */
export const savedViewUpdateSchema = z.object({
  name: viewNameSchema.optional(),
  shared: z.boolean().optional(),
  state: viewStateSchema.optional(),
});
export type SavedViewUpdate = z.infer<typeof savedViewUpdateSchema>;

export const savedViewSchema = z.object({
  id: z.string(),
  object: z.literal('saved_view'),
  name: z.string(),
  list: viewListSchema,
  shared: z.boolean(),
  state: viewStateSchema,
  owner: z.object({ id: z.string(), name: z.string() }),
  /** Whether the asking person may rename, share or delete it. */
  editable: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema.nullable(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewQuerySchema = z.object({ list: viewListSchema.optional() });

export const savedViewListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(savedViewSchema),
  total: z.number().int(),
});
