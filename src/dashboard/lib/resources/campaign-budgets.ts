import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignBudgetSchema } from '../../../contract/campaign-budget.ts';
import { validationRuleAssignmentSchema } from '../../../contract/validation-rule-assignment.ts';
import { validationRuleSchema, type ValidationRuleCreateRequest } from '../../../contract/validation-rule.ts';
import { apiRequest } from '../api-client.ts';
import { campaignKeys } from './campaigns.ts';
import { overviewKeys } from './overview.ts';
import { queryKeysFactory } from './query-keys.ts';
import { validationRuleKeys } from './validation-rules.ts';

export const campaignBudgetKeys = queryKeysFactory<'campaign-budgets', never>('campaign-budgets');

/** A campaign's budgets, spend and forecast (GET /promodesk/projects/{id}/campaigns/{id}/budget). */
export function campaignBudgetQueryOptions(projectId: string, campaignId: string) {
  return queryOptions({
    queryKey: campaignBudgetKeys.detail(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/promodesk/projects/${encodeURIComponent(projectId)}/campaigns/${encodeURIComponent(campaignId)}/budget`,
        schema: campaignBudgetSchema,
        signal,
      }),
  });
}

/** Adds a budget to a campaign: a validation rule of one budget condition, assigned to the campaign. */
export function useAddBudget(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rule: ValidationRuleCreateRequest) => {
      const created = await apiRequest({
        method: 'POST',
        path: '/v1/validation-rules',
        body: rule,
        schema: validationRuleSchema,
      });
      return apiRequest({
        method: 'POST',
        path: `/v1/validation-rules/${encodeURIComponent(created.id)}/assignments`,
        body: { related_object_type: 'campaign', related_object_id: campaignId },
        schema: validationRuleAssignmentSchema,
      });
    },
    onSuccess: () =>
      Promise.all(
        [campaignBudgetKeys, campaignKeys, overviewKeys, validationRuleKeys].map((keys) =>
          queryClient.invalidateQueries({ queryKey: keys.all() }),
        ),
      ),
  });
}
