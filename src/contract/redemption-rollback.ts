import { z } from 'zod';
import { metadataSchema, timestampSchema } from './common.ts';
import { simpleCustomerSchema } from './customer.ts';
import { orderCalculatedSchema } from './order.ts';
import { redemptionChannelSchema, redemptionRelatedObjectTypes } from './redemption.ts';

/** Query of both rollback operations (the official SDK sends `reason` and `tracking_id` here). */
export const rollbackQuerySchema = z.object({
  reason: z.string().max(1000).optional(),
  tracking_id: z.string().max(200).optional(),
});
export type RollbackQuery = z.infer<typeof rollbackQuerySchema>;

/**
 * Body of a rollback: optional. `reason` may come here instead of the query (the stacked rollback's callers send
 * it so); `metadata` is kept on the rollbacks; the official SDK sends `{}`. Changing the customer or the order on
 * rollback is not supported, so `customer` and `order` are refused.
 */
export const rollbackRequestSchema = z
  .object({ reason: z.string().max(1000).optional(), metadata: metadataSchema.optional() })
  .strict()
  .meta({ id: 'RedemptionRollbackRequestBody' });
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

/** One rolled-back redemption (`rr_…`): the parent's, or one of its children's. */
export const redemptionRollbackSchema = z
  .object({
    id: z.string().startsWith('rr_'),
    object: z.literal('redemption_rollback'),
    date: timestampSchema,
    customer_id: z.string().nullable(),
    tracking_id: z.string().nullable(),
    /** The redemption this rollback undid. */
    redemption: z.string(),
    /** On a child's rollback, the parent's rollback id; null on the parent's. */
    parent_rollback_id: z.string().nullable(),
    /** What the rollback request sent, else null. */
    metadata: metadataSchema.nullable(),
    /** The redemption's order, canceled by the rollback; null without one. */
    order: orderCalculatedSchema.nullable(),
    /** Who rolled it back. */
    channel: redemptionChannelSchema,
    reason: z.string().optional(),
    result: z.literal('SUCCESS'),
    status: z.literal('SUCCEEDED'),
    amount: z.number().int().optional(),
    related_object_type: z.enum(redemptionRelatedObjectTypes),
    related_object_id: z.string(),
    gift: z.object({ amount: z.number().int() }).optional(),
    customer: simpleCustomerSchema.nullable(),
  })
  .meta({ id: 'RedemptionRollback' });
export type RedemptionRollback = z.infer<typeof redemptionRollbackSchema>;

/** `POST /v1/redemptions/{parentRedemptionId}/rollbacks`: every child's rollback, the parent's, and the order. */
export const stackedRollbackSchema = z
  .object({
    rollbacks: z.array(redemptionRollbackSchema),
    parent_rollback: redemptionRollbackSchema,
    order: orderCalculatedSchema.optional(),
  })
  .meta({ id: 'RedemptionsRollbacksCreateResponseBody' });
export type StackedRollback = z.infer<typeof stackedRollbackSchema>;
