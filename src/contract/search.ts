import { z } from 'zod';

/**
 * The command palette's search: one query over a project's campaigns, codes, customers, redemptions, orders and
 * people, by name or code prefix (any casing) or by id prefix. `%` and `_` are plain characters.
 */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const hit = { id: z.string(), label: z.string(), secondary: z.string().nullable() };

/** One match, with the facts the palette needs to offer its actions (switch on or off, roll back). */
export const searchHitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('campaign'), ...hit, active: z.boolean() }),
  z.object({ kind: z.literal('voucher'), ...hit, active: z.boolean(), campaign_id: z.string().nullable() }),
  z.object({ kind: z.literal('customer'), ...hit }),
  z.object({ kind: z.literal('redemption'), ...hit, status: z.enum(['SUCCEEDED', 'FAILED', 'ROLLED_BACK']) }),
  z.object({ kind: z.literal('order'), ...hit, status: z.string() }),
  z.object({ kind: z.literal('person'), ...hit, role: z.string() }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchKind = SearchHit['kind'];

export const searchResultSchema = z.object({ q: z.string(), data: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
