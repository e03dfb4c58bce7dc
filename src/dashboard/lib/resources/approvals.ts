import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approvalListSchema,
  approvalRequestSchema,
  approvalSettingsSchema,
  type ApprovalSettingsUpdate,
} from '../../../contract/approval.ts';
import type { ApprovalStatus } from '../../../contract/approval-status.ts';
import { apiRequest } from '../api-client.ts';
import { campaignKeys } from './campaigns.ts';
import { tierKeys } from './promotion-tiers.ts';
import { queryKeysFactory } from './query-keys.ts';

export const approvalKeys = queryKeysFactory<'approvals', { status?: ApprovalStatus | undefined }>('approvals');
const base = (projectId: string) => `/promodesk/projects/${encodeURIComponent(projectId)}`;

/** The newest 100 requests, of one status or all. */
export function approvalsQueryOptions(projectId: string, status: ApprovalStatus | undefined) {
  const query = { status, limit: 100 };
  return queryOptions({
    queryKey: approvalKeys.list({ status }),
    queryFn: ({ signal }) =>
      apiRequest({ path: `${base(projectId)}/approval-requests`, query, schema: approvalListSchema, signal }),
  });
}

export function approvalSettingsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...approvalKeys.all(), 'settings'] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: `${base(projectId)}/approval-settings`, schema: approvalSettingsSchema, signal }),
  });
}

type Decision = { verb: 'approve' } | { verb: 'reject' | 'request-changes'; comment: string };

/** Approve, reject or send back a request; an approval changed a campaign or tier, so those reads refetch. */
export function useDecideApproval(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      apiRequest({
        method: 'POST',
        path: `${base(projectId)}/approval-requests/${encodeURIComponent(id)}/${decision.verb}`,
        ...(decision.verb !== 'approve' && { body: { comment: decision.comment } }),
        schema: approvalRequestSchema,
      }),
    onSettled: () =>
      Promise.all(
        [approvalKeys, campaignKeys, tierKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all() })),
      ),
  });
}

export function useSaveApprovalSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ApprovalSettingsUpdate) =>
      apiRequest({
        method: 'PUT',
        path: `${base(projectId)}/approval-settings`,
        body: settings,
        schema: approvalSettingsSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(approvalSettingsQueryOptions(projectId).queryKey, saved),
  });
}
