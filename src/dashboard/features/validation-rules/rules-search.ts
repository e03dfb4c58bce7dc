import { z } from 'zod';
import { validationRuleListQuerySchema } from '../../../contract/validation-rule-query.ts';
import type { RuleListQuery } from '../../lib/resources/validation-rules.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';

/** The rules list's state in the URL. */
export const rulesSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  /** Text the rule's name contains; kept whole, so a text past the limit is refused. */
  name: z.string().optional().catch(undefined),
});
export type RulesSearch = z.output<typeof rulesSearchSchema>;

export const rulesPageSize = 20;

export const toRuleListQuery = (search: RulesSearch): RuleListQuery => ({
  page: search.page,
  limit: rulesPageSize,
  name: search.name || undefined,
});

/** Why the service would refuse the name text; the list then asks for nothing and the field says why. */
export const rulesSearchRefusal = (query: RuleListQuery) =>
  searchTextRefusal(validationRuleListQuerySchema, query, 'name');
