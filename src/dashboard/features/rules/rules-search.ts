import { z } from 'zod';
import type { RuleListQuery } from '../../lib/resources/validation-rules.ts';

/** The rules list's state in the URL. */
export const rulesSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  /** Text the rule's name contains. */
  name: z.string().max(200).optional().catch(undefined),
});
export type RulesSearch = z.output<typeof rulesSearchSchema>;

export const rulesPageSize = 20;

export const toRuleListQuery = (search: RulesSearch): RuleListQuery => ({
  page: search.page,
  limit: rulesPageSize,
  name: search.name || undefined,
});
