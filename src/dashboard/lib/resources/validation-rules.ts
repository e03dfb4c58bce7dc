import { queryOptions } from '@tanstack/react-query';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const validationRuleKeys = queryKeysFactory('validation-rules');

export function validationRuleQueryOptions(ruleId: string) {
  return queryOptions({
    queryKey: validationRuleKeys.detail(ruleId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/validation-rules/${encodeURIComponent(ruleId)}`,
        schema: validationRuleSchema,
        signal,
      }),
  });
}
