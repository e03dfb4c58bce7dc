import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { earningRuleListSchema, earningRuleSchema, type EarningRuleCreate } from '../../../contract/earning-rule.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

/** Lists are keyed by the loyalty program whose rules they hold. */
export const earningRuleKeys = queryKeysFactory<'earning-rules', string>('earning-rules');

const rulesPath = (campaignId: string) => `/v1/loyalties/${encodeURIComponent(campaignId)}/earning-rules`;

/** A program's earning rules, oldest first (a program holds at most 100: one page). */
export function earningRulesQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: earningRuleKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: rulesPath(campaignId),
        query: { limit: 100, order: 'created_at' },
        schema: earningRuleListSchema,
        signal,
      }),
  });
}

/** POST .../earning-rules with one rule; the program's list refetches. */
export function useCreateEarningRule(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: EarningRuleCreate) =>
      apiRequest({ method: 'POST', path: rulesPath(campaignId), body: [rule], schema: z.array(earningRuleSchema) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningRuleKeys.list(campaignId) }),
  });
}

/** Enables or disables a rule; the program's list refetches with the service's answer. */
export function useSetEarningRuleActive(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest({
        method: 'POST',
        path: `${rulesPath(campaignId)}/${encodeURIComponent(id)}/${active ? 'enable' : 'disable'}`,
        schema: earningRuleSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningRuleKeys.list(campaignId) }),
  });
}
