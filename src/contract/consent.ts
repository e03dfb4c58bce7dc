import { z } from 'zod';
import { timestampSchema } from './common.ts';

/*
 * Consents as the official SDK sends them. Promodesk defines no consents of its own: the list is always empty, and a
 * customer's consents are the ids the shop grants and revokes.
 */

/** How many consents one request may change, and one customer may hold. */
export const maxConsentChanges = 100;
export const maxCustomerConsents = 100;

const consentIdSchema = z.string().regex(/^cnst_[A-Za-z0-9]{1,60}$/, 'Use a consent id like cnst_…');

/**
 * PUT /v1/customers/{customerId}/consents (and its client-side twin): `{"cnst_…": true}` grants, `false` revokes;
 * `unsubscribed: true` revokes every consent first.
 */
export const consentChangesSchema = z
  .record(z.union([consentIdSchema, z.literal('unsubscribed')]), z.boolean())
  .refine((changes) => Object.keys(changes).length <= maxConsentChanges, {
    message: `Change at most ${maxConsentChanges} consents at once`,
  })
  .meta({ id: 'ConsentChanges' });
export type ConsentChanges = z.infer<typeof consentChangesSchema>;

const emptyList = <T extends z.ZodType>(item: T) =>
  z.object({ object: z.literal('list'), total: z.number().int(), data_ref: z.literal('data'), data: z.array(item) });

/** GET /v1/consents: the project's consent groups and consents, in the SDK's `ConsentsListResponse` shape. */
export const consentListSchema = z
  .object({
    groups: emptyList(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        consents: z.array(z.string()),
        created_at: timestampSchema,
        updated_at: timestampSchema.optional(),
        object: z.literal('consent_group'),
      }),
    ),
    consents: emptyList(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        category: z.string(),
        created_at: timestampSchema,
        updated_at: timestampSchema.optional(),
        object: z.literal('consent'),
      }),
    ),
  })
  .meta({ id: 'ConsentList' });
export type ConsentList = z.infer<typeof consentListSchema>;
