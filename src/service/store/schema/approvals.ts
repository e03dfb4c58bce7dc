import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { ApprovalDiff, ApprovalKind } from '../../../contract/approval.ts';
import type { ApprovalStatus } from '../../../contract/approval-status.ts';
import { projects } from './access.ts';
import { createdAt, json, ts, type Json } from './columns.ts';

/**
 * A project's approval settings: which kinds of change need approval, from which custom roles (custom roles are the
 * account's, but whether one needs approval is each project's own), and who approves. Without a row every kind
 * needs approval, no role needs it, and ADMINs approve.
 */
export const approvalSettings = pgTable('approval_settings', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id),
  kinds: json<ApprovalKind[]>('kinds').notNull(),
  approverRoles: json<string[]>('approver_roles').notNull(),
  approverUserIds: json<string[]>('approver_user_ids').notNull(),
  rolesNeedingApproval: json<string[]>('roles_needing_approval').notNull().default([]),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A change held for approval: the operation and its input to replay, the diff in words, and the version of the
 * object when it was asked for (an approval of a stale request is refused).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    operation: text('operation').notNull(),
    input: json<Json>('input').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    summary: text('summary').notNull(),
    diff: json<ApprovalDiff[]>('diff').notNull(),
    /** The object's `updated_at` when the change was asked for. */
    baseVersion: text('base_version').notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('PENDING'),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    comment: text('comment'),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('approval_requests_project_idx').on(t.projectId, t.status, t.createdAt)],
);
