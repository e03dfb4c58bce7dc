import { z } from 'zod';
import { timestampSchema } from './common.ts';

/**
 * Every action the audit log records. `recordAudit` in the service takes only these, so a new kind of entry is added
 * here first, and the dashboard's filter (one choice per family, the part before the first dot) follows.
 */
export const auditActions = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_out',
  'sign_out.everywhere',
  'setup.completed',
  'password.changed',
  'password_reset.requested',
  'password_reset.completed',
  'profile.renamed',
  'invitation.created',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  'member.added',
  'member.role_changed',
  'member.removed',
  'api_key.created',
  'api_key.rotated',
  'api_key.revoked',
  'token.issued',
  'token.revoked',
  'client_origins.changed',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.delivery_resent',
  'campaign.created',
  'campaign.updated',
  'campaign.deleted',
  'campaign.restored',
  'campaign.deleted_permanently',
  'campaign.enabled',
  'campaign.disabled',
  'campaign.vouchers_imported',
  'template.created',
  'template.updated',
  'template.deleted',
  'category.created',
  'category.updated',
  'category.deleted',
  'product.created',
  'product.updated',
  'product.deleted',
  'product.restored',
  'product.deleted_permanently',
  'sku.created',
  'sku.updated',
  'sku.deleted',
  'sku.restored',
  'sku.deleted_permanently',
  'products_collection.created',
  'products_collection.updated',
  'products_collection.deleted',
  'segment.created',
  'segment.deleted',
  'location.created',
  'metadata_schema.created',
  'metadata_schema.updated',
  'metadata_schema.deleted',
  'stacking_rules.created',
  'stacking_rules.updated',
  'stacking_rules.deleted',
  'publication.created',
  'order.created',
  'order.updated',
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'customer.permanently_deleted',
  'customer.consents_changed',
  'validation_rule.created',
  'validation_rule.updated',
  'validation_rule.deleted',
  'validation_rule.assignment.created',
  'validation_rule.assignment.deleted',
  'promotion_tier.created',
  'promotion_tier.updated',
  'promotion_tier.deleted',
  'promotion_tier.enabled',
  'promotion_tier.disabled',
  'promotion_stack.created',
  'promotion_stack.updated',
  'promotion_stack.deleted',
  'voucher.enabled',
  'voucher.disabled',
  'voucher.created',
  'voucher.updated',
  'voucher.deleted',
  'voucher.restored',
  'voucher.deleted_permanently',
  'voucher.balance_changed',
  'voucher.pending_points.activated',
  'voucher.pending_points.canceled',
  'voucher.pending_points.updated',
  'redemption.succeeded',
  'redemption.failed',
  'redemption.rolled_back',
  'event.tracked',
  'export.scheduled',
  'export.deleted',
  'async_action.scheduled',
  'reward.created',
  'reward.updated',
  'reward.deleted',
  'reward.assignment.created',
  'reward.assignment.updated',
  'reward.assignment.deleted',
  'reward.redeemed',
  'loyalty_tier.created',
  'referral_holder.added',
  'referral_holder.removed',
  'earning_rule.created',
  'earning_rule.updated',
  'earning_rule.deleted',
  'earning_rule.enabled',
  'earning_rule.disabled',
  'approval.requested',
  'approval.approved',
  'approval.rejected',
  'approval.changes_requested',
  'approval.settings_changed',
  'view.created',
  'view.updated',
  'view.deleted',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;
/** An action's family, the part before its first dot (`validation_rule` of `validation_rule.assignment.created`). */
export type AuditActionFamily = AuditAction extends infer A ? (A extends `${infer F}.${string}` ? F : A) : never;

/**
 * One change as the audit log keeps it: who (person or key), what, when, through which request. `actor` is
 * `user:<id>`, `key:<client id>`, `token:<client id>`, `management:<key id>` or `anonymous`; `actor_name` is the
 * person's name (their email when they gave none), read when the entry is listed, and null for keys, tokens and
 * anonymous attempts, which have no name.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  created_at: timestampSchema,
  actor: z.string(),
  actor_name: z.string().nullable(),
  action: z.string(),
  resource_type: z.string().nullable(),
  resource_id: z.string().nullable(),
  request_id: z.string().nullable(),
  address: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the audit page and its CSV: an action or its family (`invitation.`), an actor, a time range. */
export const auditFiltersSchema = z.object({
  action: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(200).optional(),
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Newest first: the page continues after (older than) this entry. */
  starting_after: z.string().max(100).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(auditEntrySchema),
  has_more: z.boolean(),
  more_starting_after: z.string().optional(),
});
