import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  validationRuleAssignmentSchema,
  type ValidationRuleAssignmentCreate,
} from '../../../contract/validation-rule-assignment.ts';
import {
  validationRuleListSchema,
  validationRuleSchema,
  type ValidationRuleCreateRequest,
  type ValidationRuleUpdate,
} from '../../../contract/validation-rule.ts';
import type { validationRuleListQuerySchema } from '../../../contract/validation-rule-query.ts';
import { apiRequest } from '../api-client.ts';
import { approvalRequestSchemaLoaded, isApprovalRequest } from '../approval-answer.ts';
import { campaignKeys } from './campaigns.ts';
import { customerKeys } from './customers.ts';
import { tierKeys } from './promotion-tiers.ts';
import { qualificationKeys } from './qualifications.ts';
import { queryKeysFactory } from './query-keys.ts';

export type RuleListQuery = z.input<typeof validationRuleListQuerySchema>;
export const validationRuleKeys = queryKeysFactory<'validation-rules', RuleListQuery>('validation-rules');

const rulePath = (ruleId: string) => `/v1/validation-rules/${encodeURIComponent(ruleId)}`;

export function validationRuleQueryOptions(ruleId: string) {
  return queryOptions({
    queryKey: validationRuleKeys.detail(ruleId),
    queryFn: ({ signal }) => apiRequest({ path: rulePath(ruleId), schema: validationRuleSchema, signal }),
  });
}

export function validationRulesQueryOptions(query: RuleListQuery) {
  return queryOptions({
    queryKey: validationRuleKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({ path: '/v1/validation-rules', query, schema: validationRuleListSchema, signal }),
  });
}

/** The rules these ids name, in one request (Promodesk's `ids` list); the ids are sorted so one set has one key. */
export function rulesByIdQueryOptions(ruleIds: readonly string[]) {
  return validationRulesQueryOptions({ ids: [...ruleIds].sort().join(','), limit: 100 });
}

/** A rule's change reaches every campaign and tier it guards, and what qualifies (customers' eligibility too). */
const afterRuleChange = (queryClient: QueryClient) =>
  Promise.all(
    [validationRuleKeys, campaignKeys, tierKeys, qualificationKeys, customerKeys].map((keys) =>
      queryClient.invalidateQueries({ queryKey: keys.all() }),
    ),
  );

/**
 * Creates a rule (no id) or changes one. A role that needs approval changing a rule that guards campaigns or tiers
 * gets 202 with the approval request: nothing is changed yet.
 */
export function useSaveRule(ruleId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rule: ValidationRuleCreateRequest | ValidationRuleUpdate) =>
      apiRequest({
        method: ruleId ? 'PUT' : 'POST',
        path: ruleId ? rulePath(ruleId) : '/v1/validation-rules',
        body: rule,
        schema: validationRuleSchema.or(await approvalRequestSchemaLoaded()),
      }),
    onSuccess: async (answer) => {
      if (!isApprovalRequest(answer)) queryClient.setQueryData(validationRuleKeys.detail(answer.id), answer);
      await afterRuleChange(queryClient);
    },
  });
}

export function useDeleteRule(ruleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Answers the approval request when deleting a rule that guards campaigns or tiers waits for approval.
    mutationFn: async () =>
      apiRequest({
        method: 'DELETE',
        path: rulePath(ruleId),
        schema: (await approvalRequestSchemaLoaded()).optional(),
      }),
    // Not awaited: the refetched rule (now gone) replaces the page, and the caller's onSuccess would never run.
    onSuccess: () => {
      void afterRuleChange(queryClient);
    },
  });
}

/** Puts a rule on a campaign or tier (`rule` picks which), or takes an assignment off. */
export function useRuleAssignment(target: ValidationRuleAssignmentCreate) {
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: async (ruleId: string) =>
      apiRequest({
        method: 'POST',
        path: `${rulePath(ruleId)}/assignments`,
        body: target,
        // A role that needs approval gets 202 with the approval request: nothing is assigned yet.
        schema: validationRuleAssignmentSchema.or(await approvalRequestSchemaLoaded()),
      }),
    onSuccess: () => afterRuleChange(queryClient),
  });
  const unassign = useMutation({
    // Answers the approval request when taking the rule off waits for approval, nothing otherwise.
    mutationFn: async ({ ruleId, assignmentId }: { ruleId: string; assignmentId: string }) =>
      apiRequest({
        method: 'DELETE',
        path: `${rulePath(ruleId)}/assignments/${encodeURIComponent(assignmentId)}`,
        schema: (await approvalRequestSchemaLoaded()).optional(),
      }),
    onSuccess: () => afterRuleChange(queryClient),
  });
  return { assign, unassign };
}
