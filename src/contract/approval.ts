import { z } from 'zod';
import { approvalStatusSchema } from './approval-status.ts';
import { timestampSchema } from './common.ts';

/*
 * Maker-checker approvals: a project names which kinds of change need a second person, and who may approve. A
 * person whose custom role needs approval gets an approval request instead of the change; the first approval
 * applies it.
 */

/** What a change does: puts something live, changes what it gives, or changes its limits and audience. */
export const approvalKinds = ['publish', 'discount', 'budget'] as const;
export const approvalKindSchema = z.enum(approvalKinds);
export type ApprovalKind = z.infer<typeof approvalKindSchema>;

export const approvalKindWords: Record<ApprovalKind, string> = {
  publish: 'Switching a campaign, tier, code or earning rule on, and importing codes',
  discount: 'Changing what a discount, reward, tier or earning rule gives, and how discounts combine',
  budget: 'Changing limits, validity and audience: validation rules, campaign settings, segments, collections',
};

/** A custom role as the settings panel lists it, with whether its holders need approval. */
export const approvalRoleSchema = z.object({ id: z.string(), name: z.string(), needs_approval: z.boolean() });

export const approvalSettingsSchema = z.object({
  kinds: z.array(approvalKindSchema),
  /** Predefined role names or custom role ids whose holders may approve. */
  approver_roles: z.array(z.string()),
  approver_user_ids: z.array(z.string()),
  custom_roles: z.array(approvalRoleSchema),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

export const approvalSettingsUpdateSchema = z.object({
  kinds: z.array(approvalKindSchema).max(approvalKinds.length),
  approver_roles: z.array(z.string().min(1).max(100)).max(50),
  approver_user_ids: z.array(z.string().min(1).max(100)).max(100),
  /** The custom roles (ids) whose holders need approval; every other custom role does not. */
  roles_needing_approval: z.array(z.string().min(1).max(100)).max(100),
});
export type ApprovalSettingsUpdate = z.infer<typeof approvalSettingsUpdateSchema>;

/** One changed field, in words: what it was and what it would become. */
export const approvalDiffSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type ApprovalDiff = z.infer<typeof approvalDiffSchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string() });

export const approvalRequestSchema = z.object({
  id: z.string(),
  object: z.literal('approval_request'),
  kind: approvalKindSchema,
  status: approvalStatusSchema,
  resource_type: z.string(),
  resource_id: z.string(),
  summary: z.string(),
  diff: z.array(approvalDiffSchema),
  requested_by: personRefSchema,
  decided_by: personRefSchema.nullable(),
  comment: z.string().nullable(),
  created_at: timestampSchema,
  decided_at: timestampSchema.nullable(),
  /** Whether the reader may approve, reject or ask for changes: an approver, not the requester, while pending. */
  you_can_decide: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalListQuerySchema = z.object({
  status: approvalStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  starting_after: z.string().max(100).optional(),
});

export const approvalListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(approvalRequestSchema),
  has_more: z.boolean(),
  more_starting_after: z.string().optional(),
});

export const approvalCommentSchema = z.object({ comment: z.string().trim().min(1).max(1000) });
