import { z } from 'zod';

export const cardPageSizes = [10, 25, 50, 100] as const;

/**
 * The loyalty page's state in the URL: which page of programs, which program is open (the first one when none is
 * named) and which page of its cards.
 */
export const loyaltySearchSchema = z.object({
  programPage: z.number().int().min(1).max(100).default(1).catch(1),
  campaign: z.string().min(1).optional().catch(undefined),
  page: z.number().int().min(1).max(100).default(1).catch(1),
  limit: z
    .number()
    .int()
    .refine((n) => (cardPageSizes as readonly number[]).includes(n))
    .default(10)
    .catch(10),
});
export type LoyaltySearch = z.output<typeof loyaltySearchSchema>;

export const loyaltySearchDefaults = { programPage: 1, page: 1, limit: 10 } satisfies Partial<LoyaltySearch>;

/** Programs are few, so they are listed this many at a time. */
export const PROGRAMS_PER_PAGE = 10;

export function programsQuery(search: LoyaltySearch) {
  return { campaign_type: 'LOYALTY_PROGRAM' as const, page: search.programPage, limit: PROGRAMS_PER_PAGE };
}

/** The card page remembers the export being followed, so a reload keeps showing its status. */
export const cardSearchSchema = z.object({
  export: z.string().startsWith('exp_').optional().catch(undefined),
  /** The page of the card's transactions. */
  page: z.number().int().min(1).max(1000).optional().catch(undefined),
});

/** Most exports the exports page follows; older ids drop off the URL. */
const MAX_FOLLOWED_EXPORTS = 20;
const exportIdPattern = /^exp_[\w-]+$/;
const exportIdsIn = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter((id) => exportIdPattern.test(id))
    .slice(0, MAX_FOLLOWED_EXPORTS);

/**
 * The exports page's list in the URL as `exports=exp_a,exp_b` (newest first): the service cannot list exports, so
 * the link itself is the list. Anything that is not an export id is dropped; the value stays text so the router
 * writes it back as it came.
 */
export const exportsSearchSchema = z.object({
  /** The export history's page. */
  page: z.number().int().min(1).max(100).default(1).catch(1),
  exports: z
    .string()
    .optional()
    .catch(undefined)
    .transform((text) => exportIdsIn(text).join(',') || undefined),
});
export type ExportsSearch = z.output<typeof exportsSearchSchema>;

export const followedExportIds = (search: ExportsSearch) => exportIdsIn(search.exports);

/** The search with a newly scheduled export in front of those already followed. */
export function followExport(search: ExportsSearch, exportId: string): ExportsSearch {
  return {
    ...search,
    exports: [exportId, ...followedExportIds(search)].slice(0, MAX_FOLLOWED_EXPORTS).join(','),
  };
}
