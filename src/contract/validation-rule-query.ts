import { z } from 'zod';
import { idListQuerySchema } from './common.ts';

/*
 * The rules list's query, apart from the rule language (validation-rule.ts): the dashboard's list page reads it when
 * its URL is checked, before any rule is loaded.
 */

export const validationRuleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  /** Promodesk's own: rules whose name contains this text, ignoring case. */
  name: z.string().min(1).max(200).optional(),
  /** Promodesk's own: only these rules (comma-separated ids), e.g. every rule a campaign's assignments name. */
  ids: idListQuerySchema.optional(),
});
